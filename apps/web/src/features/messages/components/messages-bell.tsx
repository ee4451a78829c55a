import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/get-unread-count';
import { UnreadBadge } from './unread-badge';
import styles from './messages.module.css';

/** The header's messages entry with the unread badge; it leads to the personal centre's messages. */
export function MessagesBell({ token, to }: { token: string; to: string }) {
  const { t } = useTranslation();
  const unread = useUnreadCount(token, true);
  const count = unread.data ?? 0;
  return (
    <Link
      to={to}
      className={styles.bell}
      data-testid="messages-bell"
      aria-label={count > 0 ? t('messages.bellUnread', { count }) : t('messages.title')}
    >
      <span aria-hidden="true">✉</span>
      <UnreadBadge count={count} />
    </Link>
  );
}
