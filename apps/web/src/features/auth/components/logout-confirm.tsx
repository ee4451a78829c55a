import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useLogout } from '../api/logout';
import styles from './auth-forms.module.css';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onDone: () => void };

/** Sign-out asks first (in_sure_logout), shows progress, then signs out and hands control back. */
export function LogoutConfirm({ open, onOpenChange, onDone }: Props) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('auth.promptTitle')}>
      <p>{t('auth.sureLogout')}</p>
      <div className={styles.actions}>
        <Button
          disabled={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onSettled: () => {
                onOpenChange(false);
                onDone();
              },
            })
          }
        >
          {logout.isPending ? t('common.loading') : t('common.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
