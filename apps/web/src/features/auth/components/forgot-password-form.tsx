import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, checkMobile } from '@jade/contract/countries';
import { checkNewPassword } from '@jade/contract/passwords';
import { Button } from '@/components/ui/button';
import { TabSwitch } from '@/components/ui/tab-switch';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { issueText, passwordProblemText } from '@/lib/field-messages';
import { forgotByEmail, resetByMobile, useSessionMutation } from '../api/recovery';
import styles from './auth-forms.module.css';
import { NewPasswordFields } from './new-password-fields';
import { MobileField } from './mobile-field';

type Props = { mobileFirst: boolean; onEmailSent: () => void; onMobileDone: () => void };

/** Forgot password by e-mail (a reset link) or by mobile (code and new password, then signed in). */
export function ForgotPasswordForm({ mobileFirst, onEmailSent, onMobileDone }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'mobile' | 'email'>(mobileFirst ? 'mobile' : 'email');
  return (
    <div>
      <TabSwitch
        value={tab}
        onChange={setTab}
        tabs={(mobileFirst ? (['mobile', 'email'] as const) : (['email', 'mobile'] as const)).map((k) => ({
          value: k,
          label: t(k === 'mobile' ? 'forgot.byMobile' : 'forgot.byEmail'),
        }))}
        label={t('forgot.title')}
        listClassName={styles.tabs}
        tabClassName={styles.tab}
      >
        {tab === 'email' ? <ByEmail onSent={onEmailSent} /> : <ByMobile onDone={onMobileDone} />}
      </TabSwitch>
    </div>
  );
}

function ByEmail({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const emailOk = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!username.trim() || !emailOk) return;
    setBusy(true);
    try {
      await forgotByEmail({ username: username.trim(), email: email.trim() });
      onSent();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {error ? (
        <p className={fieldStyles.alert} role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={submitted && !username.trim() ? t('form.required') : null}
      />
      <TextField
        label={t('register.fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={
          submitted && !email.trim() ? t('form.required') : submitted && !emailOk ? t('patterns.EMAIL', { range: '5-100' }) : null
        }
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? t('common.loading') : t('forgot.sendLink')}
        </Button>
      </div>
    </form>
  );
}

function ByMobile({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({ countryDialingCode: COUNTRIES[0]!.countryDialingCode });
  const [submitted, setSubmitted] = useState(false);
  const reset = useSessionMutation(resetByMobile);
  const set = (name: string) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const mobileOk = checkMobile(values.countryDialingCode ?? '', values.mobileNum ?? '') === 'ok';
  const pw = checkNewPassword(values.newPassword ?? '', values.confirmNewPassword ?? '');
  const server = (path: string) =>
    reset.error instanceof ApiError ? reset.error.issues.find((i) => i.path === path)?.message : undefined;
  const err = (path: string, local: string | undefined) => local ?? (server(path) ? issueText(t, server(path)!) : undefined);
  const show = submitted;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!mobileOk || !values.verificationCode || pw) return;
    reset.mutate(
      {
        countryDialingCode: values.countryDialingCode!,
        mobileNum: values.mobileNum!,
        verificationCode: values.verificationCode,
        newPassword: values.newPassword!,
        confirmNewPassword: values.confirmNewPassword!,
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {reset.error && !(reset.error instanceof ApiError && reset.error.issues.length) ? (
        <p className={fieldStyles.alert} role="alert">
          {errorText(t, reset.error)}
        </p>
      ) : null}
      <MobileField
        countries={COUNTRIES}
        values={values}
        set={set}
        error={show && !mobileOk ? t('form.issues.wrong_length') : undefined}
      />
      <MobileField.Code
        purpose="reset"
        values={values}
        set={set}
        error={err('verificationCode', show && !values.verificationCode ? t('form.required') : undefined)}
        ready={() => {
          setSubmitted(true);
          return mobileOk;
        }}
      />
      <NewPasswordFields
        password={values.newPassword ?? ''}
        confirm={values.confirmNewPassword ?? ''}
        onPassword={(v) => setValues((x) => ({ ...x, newPassword: v }))}
        onConfirm={(v) => setValues((x) => ({ ...x, confirmNewPassword: v }))}
        passwordError={err(
          'newPassword',
          (show || values.newPassword) && pw?.path === 'newPassword' ? passwordProblemText(t, pw) : undefined,
        )}
        confirmError={err(
          'confirmNewPassword',
          show && pw?.path === 'confirmNewPassword' ? passwordProblemText(t, pw) : undefined,
        )}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? t('common.loading') : t('forgot.resetAndLogin')}
        </Button>
      </div>
    </form>
  );
}
