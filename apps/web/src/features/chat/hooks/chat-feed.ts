import { useSyncExternalStore } from 'react';
import { CHAT_WS_PATH, ChatWsServerMessage, type ChatWsClientMessage } from '@jade/contract/chat';
import { WS_CLOSE } from '@jade/contract/events';

export type FeedStatus = 'connecting' | 'open' | 'offline' | 'denied';
type Listener = (message: ChatWsServerMessage) => void;
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

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
const PING_EVERY_MS = 25_000;
const PONG_WITHIN_MS = 10_000;

/**
 * The chat WebSocket, kept open: it authenticates with its first message — asked again on every
 * (re)connection, so a customer resumes after the last seq it has —, reconnects with a
 * backoff (1 s doubling to 30 s, at once when the browser comes back online), finds dead
 * connections by ping, and gives up only when refused (4401: not signed in, not yours).
 */
export function createChatFeed(): ChatFeed {
  let auth: () => AuthMessage = () => ({ type: 'auth' });
  const listeners = new Set<Listener>();
  const statusListeners = new Set<() => void>();
  let status: FeedStatus = 'connecting';
  let socket: WebSocket | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = true;

  const setStatus = (s: FeedStatus) => {
    if (status === s) return;
    status = s;
    statusListeners.forEach((l) => l());
  };
  const stopPings = () => {
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
  };
  const retryLater = () => {
    setStatus('offline');
    retryTimer = setTimeout(open, retryMs + Math.random() * retryMs * 0.2);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };
  const drop = (ws: WebSocket) => {
    if (socket !== ws) return;
    socket = null;
    stopPings();
    ws.onclose = null;
    ws.close();
    if (!stopped) retryLater();
  };

  function open() {
    retryTimer = undefined;
    if (status !== 'offline') setStatus('connecting');
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${CHAT_WS_PATH}`);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify(auth()));
    ws.onmessage = (event) => {
      let message: ChatWsServerMessage;
      try {
        message = ChatWsServerMessage.parse(JSON.parse(String(event.data)));
      } catch {
        return; // a message this version does not know
      }
      if (message.type === 'ready') {
        retryMs = FIRST_RETRY_MS;
        setStatus('open');
        stopPings();
        pingTimer = setInterval(() => {
          ws.send(JSON.stringify({ type: 'ping' }));
          clearTimeout(pongTimer);
          pongTimer = setTimeout(() => drop(ws), PONG_WITHIN_MS);
        }, PING_EVERY_MS);
      } else if (message.type === 'pong') {
        clearTimeout(pongTimer);
      }
      listeners.forEach((l) => l(message));
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      stopPings();
      if (stopped) return;
      if (event.code === WS_CLOSE.unauthorized) setStatus('denied');
      else retryLater();
    };
  }

  const onOnline = () => {
    if (stopped || socket || retryTimer === undefined) return;
    clearTimeout(retryTimer);
    open();
  };

  return {
    start(authMessage) {
      auth = authMessage;
      if (!stopped && (socket || retryTimer !== undefined)) return;
      stopped = false;
      retryMs = FIRST_RETRY_MS;
      setStatus('connecting');
      window.addEventListener('online', onOnline);
      open();
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    subscribeStatus(fn) {
      statusListeners.add(fn);
      return () => statusListeners.delete(fn);
    },
    status: () => status,
    typing(conversationId) {
      if (socket?.readyState === WebSocket.OPEN && status === 'open')
        socket.send(JSON.stringify(conversationId === undefined ? { type: 'typing' } : { type: 'typing', conversationId }));
    },
    close() {
      stopped = true;
      window.removeEventListener('online', onOnline);
      clearTimeout(retryTimer);
      retryTimer = undefined;
      stopPings();
      socket?.close(1000);
      socket = null;
    },
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
