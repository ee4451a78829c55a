import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, CHAT_PAGE_PATH, type ChatQueue } from '@jade/contract/chat';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/dates';
import { errorText, fieldIssue } from '@/lib/errors';
import { useMyConversations } from '../api/get-my-conversations';
import { useQueues } from '../api/get-queues';
import { useLaunchChat } from '../api/launch-chat';
import { guestConversations, saveGuestConversation } from '../hooks/guest-tokens';
import styles from './chat.module.css';

export type ChatViewer = { signedIn: boolean; isTrial: boolean };

/**
 * Starting a chat (CBS_modelList, CBS_launchChat): pick a queue — deposit and withdrawal need a
 * real account —, a guest gives a name, and the chat page of the conversation opens. Below, the
 * member's conversations (or the guest's, kept in this browser) to go back to.
 */
export function StartChat({ viewer, onOpen }: { viewer: ChatViewer; onOpen: (conversationId: number) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const queues = useQueues();
  const launch = useLaunchChat();
  const history = useMyConversations(viewer.signedIn);
  const [queue, setQueue] = useState<ChatQueue>('GENERAL');
  const [name, setName] = useState('');
  const realAccount = viewer.signedIn && !viewer.isTrial;
  const saved = viewer.signedIn ? [] : guestConversations();

  const start = (e: FormEvent) => {
    e.preventDefault();
    const guestName = name.trim();
    launch.mutate(
      { modelId: queue, ...(viewer.signedIn ? {} : { guestName }) },
      {
        onSuccess: (res) => {
          if (res.guestToken) saveGuestConversation({ id: res.conversationId, token: res.guestToken, name: guestName });
          onOpen(res.conversationId);
        },
      },
    );
  };
  const nameProblem = fieldIssue(launch.error, 'guestName') ? t('chat.nameRequired') : undefined;
  const otherProblem = launch.error && !nameProblem ? errorText(t, launch.error) : null;

  return (
    <div className={styles.stack}>
      <form className={`${styles.card} ${styles.stack}`} onSubmit={start} aria-labelledby={`${id}-h`}>
        <h1 id={`${id}-h`}>{t('chat.startHeading')}</h1>
        <p className={styles.muted}>{t('chat.intro')}</p>
        {queues.isPending ? <p className={styles.muted}>{t('common.loading')}</p> : null}
        {queues.isError ? (
          <p className={styles.error} role="alert">
            {errorText(t, queues.error)}{' '}
            <Button variant="ghost" onClick={() => void queues.refetch()}>
              {t('common.retry')}
            </Button>
          </p>
        ) : null}
        {queues.data ? (
          <fieldset className={styles.queues}>
            <legend>{t('chat.queue')}</legend>
            {queues.data.map((q) => {
              const disabled = q.realAccountOnly && !realAccount;
              return (
                <label key={q.modelId} className={styles.queue} data-disabled={disabled}>
                  <input
                    type="radio"
                    name={`${id}-queue`}
                    value={q.modelId}
                    checked={queue === q.modelId}
                    disabled={disabled}
                    onChange={() => setQueue(q.modelId)}
                  />
                  <span>
                    {t(`chat.queues.${q.modelId}`)}
                    {disabled ? <span className={styles.muted}> — {t('chat.realAccountOnly')}</span> : null}
                  </span>
                </label>
              );
            })}
          </fieldset>
        ) : null}
        {viewer.signedIn ? null : (
          <TextField
            label={t('chat.guestName')}
            value={name}
            maxLength={CHAT_LIMITS.guestNameMax}
            autoComplete="name"
            required
            error={nameProblem}
            onChange={(e) => setName(e.target.value)}
          />
        )}
        {otherProblem ? (
          <p className={styles.error} role="alert">
            {otherProblem}
          </p>
        ) : null}
        <Button type="submit" disabled={launch.isPending || !queues.data || (!viewer.signedIn && !name.trim())}>
          {launch.isPending ? t('common.loading') : t('chat.start')}
        </Button>
      </form>
      {viewer.signedIn || saved.length ? (
        <section className={`${styles.card} ${styles.stack}`} aria-labelledby={`${id}-history`}>
          <h2 id={`${id}-history`}>{t('chat.history')}</h2>
          {viewer.signedIn && history.isPending ? <p className={styles.muted}>{t('common.loading')}</p> : null}
          {viewer.signedIn && history.isError ? <p className={styles.error}>{errorText(t, history.error)}</p> : null}
          {viewer.signedIn && history.data?.length === 0 ? <p className={styles.muted}>{t('chat.noHistory')}</p> : null}
          <ul className={styles.history}>
            {(history.data ?? []).map((c) => (
              <li key={c.id}>
                <Link to={`${CHAT_PAGE_PATH}?conversation=${c.id}`}>
                  <span>
                    {t(`chat.queues.${c.queue}`)} · {formatDateTime(c.createdAt, i18n.language)}
                  </span>
                  <span>
                    {c.customerUnread > 0 ? <span className={styles.badge}>{c.customerUnread}</span> : null}{' '}
                    <span className={styles.pill}>{c.status === 'OPEN' ? t('chat.statusOpen') : t('chat.statusClosed')}</span>
                  </span>
                </Link>
              </li>
            ))}
            {saved.map((s) => (
              <li key={s.id}>
                <Link to={`${CHAT_PAGE_PATH}?conversation=${s.id}`}>
                  <span>{t('chat.continueAs', { name: s.name })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
