import type { z } from 'zod';
import { WS_CLOSE } from '@jade/contract/ws';

/**
 * Where a kept-open socket stands: connecting (first attempt), open (authenticated), offline
 * (waiting to retry) or denied (refused with 4401; nothing more is tried until `start` again).
 */
export type SocketStatus = 'connecting' | 'open' | 'offline' | 'denied';

/** What every server of a kept-open socket sends: `ready` once authenticated, `pong` to a ping. */
type ServerMessage = { type: string };

export type SocketOptions<M extends ServerMessage> = {
  /** The path on this origin (`WS_PATH`, `CHAT_WS_PATH`). */
  path: string;
  /** The server's messages; one this version does not know is ignored. */
  schema: z.ZodType<M>;
  /** The first message (authentication), asked anew on every (re)connection, so it may resume. */
  hello: () => object;
  /** Each server message, `ready` and `pong` included. */
  onMessage: (message: M) => void;
  /** After every (re)authentication, before the `ready` itself is handed on: events may have been missed. */
  onReady?: () => void;
  /** Each change of status. */
  onStatus?: (status: SocketStatus) => void;
};

export type ReconnectingSocket = {
  /** Connects (again after `stop` or a refusal); does nothing while connected or waiting to retry. */
  start: () => void;
  /** Closes for good, until `start`. */
  stop: () => void;
  /** Sends a message if authenticated; answers whether it went. */
  send: (message: object) => boolean;
  status: () => SocketStatus;
};

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** Keeps idle proxies from dropping the socket, and finds a dead one: no pong in time → reconnect. */
const PING_EVERY_MS = 25_000;
const PONG_WITHIN_MS = 10_000;

/**
 * The one way the web keeps a WebSocket open (the live events, the chat): it authenticates with
 * its first message (a token never goes in the URL), finds dead connections by ping, reconnects
 * with a backoff (1 s doubling to 30 s, with a little jitter; at once when the browser comes back
 * online) after any close — the server's limits (1008, 1013) included — and gives up only when
 * refused (4401: the session has ended, or the conversation is not yours). Creating one opens
 * nothing, so it may happen during render.
 */
export function createSocket<M extends ServerMessage>(options: SocketOptions<M>): ReconnectingSocket {
  let status: SocketStatus = 'connecting';
  let socket: WebSocket | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = true;

  const setStatus = (next: SocketStatus) => {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  };
  const stopPings = () => {
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
  };
  const startPings = (ws: WebSocket) => {
    stopPings();
    pingTimer = setInterval(() => {
      ws.send(JSON.stringify({ type: 'ping' }));
      clearTimeout(pongTimer);
      pongTimer = setTimeout(() => drop(ws), PONG_WITHIN_MS);
    }, PING_EVERY_MS);
  };
  const retryLater = () => {
    setStatus('offline');
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

  function open() {
    retryTimer = undefined;
    if (status !== 'offline') setStatus('connecting');
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${options.path}`);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify(options.hello()));
    ws.onmessage = (event) => {
      let message: M;
      try {
        message = options.schema.parse(JSON.parse(String(event.data)));
      } catch {
        return; // a message this version does not know: ignore it
      }
      if (message.type === 'ready') {
        retryMs = FIRST_RETRY_MS;
        setStatus('open');
        startPings(ws);
        options.onReady?.();
      } else if (message.type === 'pong') {
        clearTimeout(pongTimer);
      }
      options.onMessage(message);
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

  /** Back online: retry now instead of at the end of a long backoff. */
  const onOnline = () => {
    if (stopped || socket || retryTimer === undefined) return;
    clearTimeout(retryTimer);
    open();
  };

  return {
    start() {
      if (!stopped && (socket || retryTimer !== undefined)) return;
      if (stopped) window.addEventListener('online', onOnline);
      stopped = false;
      retryMs = FIRST_RETRY_MS;
      setStatus('connecting');
      open();
    },
    stop() {
      stopped = true;
      window.removeEventListener('online', onOnline);
      clearTimeout(retryTimer);
      retryTimer = undefined;
      stopPings();
      socket?.close(1000);
      socket = null;
    },
    send(message) {
      if (socket?.readyState !== WebSocket.OPEN || status !== 'open') return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    status: () => status,
  };
}
