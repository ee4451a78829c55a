import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { fieldIssue } from '@/lib/errors';
import { issueText } from '@/lib/field-messages';

type Props = { value: string; onChange: (value: string) => void; error: unknown; name?: string };

/**
 * The login password a sensitive change of the security centre asks for again (binding a contact,
 * the authenticator app, the payment password), so a stolen session alone cannot make it. Shows
 * the server's verdict on it (`wrong`, `required`) under the field.
 */
export function LoginPasswordField({ value, onChange, error, name = 'loginPassword' }: Props) {
  const { t } = useTranslation();
  const issue = fieldIssue(error, 'loginPassword');
  return (
    <TextField
      label={t('security.loginPasswordToConfirm')}
      name={name}
      autoComplete="current-password"
      revealable
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={issue ? issueText(t, issue) : null}
    />
  );
}
