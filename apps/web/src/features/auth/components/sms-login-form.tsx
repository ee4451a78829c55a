import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, checkMobile } from '@jade/contract/countries';
import type { MemberInfo } from '@jade/contract/auth';
import { Button } from '@/components/ui/button';
import { fieldStyles } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { issueText } from '@/lib/field-messages';
import { loginBySms, useSessionMutation } from '../api/recovery';
import styles from './auth-forms.module.css';
import { MobileField } from './mobile-field';

/** The SMS tab of the login modal: dialling code, number, code with countdown. */
export function SmsLoginForm({ site, onSuccess }: { site: 'member' | 'agent'; onSuccess: (m: MemberInfo) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({ countryDialingCode: COUNTRIES[0]!.countryDialingCode });
  const [submitted, setSubmitted] = useState(false);
  const login = useSessionMutation(loginBySms);
  const set = (name: string) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const mobileOk = checkMobile(values.countryDialingCode ?? '', values.mobileNum ?? '') === 'ok';
  const mobileError =
    submitted || values.mobileNum
      ? !values.mobileNum
        ? t('form.required')
        : mobileOk
          ? undefined
          : t('form.issues.wrong_length')
      : undefined;
  const server =
    login.error instanceof ApiError ? login.error.issues.find((i) => i.path === 'verificationCode')?.message : undefined;
  const codeError = submitted && !values.verificationCode ? t('form.required') : server ? issueText(t, server) : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!mobileOk || !values.verificationCode) return;
    login.mutate(
      {
        countryDialingCode: values.countryDialingCode!,
        mobileNum: values.mobileNum!,
        verificationCode: values.verificationCode,
        site,
      },
      { onSuccess: (res) => onSuccess(res.member) },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {login.error && !server ? (
        <p className={fieldStyles.alert} role="alert">
          {errorText(t, login.error)}
        </p>
      ) : null}
      <MobileField countries={COUNTRIES} values={values} set={set} error={mobileError} />
      <MobileField.Code
        purpose="login"
        values={values}
        set={set}
        error={codeError}
        ready={() => {
          setSubmitted(true);
          return mobileOk;
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? t('common.loading') : t('auth.login')}
        </Button>
      </div>
    </form>
  );
}
