import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { CHAT_LIMITS, type ChatAttachment, type ChatWsServerMessage } from '@jade/contract/chat';
import { ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { closeConversation } from '../api/close-conversation';
import { getConversation } from '../api/get-conversation';
import { getMessagesAfter } from '../api/get-messages';
import { markRead } from '../api/mark-read';
import type { ChatParty } from '../api/party';
import { sendMessage } from '../api/send-message';
import { createChatFeed, useFeedStatus, type ChatFeed } from './chat-feed';
import { conversationReducer, firstUnread, initialConversationState, newClientId, type Pending } from './conversation-state';

const lastSeqOf = (s: { messages: { seq: number }[] }) => s.messages.at(-1)?.seq ?? 0;

type Options = {
  party: ChatParty;
  conversationId: number;
  /** The operator console's socket (every conversation); a customer's view opens its own. */
  feed?: ChatFeed | null;
};

/**
 * One conversation, live: the history over HTTP, then the socket (a customer's resumes after the
 * last seq it has, on every reconnection); sending with a clientId (a message whose answer was
 * lost is sent again on reconnection, the server keeps it once); the read mark moves when the
 * page is visible; "typing" both ways.
 */
export function useConversation({ party, conversationId, feed: sharedFeed = null }: Options) {
  const mine = party.side;
  const reducer = useMemo(() => conversationReducer(mine), [mine]);
  const [state, dispatch] = useReducer(reducer, initialConversationState);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [loaded, setLoaded] = useState(false);
  const [unreadFrom, setUnreadFrom] = useState<number | null>(null);
  const partyRef = useRef(party);
  const stateRef = useRef(state);
  const lastTyping = useRef(0);
  const readSent = useRef(0);
  useEffect(() => {
    partyRef.current = party;
    stateRef.current = state;
  });

  const catchUp = useCallback(async () => {
    const p = partyRef.current;
    const [conversation, messages] = await Promise.all([
      getConversation(p, conversationId),
      getMessagesAfter(p, conversationId, lastSeqOf(stateRef.current)),
    ]);
    dispatch({ type: 'conversation', conversation });
    dispatch({ type: 'messages', messages });
    return { conversation, messages };
  }, [conversationId]);

  // The history first (the view is keyed by conversation: a new one mounts afresh).
  useEffect(() => {
    let cancelled = false;
    catchUp().then(
      ({ conversation, messages }) => {
        if (cancelled) return;
        setUnreadFrom(
          firstUnread(messages, mine, mine === 'CUSTOMER' ? conversation.customerReadSeq : conversation.operatorReadSeq),
        );
        setLoaded(true);
      },
      (err: unknown) => !cancelled && setLoadError(err),
    );
    return () => {
      cancelled = true;
    };
  }, [catchUp, mine]);

  // Then a customer's own socket, resuming after the last seq it has on every (re)connection.
  const ownFeed = useMemo(() => (mine === 'CUSTOMER' ? createChatFeed() : null), [mine]);
  useEffect(() => {
    if (!ownFeed || !loaded) return;
    ownFeed.start(() => {
      const p = partyRef.current;
      const guestToken = p.side === 'CUSTOMER' ? p.guestToken : null;
      return {
        type: 'auth',
        conversationId,
        after: lastSeqOf(stateRef.current),
        ...(guestToken ? { guestToken } : { token: getToken() ?? '' }),
      };
    });
    return () => ownFeed.close();
  }, [conversationId, loaded, ownFeed]);

  const feed = mine === 'CUSTOMER' ? ownFeed : sharedFeed;
  const status = useFeedStatus(feed);

  const deliver = useCallback(
    async (p: Pending) => {
      dispatch({ type: 'pending', pending: { ...p, state: 'sending', error: null } });
      try {
        const body = { text: p.text, attachmentIds: p.attachments.map((a) => a.id), clientId: p.clientId };
        dispatch({ type: 'messages', messages: [await sendMessage(partyRef.current, conversationId, body)] });
      } catch (err) {
        const lost = err instanceof ApiError && err.code === 'NETWORK_ERROR';
        dispatch({ type: 'pending', pending: { ...p, state: 'failed', error: lost ? null : err } });
        if (err instanceof ApiError && err.code === 'CHAT_CONVERSATION_CLOSED') void catchUp().catch(() => undefined);
      }
    },
    [catchUp, conversationId],
  );

  useEffect(() => {
    if (!feed) return;
    return feed.subscribe((m: ChatWsServerMessage) => {
      if (m.type === 'ready') {
        if (m.conversation) dispatch({ type: 'conversation', conversation: m.conversation });
        else void catchUp().catch(() => undefined); // the operator's socket sends no backlog
        for (const p of stateRef.current.pending) if (p.state === 'failed' && p.error === null) void deliver(p);
      } else if (m.type === 'resync') {
        void catchUp().catch(() => undefined);
      } else if (m.type === 'message' && m.message.conversationId === conversationId) {
        dispatch({ type: 'messages', messages: [m.message] });
      } else if (m.type === 'typing' && m.conversationId === conversationId && m.from !== mine) {
        dispatch({ type: 'typing', at: Date.now() });
      } else if (m.type === 'read' && m.conversationId === conversationId) {
        dispatch({ type: 'read', by: m.by, seq: m.seq });
      } else if (m.type === 'conversation' && m.conversation.id === conversationId) {
        dispatch({ type: 'conversation', conversation: m.conversation });
      }
    });
  }, [catchUp, conversationId, deliver, feed, mine]);

  // "Typing" shows for a few seconds after the last event.
  useEffect(() => {
    if (state.otherTypingAt === 0) return;
    const timer = setTimeout(() => dispatch({ type: 'typing', at: 0 }), CHAT_LIMITS.typingShowMs);
    return () => clearTimeout(timer);
  }, [state.otherTypingAt]);

  // Read marks follow what a visible page shows.
  const lastOther = [...state.messages].reverse().find((m) => m.sender !== mine)?.seq ?? 0;
  const myRead = state.conversation ? state.conversation[mine === 'CUSTOMER' ? 'customerReadSeq' : 'operatorReadSeq'] : 0;
  useEffect(() => {
    const mark = () => {
      if (document.visibilityState !== 'visible' || lastOther <= Math.max(myRead, readSent.current)) return;
      readSent.current = lastOther;
      markRead(partyRef.current, conversationId, lastOther).then(
        (conversation) => dispatch({ type: 'conversation', conversation }),
        () => (readSent.current = 0),
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversationId, lastOther, myRead]);

  return {
    ...state,
    loadError,
    status,
    otherTyping: state.otherTypingAt > 0,
    unreadFrom,
    send: (text: string, attachments: ChatAttachment[]) =>
      deliver({ clientId: newClientId(), text, attachments, state: 'sending', error: null }),
    retry: (p: Pending) => deliver(p),
    typing: () => {
      if (!feed || Date.now() - lastTyping.current < CHAT_LIMITS.typingEveryMs) return;
      lastTyping.current = Date.now();
      feed.typing(mine === 'OPERATOR' ? conversationId : undefined);
    },
    close: async () =>
      dispatch({ type: 'conversation', conversation: await closeConversation(partyRef.current, conversationId) }),
  };
}
