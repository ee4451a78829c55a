import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNewPassword } from '@jade/contract/passwords';
import { Button } from '@/components/ui/button';
import { fieldStyles } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { passwordProblemText } from '@/lib/field-messages';
import { resetByLink } from '../api/recovery';
import styles from './auth-forms.module.css';
import { NewPasswordFields } from './new-password-fields';

/** The page an e-mailed reset link opens: new password twice, then "please log in again". */
export function ResetPasswordForm({ token, onLogin }: { token: string; onLogin: () => void }) {
  const { t } = useTranslation();
  const [pw, setPw] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [state, setState] = useState<{ busy: boolean; done: boolean; error: unknown }>({ busy: false, done: false, error: null });
  const problem = checkNewPassword(pw, confirm);
  if (state.done) {
    return (
      <div role="status">
        <p>{t('forgot.resetDone')}</p>
        <Button onClick={onLogin}>{t('auth.login')}</Button>
      </div>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (problem) return;
    setState({ busy: true, done: false, error: null });
    try {
      await resetByLink({ token, newPassword: pw, confirmNewPassword: confirm });
      setState({ busy: false, done: true, error: null });
    } catch (error) {
      setState({ busy: false, done: false, error });
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {state.error ? (
        <p className={fieldStyles.alert} role="alert">
          {errorText(t, state.error)}
        </p>
      ) : null}
      <NewPasswordFields
        password={pw}
        confirm={confirm}
        onPassword={setPw}
        onConfirm={setConfirm}
        passwordError={(submitted || pw) && problem?.path === 'newPassword' ? passwordProblemText(t, problem) : null}
        confirmError={submitted && problem?.path === 'confirmNewPassword' ? passwordProblemText(t, problem) : null}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={state.busy}>
          {state.busy ? t('common.loading') : t('forgot.setPassword')}
        </Button>
      </div>
    </form>
  );
}
