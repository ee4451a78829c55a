import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WS_CLOSE, WS_PATH } from '@jade/contract/events';
import type { Database } from '../../db/client';
import { addressKey } from '../../lib/ip';
import { SocketLimiter } from './events.limits';
import { startEventHub } from './events.service';
import { endClosedSessions, serveSocket, type Connection, type Socket } from './events.socket';

/**
 * How often the node re-checks the sessions of its open sockets: idle and absolute timeouts, an
 * account no longer active. Revocations (sign-out, password change) close them at once instead.
 */
const SESSION_CHECK_MS = 60_000;

/**
 * `GET /ws`, the live-events WebSocket (protocol in packages/contract/src/events.ts). The node
 * LISTENs once and fans each event out to the sockets of its member; a `revoked` notification
 * closes the sockets (here and on `/ws/chat`) of the sessions it names; an `auth` one makes the
 * node's session cache forget the accounts it names (the cache is on while the hub listens). An
 * address holding WS_LIMITS.socketsPerAddress sockets on this node has its next one closed with 1013.
 */
export async function eventsRoutes(app: FastifyInstance, opts: { listen: Database['listen'] }) {
  const hub = await startEventHub(opts.listen, (err, msg) => app.log.warn({ err }, msg), {
    onRevoked: (ids) => app.sessions.revoked(ids),
    onAuthChanged: (ids) => app.sessions.changed(ids),
    // Revocations may have been missed while the LISTEN connection was down.
    onResync: () =>
      void app.sessions.recheck().catch((err: unknown) => app.log.warn({ err }, 'websocket session re-check failed')),
  });
  app.sessions.listening(true);
  const connections = new Set<Connection>();
  const limiter = new SocketLimiter();

  const sweep = setInterval(() => {
    endClosedSessions(app.sessions, connections).catch((err: unknown) => app.log.warn({ err }, 'websocket session check failed'));
  }, SESSION_CHECK_MS);
  sweep.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    app.sessions.listening(false);
    await hub.stop();
  });

  app.get(WS_PATH, { websocket: true }, (socket: Socket, req: FastifyRequest) => {
    const ticket = limiter.open(addressKey(req.ip));
    if (!ticket) return socket.close(WS_CLOSE.tooManySockets, 'too many sockets');
    serveSocket(socket, { sessions: app.sessions, hub, connections, ticket, log: app.log });
  });
}
