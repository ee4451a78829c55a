import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHAT_OPS_WS_PATH, type ChatQueue } from '@jade/contract/chat';
import { Button } from '@/components/ui/button';
import { createChatFeed, useFeedStatus } from '../hooks/chat-feed';
import { ConversationView } from './conversation-view';
import { OpsConversationList } from './ops-conversation-list';
import styles from './chat.module.css';

const OPERATOR = { side: 'OPERATOR' } as const;

/**
 * The operator chat console (`/ops-console/chat`, inside the console's frame): the signed-in
 * operator's session (its httpOnly cookie) authenticates the calls and the socket — a support
 * operator or an admin answers the queue. One socket carries every conversation's events; the list
 * refreshes on them. When the session ends, the console asks for a sign-in again.
 */
export function OpsConsole() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feed = useMemo(() => createChatFeed(CHAT_OPS_WS_PATH), []);
  const status = useFeedStatus(feed);
  const [selected, setSelected] = useState<number | null>(null);
  const refresh = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    feed.start(() => ({ type: 'auth' }));
    const off = feed.subscribe((m) => {
      if (m.type === 'typing' || m.type === 'pong') return;
      // Many events come in bursts: refresh the list once for them.
      clearTimeout(refresh.current);
      refresh.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['chat', 'ops', 'conversations'] }), 300);
    });
    return () => {
      off();
      feed.close();
      clearTimeout(refresh.current);
    };
  }, [feed, queryClient]);

  // The session has ended (signed out elsewhere, idle, revoked): the console shows its sign-in.
  const signedOut = () => void queryClient.invalidateQueries({ queryKey: ['ops', 'session'] });

  return (
    <div className={styles.console} data-view={selected ? 'conversation' : 'list'} data-testid="ops-chat">
      <div className={styles.consoleList}>
        <div className={styles.chatHeader}>
          <h1>{t('ops.support.chat.title')}</h1>
          <span className={styles.muted} role="status" data-testid="ops-chat-live" data-status={status}>
            {t(`ops.support.chat.live.${status}`)}
          </span>
        </div>
        {status === 'denied' ? (
          <p className={styles.error} role="alert">
            {t('ops.support.chat.denied')}
          </p>
        ) : null}
        <OpsConversationList selected={selected} onSelect={setSelected} onUnauthorized={signedOut} />
      </div>
      <div className={styles.consoleView}>
        {selected ? (
          <ConversationView
            key={selected}
            party={OPERATOR}
            conversationId={selected}
            feed={feed}
            title={(queue, name) => `${name} · ${t(`chat.queues.${queue as ChatQueue}`)}`}
            otherName={t('opsChat.customer')}
            extra={
              <Button variant="ghost" onClick={() => setSelected(null)}>
                {t('opsChat.back')}
              </Button>
            }
          />
        ) : (
          <p className={styles.card}>{t('opsChat.pick')}</p>
        )}
      </div>
    </div>
  );
}
