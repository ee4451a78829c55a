import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@jade/contract/countries';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import type { SmsPurpose } from '../api/send-sms';
import { SmsCodeButton } from './sms-code-button';

type SetFn = (name: string) => (e: { target: { value: string } }) => void;
type Values = Record<string, string>;

/** Country dialling code and mobile number in one field. */
export function MobileField({
  countries,
  values,
  set,
  error,
}: {
  countries: readonly Country[];
  values: Values;
  set: SetFn;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <TextField
      label={t('register.mobile')}
      name="mobileNum"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={values.mobileNum ?? ''}
      onChange={set('mobileNum')}
      error={error}
      lead={
        <>
          <label htmlFor={id} className="visually-hidden">
            {t('register.dialingCode')}
          </label>
          <select
            id={id}
            className={fieldStyles.select}
            value={values.countryDialingCode ?? ''}
            onChange={set('countryDialingCode')}
          >
            {countries.map((c) => (
              <option key={c.countryCode} value={c.countryDialingCode}>
                {c.countryCode} {c.countryDialingCode}
              </option>
            ))}
          </select>
        </>
      }
    />
  );
}

/** The SMS code field with its get-code button and countdown. */
MobileField.Code = function CodeField({
  purpose,
  values,
  set,
  error,
  ready,
}: {
  purpose: SmsPurpose;
  values: Values;
  set: SetFn;
  error: string | undefined;
  ready: () => boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('register.smsCode')}
      name="verificationCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={values.verificationCode ?? ''}
      onChange={set('verificationCode')}
      error={error}
      addon={
        <SmsCodeButton
          purpose={purpose}
          dialingCode={values.countryDialingCode ?? ''}
          mobile={values.mobileNum ?? ''}
          ready={ready}
        />
      }
    />
  );
};
