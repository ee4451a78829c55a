import { useTranslation } from 'react-i18next';
import styles from './messages.module.css';

/** The red count badge (spec §2): shown only above 0, "99+" past 99, read out as "n unread". */
export function UnreadBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count || count <= 0) return null;
  return (
    <span className={styles.badge} data-testid="unread-badge" aria-label={t('messages.unread', { count })}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
