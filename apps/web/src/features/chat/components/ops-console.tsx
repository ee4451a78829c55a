import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatQueue } from '@jade/contract/chat';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { getOpsConversations } from '../api/get-ops-conversations';
import { createChatFeed } from '../hooks/chat-feed';
import { ConversationView } from './conversation-view';
import { OpsConversationList } from './ops-conversation-list';
import styles from './chat.module.css';

/**
 * The operator chat console (`/ops-console/chat`): the operator pastes the operator token (checked
 * by the server like every /ops call), then answers the queue. One socket carries every
 * conversation's events; the list refreshes on them. The token lives in this page's memory only,
 * never in the public origin's storage: a reload asks for it again (decision 014).
 */
export function OpsConsole() {
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);

  const signIn = async (e: FormEvent) => {
    e.preventDefault();
    setChecking(true);
    setProblem(null);
    try {
      await getOpsConversations(draft.trim(), 'OPEN');
      setToken(draft.trim());
      setDraft('');
    } catch (err) {
      setProblem(err);
    } finally {
      setChecking(false);
    }
  };
  const forget = () => setToken(null);

  if (!token)
    return (
      <main className={styles.page}>
        <form className={`${styles.card} ${styles.stack}`} onSubmit={(e) => void signIn(e)}>
          <h1>{t('opsChat.title')}</h1>
          <p className={styles.muted}>{t('opsChat.tokenHint')}</p>
          <TextField
            label={t('opsChat.token')}
            type="password"
            autoComplete="off"
            value={draft}
            maxLength={200}
            onChange={(e) => setDraft(e.target.value)}
            error={
              problem
                ? problem instanceof ApiError && problem.code === 'OPS_UNAUTHORIZED'
                  ? t('opsChat.wrongToken')
                  : errorText(t, problem)
                : null
            }
          />
          <Button type="submit" disabled={checking || !draft.trim()}>
            {t('opsChat.signIn')}
          </Button>
        </form>
      </main>
    );
  return <Console token={token} onForget={forget} />;
}

function Console({ token, onForget }: { token: string; onForget: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feed = useMemo(() => createChatFeed(), []);
  const [selected, setSelected] = useState<number | null>(null);
  const refresh = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    feed.start(() => ({ type: 'auth', operatorToken: token }));
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
  }, [feed, queryClient, token]);

  return (
    <main className={styles.console} data-view={selected ? 'conversation' : 'list'}>
      <div className={styles.consoleList}>
        <div className={styles.chatHeader}>
          <h1>{t('opsChat.title')}</h1>
          <Button variant="ghost" onClick={onForget}>
            {t('opsChat.signOut')}
          </Button>
        </div>
        <OpsConversationList token={token} selected={selected} onSelect={setSelected} onUnauthorized={onForget} />
      </div>
      <div className={styles.consoleView}>
        {selected ? (
          <ConversationView
            key={selected}
            party={{ side: 'OPERATOR', opsToken: token }}
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
    </main>
  );
}
