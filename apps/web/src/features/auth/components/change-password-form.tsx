import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNewPassword } from '@jade/contract/passwords';
import { Button } from '@/components/ui/button';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { issueText, passwordProblemText } from '@/lib/field-messages';
import { useChangePassword } from '../api/change-password';
import styles from './auth-forms.module.css';
import { NewPasswordFields } from './new-password-fields';

type Props = { askOld: boolean; onSuccess: () => void };

/**
 * Current, new and confirmation; the rules run as the user types and again on the server. The
 * current password is left out when the session may skip it (right after a forced sign-in), and
 * asked for after all when the server says it is needed (that window is short).
 */
export function ChangePasswordForm({ askOld: askOldAtFirst, onSuccess }: Props) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [oldAsked, setOldAsked] = useState(false);
  const askOld = askOldAtFirst || oldAsked;

  const problem = checkNewPassword(newPassword, confirm, { old: askOld ? oldPassword : undefined });
  const show = touched || newPassword !== '';
  const serverIssue = (path: string) =>
    change.error instanceof ApiError ? change.error.issues.find((i) => i.path === path)?.message : undefined;
  const fieldError = (path: 'newPassword' | 'confirmNewPassword') => {
    if (show && problem?.path === path && (path === 'newPassword' || touched || confirm !== ''))
      return passwordProblemText(t, problem);
    const s = serverIssue(path);
    return s ? issueText(t, s) : null;
  };
  const oldError =
    touched && askOld && !oldPassword
      ? t('form.required')
      : serverIssue('oldPassword')
        ? issueText(t, serverIssue('oldPassword')!)
        : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || (askOld && !oldPassword)) return;
    change.mutate(
      { ...(askOld ? { oldPassword } : {}), newPassword, confirmNewPassword: confirm },
      {
        onSuccess,
        onError: (err) => {
          if (err instanceof ApiError && err.issues.some((i) => i.path === 'oldPassword')) setOldAsked(true);
        },
      },
    );
  };

  const general = change.error && !(change.error instanceof ApiError && change.error.issues.length > 0);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {general ? (
        <p className={fieldStyles.alert} role="alert">
          {errorText(t, change.error)}
        </p>
      ) : null}
      {askOld ? (
        <TextField
          label={t('auth.oldPassword')}
          name="oldPassword"
          autoComplete="current-password"
          revealable
          value={oldPassword}
          onChange={(e) => setOld(e.target.value)}
          error={oldError}
        />
      ) : null}
      <NewPasswordFields
        password={newPassword}
        confirm={confirm}
        onPassword={setNew}
        onConfirm={setConfirm}
        passwordError={fieldError('newPassword')}
        confirmError={fieldError('confirmNewPassword')}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('common.loading') : t('auth.changePassword')}
        </Button>
      </div>
    </form>
  );
}
