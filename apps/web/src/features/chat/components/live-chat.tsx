import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChatQueue } from '@jade/contract/chat';
import type { ChatParty } from '../api/party';
import { guestTokenFor } from '../hooks/guest-tokens';
import { ConversationView } from './conversation-view';
import { StartChat, type ChatViewer } from './start-chat';
import styles from './chat.module.css';

/**
 * The live chat page (`/liveChat`): with `?conversation=` the conversation — a member's with the
 * session, a guest's with the token this browser keeps —, else the form that starts one.
 */
export function LiveChat({ viewer }: { viewer: ChatViewer }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('conversation')) || null;
  const guestToken = id ? guestTokenFor(id) : null;
  const open = (conversationId: number | null) => setParams(conversationId ? { conversation: String(conversationId) } : {});

  if (!id || (!guestToken && !viewer.signedIn))
    return (
      <div className={styles.page}>
        {id ? (
          <p className={styles.card} role="alert">
            {t('chat.notAvailable')}
          </p>
        ) : null}
        <StartChat viewer={viewer} onOpen={open} />
      </div>
    );
  const party: ChatParty = { side: 'CUSTOMER', guestToken };
  return (
    <div className={styles.page}>
      <ConversationView
        key={`${id}:${guestToken ? 'guest' : 'member'}`}
        party={party}
        conversationId={id}
        title={(queue) => `${t('chat.title')} · ${t(`chat.queues.${queue as ChatQueue}`)}`}
        otherName={t('chat.customerService')}
        onNewChat={() => open(null)}
      />
    </div>
  );
}
