import { useId } from 'react';
import styles from './field.module.css';

type Props = { label: string; checked: boolean; onChange: (checked: boolean) => void; error?: string | null | undefined };

/** A labelled checkbox with its error under it, tied together for screen readers. */
export function Checkbox({ label, checked, onChange, error }: Props) {
  const errorId = useId();
  return (
    <>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
