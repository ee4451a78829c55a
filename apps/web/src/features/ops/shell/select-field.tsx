import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldStyles } from '@/components/ui/text-field';
import styles from './select-field.module.css';

type Common<V extends string> = {
  label: string;
  /** The values offered, in order, each shown as `text(value)`. */
  options: readonly V[];
  text: (value: V) => string;
  disabled?: boolean;
};
/** `all`: a first option "All" whose value is ''. */
type Props<V extends string> = Common<V> &
  (
    | { all?: false; value: NoInfer<V>; onChange: (value: NoInfer<V>) => void }
    | { all: true; value: NoInfer<V> | ''; onChange: (value: NoInfer<V> | '') => void }
  );

/** A labelled select of the console (a filter or a form's choice), laid out as a text field is. */
export function SelectField<V extends string>({ label, options, text, disabled, ...props }: Props<V>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={fieldStyles.control}>
        <select
          id={id}
          className={`${fieldStyles.input} ${styles.select}`}
          value={props.value}
          disabled={disabled}
          onChange={(e) => props.onChange(e.target.value as V)}
        >
          {props.all ? <option value="">{t('ops.shell.common.all')}</option> : null}
          {options.map((o) => (
            <option key={o} value={o}>
              {text(o)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
