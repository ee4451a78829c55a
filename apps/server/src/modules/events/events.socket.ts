import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { WS_AUTH_TIMEOUT_MS, WS_CLOSE, WS_MAX_MESSAGE_BYTES, WsClientMessage, type WsServerMessage } from '@jade/contract/events';
import { isOverload } from '../../plugins/errors';
import type { SocketTicket } from './events.limits';
import type { EventHub, MemberEvent } from './events.service';

const OPEN = 1;

/** The part of a `ws` socket the protocol uses. */
export type Socket = {
  readyState: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  on: ((event: 'message', fn: (data: unknown, isBinary: boolean) => void) => void) & ((event: 'close', fn: () => void) => void);
};

/** An authenticated socket, as the session sweep sees it. */
export type Connection = { sessionId: number; end: () => void };

/** The sessions as the auth plugin hands them to sockets (`app.sessions`). */
export type Sessions = FastifyInstance['sessions'];

type Deps = { sessions: Sessions; hub: EventHub; connections: Set<Connection>; ticket: SocketTicket; log: FastifyBaseLogger };

/**
 * One client of `GET /ws`: the first message must be `auth` with a live session token (else close
 * 4401), within WS_AUTH_TIMEOUT_MS (else 4408); nothing is sent before. Then the member's events
 * are pushed and `ping` is answered with `pong`, until the session is revoked (4401 at once). Anything binary, malformed or unexpected closes
 * with 4400 (oversized frames are refused by the server with 1009 before they get here). More
 * sockets of the member than WS_LIMITS allows close with 1013, more messages a second with 1008.
 * `sports` (on/off), before or after `auth`, watches the sportsbook's public messages; a socket
 * watching is not closed by the auth timeout and may ping.
 * A token the database cannot check in time (SERVER_BUSY over HTTP) closes with 1013 `server busy`.
 */
export function serveSocket(socket: Socket, { sessions, hub, connections, ticket, log }: Deps) {
  let state: 'new' | 'authenticating' | 'open' | 'closed' = 'new';
  let unsubscribe: (() => void) | null = null;
  // Watching the sportsbook's public messages (allowed before auth: odds are public).
  let unwatchSports: (() => void) | null = null;
  let unwatch: (() => void) | null = null;
  let connection: Connection | null = null;

  const send = (message: WsServerMessage) => {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };
  const cleanup = () => {
    state = 'closed';
    clearTimeout(authTimer);
    unsubscribe?.();
    unwatchSports?.();
    unwatch?.();
    ticket.release();
    if (connection) connections.delete(connection);
  };
  const end = (code: number, reason: string) => {
    if (state === 'closed') return;
    cleanup();
    socket.close(code, reason);
  };
  const authTimeout = () => setTimeout(() => end(WS_CLOSE.authTimeout, 'authentication timeout'), WS_AUTH_TIMEOUT_MS);
  let authTimer = authTimeout();

  const authenticate = async (token: string) => {
    let authed: Awaited<ReturnType<Sessions['memberForToken']>>;
    try {
      authed = await sessions.memberForToken(token);
    } catch (err) {
      // Saturation is an answer, not a fault (as SERVER_BUSY is over HTTP): a warning, a retry.
      if (isOverload(err)) {
        log.warn({ err }, 'websocket authentication: database busy');
        return end(WS_CLOSE.serverBusy, 'server busy');
      }
      log.error({ err }, 'websocket authentication failed');
      return end(1011, 'server error');
    }
    if (state !== 'authenticating') return;
    if (!authed) return end(WS_CLOSE.unauthorized, 'not signed in');
    if (!ticket.claimMember(authed.account.id)) return end(WS_CLOSE.tooManySockets, 'too many sockets');
    clearTimeout(authTimer);
    state = 'open';
    unsubscribe = hub.subscribe(authed.account.id, (event: MemberEvent) => send(event));
    connection = { sessionId: authed.session.id, end: () => end(WS_CLOSE.unauthorized, 'session ended') };
    connections.add(connection);
    // A sign-out or revocation on any node closes the socket at once (the sweep covers timeouts).
    unwatch = sessions.watch(authed.session.id, connection.end);
    send({ type: 'ready' });
  };

  socket.on('close', cleanup);
  socket.on('message', (data, isBinary) => {
    if (state === 'closed') return;
    if (!ticket.message()) return end(WS_CLOSE.tooManyMessages, 'too many messages');
    const message = isBinary ? null : parseMessage(data);
    if (!message) return end(WS_CLOSE.badMessage, 'malformed message');
    if (state === 'new' && message.type === 'auth') {
      state = 'authenticating';
      void authenticate(message.token);
    } else if ((state === 'open' || unwatchSports) && message.type === 'ping') {
      send({ type: 'pong' });
    } else if ((state === 'new' || state === 'open') && message.type === 'sports') {
      // A visitor watching the book is not timed out; one who stops watching has the auth timeout again.
      if (message.on && !unwatchSports) unwatchSports = hub.watchSports((event) => send(event));
      if (!message.on && unwatchSports) {
        unwatchSports();
        unwatchSports = null;
      }
      if (state === 'new') {
        clearTimeout(authTimer);
        if (!unwatchSports) authTimer = authTimeout();
      }
    } else {
      end(WS_CLOSE.badMessage, 'unexpected message');
    }
  });
}

function parseMessage(data: unknown): WsClientMessage | null {
  const bytes = Array.isArray(data)
    ? Buffer.concat(data as Buffer[])
    : data instanceof ArrayBuffer
      ? Buffer.from(data)
      : Buffer.isBuffer(data)
        ? data
        : null;
  if (!bytes || bytes.length > WS_MAX_MESSAGE_BYTES) return null;
  try {
    const parsed = WsClientMessage.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Closes (4401) every socket whose session has ended since it authenticated: signed out, revoked
 * by a password change, expired or idle. One query for all of the node's sockets.
 */
export async function endClosedSessions(sessions: Sessions, connections: Set<Connection>): Promise<void> {
  if (connections.size === 0) return;
  const ids = [...new Set([...connections].map((c) => c.sessionId))];
  const live = await sessions.liveSessionIds(ids);
  for (const c of [...connections]) if (!live.has(c.sessionId)) c.end();
}
