import { useEffect } from 'react';
import { WS_CLOSE, WS_PATH, WsServerMessage, type WsServerMessageType } from '@jade/contract/events';

type Message<T extends WsServerMessageType> = Extract<WsServerMessage, { type: T }>;
type Listener = (message: WsServerMessage) => void;

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** Keeps idle proxies from dropping the socket, and finds a dead one: no pong in time → reconnect. */
const PING_EVERY_MS = 25_000;
const PONG_WITHIN_MS = 10_000;

const listeners = new Map<WsServerMessageType, Set<Listener>>();

/**
 * Calls `onMessage` for each server message of this type until the returned function is called.
 * A `resync` is also delivered locally after every (re)authentication: events may have been
 * missed while the socket was down, so subscribers re-read what they show.
 */
export function subscribe<T extends WsServerMessageType>(type: T, onMessage: (message: Message<T>) => void): () => void {
  const set = listeners.get(type) ?? new Set<Listener>();
  const listener = onMessage as Listener;
  set.add(listener);
  listeners.set(type, set);
  return () => set.delete(listener);
}

function emit(message: WsServerMessage) {
  for (const l of listeners.get(message.type) ?? []) l(message);
}

/**
 * Opens the tab's live-events socket for a session token and keeps it open: it authenticates
 * with its first message (the token never goes in the URL), reconnects with a backoff (1 s
 * doubling to 30 s), and gives up only when the server says the session has ended (4401).
 * Returns the function that closes it for good.
 */
export function connect(token: string): () => void {
  let socket: WebSocket | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    retryTimer = undefined;
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}`);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
    ws.onmessage = (event) => {
      let message: WsServerMessage;
      try {
        message = WsServerMessage.parse(JSON.parse(String(event.data)));
      } catch {
        return; // a message this version does not know: ignore it
      }
      if (message.type === 'ready') {
        retryMs = FIRST_RETRY_MS;
        startPings(ws);
        emit({ type: 'resync' });
      } else if (message.type === 'pong') {
        clearTimeout(pongTimer);
      }
      emit(message);
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      stopPings();
      if (!stopped && event.code !== WS_CLOSE.unauthorized) retryLater();
    };
  };

  const retryLater = () => {
    // A little jitter, so that the tabs of a restarted node do not all come back at once.
    retryTimer = setTimeout(open, retryMs + Math.random() * retryMs * 0.2);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  /** A socket that stopped answering: a dead connection may take minutes to report its close. */
  const drop = (ws: WebSocket) => {
    if (socket !== ws) return;
    socket = null;
    stopPings();
    ws.onclose = null;
    ws.close();
    if (!stopped) retryLater();
  };

  /** Back online: retry now instead of at the end of a long backoff. */
  const onOnline = () => {
    if (stopped || socket || retryTimer === undefined) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    open();
  };

  const startPings = (ws: WebSocket) => {
    stopPings();
    pingTimer = setInterval(() => {
      ws.send(JSON.stringify({ type: 'ping' }));
      clearTimeout(pongTimer);
      pongTimer = setTimeout(() => drop(ws), PONG_WITHIN_MS);
    }, PING_EVERY_MS);
  };
  const stopPings = () => {
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
  };

  window.addEventListener('online', onOnline);
  open();
  return () => {
    stopped = true;
    window.removeEventListener('online', onOnline);
    clearTimeout(retryTimer);
    stopPings();
    socket?.close(1000);
    socket = null;
  };
}

/** Keeps the tab's live-events socket open while signed in; mount it once (root layout). */
export function useRealtime(token: string | null) {
  useEffect(() => (token ? connect(token) : undefined), [token]);
}
