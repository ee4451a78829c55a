import { useSyncExternalStore } from 'react';
import {
  CHAT_OPS_WS_PATH,
  CHAT_WS_PATH,
  ChatWsServerMessage,
  OpsChatWsServerMessage,
  type ChatWsClientMessage,
} from '@jade/contract/chat';
import { createSocket, type SocketStatus } from '@/lib/socket';

export type FeedStatus = SocketStatus;
/** A socket message; on the console's socket, each message also names its operator. */
type Listener = (message: ChatWsServerMessage | OpsChatWsServerMessage) => void;
type AuthMessage = Extract<ChatWsClientMessage, { type: 'auth' }>;

export type ChatFeed = {
  /**
   * Connects (again after `close`) with the first message `auth()` gives, asked anew on every
   * (re)connection. Creating a feed opens nothing, so it may happen during render.
   */
  start: (auth: () => AuthMessage) => void;
  subscribe: (fn: Listener) => () => void;
  subscribeStatus: (fn: () => void) => () => void;
  status: () => FeedStatus;
  /** Tells the other side "typing" (an operator names the conversation). */
  typing: (conversationId?: number) => void;
  close: () => void;
};

/**
 * The chat WebSocket, kept open by lib/socket: it authenticates with its first message — asked
 * again on every (re)connection, so a customer resumes after the last seq it has —, reconnects
 * with a backoff, and gives up only when refused (4401: not signed in, not yours). The operator
 * console's feed uses CHAT_OPS_WS_PATH, which its session cookie authenticates.
 */
export function createChatFeed(path: string = CHAT_WS_PATH): ChatFeed {
  let auth: () => AuthMessage = () => ({ type: 'auth' });
  const listeners = new Set<Listener>();
  const statusListeners = new Set<() => void>();
  const socket = createSocket({
    path,
    schema: path === CHAT_OPS_WS_PATH ? OpsChatWsServerMessage : ChatWsServerMessage,
    hello: () => auth(),
    onMessage: (message) => listeners.forEach((l) => l(message)),
    onStatus: () => statusListeners.forEach((l) => l()),
  });

  return {
    start(authMessage) {
      auth = authMessage;
      socket.start();
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    subscribeStatus(fn) {
      statusListeners.add(fn);
      return () => statusListeners.delete(fn);
    },
    status: socket.status,
    typing(conversationId) {
      socket.send(conversationId === undefined ? { type: 'typing' } : { type: 'typing', conversationId });
    },
    close: socket.stop,
  };
}

const idle = () => () => undefined;
/** The feed's connection status, re-rendering on change ('connecting' while there is no feed yet). */
export function useFeedStatus(feed: ChatFeed | null): FeedStatus {
  return useSyncExternalStore(
    feed ? feed.subscribeStatus : idle,
    () => feed?.status() ?? 'connecting',
    () => 'connecting',
  );
}
