import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { formatMoney, parseMoney } from '@/lib/money';
import styles from './payments.module.css';

/** The problem of a typed amount against a range in minor units, in the member's language. */
export function amountProblem(t: TFunction, text: string, min: number, max: number, symbol: string): string | null {
  const minor = parseMoney(text);
  if (minor === null || minor === 0) return t('payments.amountInvalid');
  if (minor < min || minor > max)
    return t('payments.amountRange', { min: formatMoney(min, symbol), max: formatMoney(max, symbol) });
  return null;
}

type Props = {
  value: string;
  onChange: (text: string) => void;
  min: number;
  max: number;
  symbol: string;
  /** Shown once the member tried to submit. */
  error: string | null;
  label?: string;
};

/** An amount typed in major units (2 decimals), with its allowed range under it. */
export function AmountField({ value, onChange, min, max, symbol, error, label }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label ?? t('payments.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
      />
      <p className={styles.hint}>{t('payments.amountHint', { min: formatMoney(min, symbol), max: formatMoney(max, symbol) })}</p>
    </>
  );
}
