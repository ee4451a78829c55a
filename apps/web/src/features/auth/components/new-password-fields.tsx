import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';

type Props = {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  passwordError: string | null | undefined;
  confirmError: string | null | undefined;
  /** Field names sent to the server ('newPassword' / 'confirmNewPassword' by default). */
  names?: [string, string];
  passwordLabel?: string;
};

/** A new password and its confirmation, both revealable, as every password form asks for them. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  passwordError,
  confirmError,
  names,
  passwordLabel,
}: Props) {
  const { t } = useTranslation();
  const [first, second] = names ?? ['newPassword', 'confirmNewPassword'];
  return (
    <>
      <TextField
        label={passwordLabel ?? t('auth.newPassword')}
        name={first}
        autoComplete="new-password"
        revealable
        value={password}
        maxLength={128}
        onChange={(e) => onPassword(e.target.value)}
        error={passwordError}
      />
      <TextField
        label={t('auth.confirmPassword')}
        name={second}
        autoComplete="new-password"
        revealable
        value={confirm}
        maxLength={128}
        onChange={(e) => onConfirm(e.target.value)}
        error={confirmError}
      />
    </>
  );
}
