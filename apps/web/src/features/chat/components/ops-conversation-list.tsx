import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { useOpsConversations, type OpsChatStatus } from '../api/get-ops-conversations';
import styles from './chat.module.css';

type Props = { selected: number | null; onSelect: (id: number) => void; onUnauthorized: () => void };

/** The operator's queue: open or closed conversations, unread counts, the last message (through the console's session). */
export function OpsConversationList({ selected, onSelect, onUnauthorized }: Props) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<OpsChatStatus>('OPEN');
  const list = useOpsConversations(status);
  const unauthorized = list.error instanceof ApiError && list.error.code === 'OPS_UNAUTHORIZED';
  useEffect(() => {
    if (unauthorized) onUnauthorized();
  }, [unauthorized, onUnauthorized]);

  return (
    <nav aria-label={t('opsChat.conversations')} className={styles.consoleList}>
      <div className={styles.tabs} role="group" aria-label={t('opsChat.status')}>
        {(['OPEN', 'CLOSED'] as const).map((s) => (
          <Button
            key={s}
            variant={s === status ? 'primary' : 'secondary'}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {s === 'OPEN' ? t('chat.statusOpen') : t('chat.statusClosed')}
          </Button>
        ))}
      </div>
      {list.isPending ? <p className={styles.muted}>{t('common.loading')}</p> : null}
      {list.isError && !unauthorized ? (
        <p className={styles.error} role="alert">
          {errorText(t, list.error)}
        </p>
      ) : null}
      {list.data?.length === 0 ? <p className={styles.muted}>{t('opsChat.empty')}</p> : null}
      {(list.data ?? []).map((c) => (
        <button
          key={c.id}
          type="button"
          className={styles.consoleItem}
          aria-current={c.id === selected}
          onClick={() => onSelect(c.id)}
          data-testid="ops-conversation"
        >
          <strong>
            <span>
              {c.customerName} {c.username ? null : <span className={styles.pill}>{t('opsChat.guest')}</span>}
            </span>
            {c.operatorUnread > 0 ? (
              <span className={styles.badge} aria-label={t('opsChat.unread', { count: c.operatorUnread })}>
                {c.operatorUnread}
              </span>
            ) : null}
          </strong>
          <span className={styles.muted}>
            {t(`chat.queues.${c.queue}`)} · {formatDateTime(c.updatedAt, i18n.language)}
          </span>
          <span className={styles.muted}>{c.lastText || (c.lastSeq > 0 ? t('opsChat.image') : t('opsChat.noMessages'))}</span>
        </button>
      ))}
    </nav>
  );
}
