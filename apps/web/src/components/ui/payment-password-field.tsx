import type { InputHTMLAttributes } from 'react';
import { TextField } from './text-field';

/** A payment password is exactly this many digits (the contract checks it on the wire). */
const DIGITS = 6;

type Props = Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'autoComplete'> & {
  label: string;
  value: string;
  /** The digits typed so far; anything else the member types is dropped. */
  onChange: (digits: string) => void;
  error?: string | null | undefined;
};

/**
 * The six-digit payment password that confirms a withdrawal or a transfer and is set in the
 * security centre: hidden with a show toggle, a number pad on phones, at most six digits, never
 * offered by the browser's autofill.
 */
export function PaymentPasswordField({ label, value, onChange, error, name, autoComplete = 'off' }: Props) {
  return (
    <TextField
      label={label}
      name={name}
      revealable
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={DIGITS}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      error={error}
    />
  );
}
