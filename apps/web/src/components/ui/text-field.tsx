import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './field.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | null | undefined;
  /** Renders a show/hide toggle for a password. */
  revealable?: boolean;
  addon?: ReactNode;
  /** Rendered before the input, inside the same box (a dialling-code select). */
  lead?: ReactNode;
};

/** A labelled input with its error under it, tied together for screen readers. */
export function TextField({ label, error, revealable, addon, lead, type = 'text', ...rest }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={Boolean(error)}>
        {lead}
        <input
          id={id}
          className={styles.input}
          type={revealable ? (shown ? 'text' : 'password') : type}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        {revealable ? (
          <button type="button" className={styles.toggle} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
            {shown ? t('form.hidePassword') : t('form.showPassword')}
          </button>
        ) : null}
        {addon}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { styles as fieldStyles };
