import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import styles from './field.module.css';

/** A warning with one confirm button (SMS failures, invitation-code errors). */
export function WarningDialog({
  open,
  title,
  message,
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={title}>
      <p className={styles.warning}>
        <span aria-hidden="true" className={styles.warningIcon}>
          ⚠
        </span>
        <span data-testid="warning-message">{message}</span>
      </p>
      <Button onClick={onClose}>{t('common.confirm')}</Button>
    </Dialog>
  );
}
