import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/errors';
import type { ChatParty } from '../api/party';
import type { ChatFeed } from '../hooks/chat-feed';
import { useConversation } from '../hooks/use-conversation';
import { Composer } from './composer';
import { MessageList } from './message-list';
import styles from './chat.module.css';

type Props = {
  party: ChatParty;
  conversationId: number;
  feed?: ChatFeed | null;
  /** The heading: the queue for a customer, the customer for an operator. */
  title: (queue: string, customerName: string) => string;
  otherName: string;
  /** Beside the heading (the operator's "back to the list"). */
  extra?: ReactNode;
  /** Shown when the conversation has ended (a customer's "start a new chat"). */
  onNewChat?: () => void;
};

/**
 * One conversation for either side: heading with status and "end chat", connection state, the
 * message log, the other side typing, and the composer — or, once ended, a notice.
 */
export function ConversationView({ party, conversationId, feed, title, otherName, extra, onNewChat }: Props) {
  const { t } = useTranslation();
  const chat = useConversation({ party, conversationId, ...(feed !== undefined ? { feed } : {}) });
  const [confirming, setConfirming] = useState(false);
  const [closeError, setCloseError] = useState<unknown>(null);
  const c = chat.conversation;

  if (chat.loadError)
    return (
      <div className={styles.card} role="alert">
        <p>{t('chat.loadFailed')}</p>
        <p className={styles.error}>{errorText(t, chat.loadError)}</p>
      </div>
    );
  if (!c)
    return (
      <div className={styles.card} aria-busy="true">
        <p className={styles.muted}>{t('common.loading')}</p>
      </div>
    );

  const open = c.status === 'OPEN';
  const end = async () => {
    setConfirming(false);
    try {
      await chat.close();
    } catch (err) {
      setCloseError(err);
    }
  };
  return (
    <section className={styles.chat} aria-labelledby={`chat-title-${c.id}`} data-testid="chat-conversation">
      <header className={styles.chatHeader}>
        {extra}
        <h2 id={`chat-title-${c.id}`}>{title(c.queue, c.customerName)}</h2>
        <span className={styles.pill}>{open ? t('chat.statusOpen') : t('chat.statusClosed')}</span>
        {open && !confirming ? (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {party.side === 'OPERATOR' ? t('opsChat.close') : t('chat.end')}
          </Button>
        ) : null}
        {confirming ? (
          <span role="group" aria-label={t('chat.endConfirm')}>
            <span className={styles.muted}>{t('chat.endConfirm')} </span>
            <Button onClick={() => void end()}>{t('common.confirm')}</Button>{' '}
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </span>
        ) : null}
      </header>
      {chat.status !== 'open' && open ? (
        <p className={styles.connection} role="status">
          {chat.status === 'denied' ? t('chat.denied') : chat.status === 'offline' ? t('chat.offline') : t('chat.connecting')}
        </p>
      ) : null}
      {closeError ? (
        <p className={styles.error} role="alert">
          {errorText(t, closeError)}
        </p>
      ) : null}
      <MessageList
        party={party}
        conversation={c}
        messages={chat.messages}
        pending={chat.pending}
        unreadFrom={chat.unreadFrom}
        otherName={otherName}
        onRetry={(p) => void chat.retry(p)}
      />
      <p className={styles.typing} aria-live="polite" data-testid="chat-typing">
        {chat.otherTyping && open ? t('chat.typing', { name: otherName }) : ''}
      </p>
      {open ? (
        <Composer
          party={party}
          conversationId={c.id}
          onSend={(text, images) => void chat.send(text, images)}
          onTyping={chat.typing}
        />
      ) : (
        <div className={styles.ended} role="status">
          <span>{t('chat.ended')}</span>
          {onNewChat ? <Button onClick={onNewChat}>{t('chat.newChat')}</Button> : null}
        </div>
      )}
    </section>
  );
}
