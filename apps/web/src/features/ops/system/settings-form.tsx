import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorText, fieldIssue } from '@/lib/errors';
import styles from './system.module.css';

/** A whole number's field with its bounds; the server's word on it shown as the bounds, in the reader's language. */
export function NumberField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  min: number;
  max: number;
  error: unknown;
  path: string;
}) {
  const { t } = useTranslation();
  const wrong = fieldIssue(props.error, props.path) !== undefined;
  return (
    <TextField
      label={props.label}
      type="number"
      inputMode="numeric"
      min={props.min}
      max={props.max}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={wrong ? t('ops.system.between', { min: props.min, max: props.max }) : null}
    />
  );
}

/** A settings form: its fields, save, and a saved note or the error the fields did not show. */
export function SettingsForm(props: {
  onSubmit: () => void;
  pending: boolean;
  saved: boolean;
  error: unknown;
  paths: readonly string[];
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const named = props.paths.some((p) => fieldIssue(props.error, p) !== undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={props.testId}>
      {props.children}
      <div className={styles.buttons}>
        <Button type="submit" disabled={props.pending}>
          {t('ops.shell.common.save')}
        </Button>
        {props.saved ? <span role="status">{t('ops.shell.common.saved')}</span> : null}
        {props.error && !named ? (
          <span role="alert" className={styles.error}>
            {errorText(t, props.error)}
          </span>
        ) : null}
      </div>
    </form>
  );
}

/** A typed number ('' or not a number: NaN, which the server refuses naming the field). */
export const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
