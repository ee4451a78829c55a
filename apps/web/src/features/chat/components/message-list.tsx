import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatConversation, ChatSide } from '@jade/contract/chat';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import type { ChatParty } from '../api/party';
import type { Pending, ShownMessage } from '../hooks/conversation-state';
import { ChatImage } from './chat-image';
import styles from './chat.module.css';

type Props = {
  party: ChatParty;
  conversation: ChatConversation;
  messages: ShownMessage[];
  pending: Pending[];
  unreadFrom: number | null;
  /** Who the other side is called in this view. */
  otherName: string;
  onRetry: (p: Pending) => void;
};

/**
 * The conversation as a log (read out politely as it grows): the other side's messages on the
 * left, this side's on the right with "sent"/"read", a "new messages" line before the first one
 * unread on opening, and this side's pending messages (sending, or not sent with a retry). In the
 * console, an operator's message names the operator who wrote it (the customer never gets it).
 */
export function MessageList({ party, conversation, messages, pending, unreadFrom, otherName, onRetry }: Props) {
  const { t, i18n } = useTranslation();
  const mine: ChatSide = party.side;
  const end = useRef<HTMLDivElement>(null);
  const otherRead = mine === 'CUSTOMER' ? conversation.operatorReadSeq : conversation.customerReadSeq;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending.length]);

  if (messages.length === 0 && pending.length === 0)
    return (
      <div className={styles.log}>
        <p className={styles.muted}>{mine === 'CUSTOMER' ? t('chat.empty') : t('opsChat.noMessages')}</p>
      </div>
    );
  return (
    <div className={styles.log} role="log" aria-live="polite" aria-label={t('chat.messages')} tabIndex={0} data-testid="chat-log">
      {messages.map((m) => {
        const own = m.sender === mine;
        return (
          <Fragment key={m.seq}>
            {m.seq === unreadFrom ? <p className={styles.divider}>{t('chat.newMessages')}</p> : null}
            <div className={styles.bubble} data-mine={own} data-testid="chat-message">
              <span className="visually-hidden">{own ? t('chat.you') : otherName}: </span>
              {m.text}
              {m.attachments.length ? (
                <span className={styles.images}>
                  {m.attachments.map((a, i) => (
                    <ChatImage
                      key={a.id}
                      party={party}
                      conversationId={conversation.id}
                      attachment={a}
                      label={t('chat.imageOf', { n: i + 1, total: m.attachments.length })}
                    />
                  ))}
                </span>
              ) : null}
              <span className={styles.meta}>
                {m.sender === 'OPERATOR' && m.operator ? (
                  <span data-testid="chat-operator">{`${t('ops.support.chat.writtenBy', { name: m.operator })} · `}</span>
                ) : null}
                {formatDateTime(m.createdAt, i18n.language)}
                {own ? ` · ${otherRead >= m.seq ? t('chat.read') : t('chat.sent')}` : ''}
              </span>
            </div>
          </Fragment>
        );
      })}
      {pending.map((p) => (
        <div key={p.clientId} className={styles.bubble} data-mine="true" data-failed={p.state === 'failed'}>
          {p.text}
          {p.attachments.length ? (
            <span className={styles.meta}>{t('chat.imagesAttached', { count: p.attachments.length })}</span>
          ) : null}
          <span className={styles.meta} role={p.state === 'failed' ? 'alert' : undefined}>
            {p.state === 'sending' ? t('chat.sending') : p.error ? errorText(t, p.error) : t('chat.notSent')}
          </span>
          {p.state === 'failed' ? (
            <Button variant="secondary" onClick={() => onRetry(p)}>
              {t('chat.retry')}
            </Button>
          ) : null}
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
