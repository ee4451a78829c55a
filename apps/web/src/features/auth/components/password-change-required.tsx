import { useTranslation } from 'react-i18next';
import { Dialog as D } from 'radix-ui';
import { Button } from '@/components/ui/button';
import dialogStyles from '@/components/ui/dialog.module.css';
import { useLogout } from '../api/logout';
import styles from './auth-forms.module.css';
import { ChangePasswordForm } from './change-password-form';

type Props = { onChanged: () => void; onSignedOut: () => void };

const stay = (e: Event) => e.preventDefault();

/**
 * The change-password step a session opened with an expired password must take (the server
 * refuses everything else until then): it cannot be dismissed — no close button, Escape and a
 * click outside do nothing — and signing out is the only other way out.
 */
export function PasswordChangeRequired({ onChanged, onSignedOut }: Props) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <D.Root open>
      <D.Portal>
        <D.Overlay className={dialogStyles.overlay} />
        <D.Content className={dialogStyles.content} onEscapeKeyDown={stay} onPointerDownOutside={stay} onInteractOutside={stay}>
          <div className={dialogStyles.head}>
            <D.Title className={dialogStyles.title}>{t('auth.changePasswordTitle')}</D.Title>
          </div>
          <D.Description>{t('auth.passwordExpiredNotice')}</D.Description>
          <ChangePasswordForm askOld={false} onSuccess={onChanged} />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={logout.isPending}
              onClick={() => logout.mutate(undefined, { onSettled: onSignedOut })}
            >
              {logout.isPending ? t('common.loading') : t('auth.logout')}
            </Button>
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
