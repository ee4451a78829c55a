import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { CHAT_LIMITS, ChatWsClientMessage, type ChatMessage, type ChatWsServerMessage } from '@jade/contract/chat';
import { WS_AUTH_TIMEOUT_MS, WS_CLOSE, WS_MAX_MESSAGE_BYTES } from '@jade/contract/events';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { safeEqual, sha256 } from '../../lib/secrets';
import { isOverload } from '../../plugins/errors';
import type { SocketTicket } from '../events/events.service';
import * as conversations from './chat.conversations';
import type { ChatHub, HubEvent } from './chat.hub';
import { chatOperatorOfToken, chatOperatorStillAllowed, type ChatOperator } from './chat.operator-auth';
import * as messages from './chat.messages';
import { publishTyping } from './chat.notify';
import { forCustomer } from './chat.presenter';
import type { ConversationRow } from './chat.tables';

const OPEN = 1;
/** The server forwards at most one typing event per socket this often. */
const TYPING_MIN_GAP_MS = CHAT_LIMITS.typingEveryMs / 2;

/** The part of a `ws` socket the protocol uses. */
export type Socket = {
  readyState: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  on: ((event: 'message', fn: (data: unknown, isBinary: boolean) => void) => void) & ((event: 'close', fn: () => void) => void);
};

/** A member's socket, as the session sweep sees it. */
export type Connection = { sessionId: number; end: () => void };
/** A console operator's socket, as the operator sweep sees it (`allowed` re-reads the session and role). */
export type OperatorConnection = { operator: ChatOperator; allowed: () => Promise<boolean>; end: () => void };

export type ChatSocketDeps = {
  db: Db;
  /** The sessions as the auth plugin hands them to sockets. */
  sessions: FastifyInstance['sessions'];
  hub: ChatHub;
  merchantId: number;
  adminToken: string;
  /**
   * The console's socket (CHAT_OPS_WS_PATH): the session token of the `jade_ops` cookie sent on the
   * upgrade ('' without one). Only an operator of a chat role is let in, by that session alone.
   */
  consoleToken?: string;
  connections: Set<Connection>;
  operatorConnections?: Set<OperatorConnection>;
  /** This socket's place under the path's limits (sockets per address and member, messages a second). */
  ticket: SocketTicket;
  log: FastifyBaseLogger;
};

type ClientMessage = z.infer<typeof ChatWsClientMessage>;
type Auth = Extract<ClientMessage, { type: 'auth' }>;

/**
 * One client of `GET /ws/chat` (or of the console's `GET /ops/chat/ws`). The first message
 * authenticates within 10 s: an operator with the ADMIN_TOKEN (automation) or, on the console's
 * path, by the console session's cookie (a support operator or an admin; closed with 4401 as soon
 * as that session ends or the role changes) — then every conversation's events —, or a customer with a conversation, the last
 * seq it has and its session or guest token (then the messages after that seq, then live ones).
 * A customer socket delivers each message once and in order: one that does not follow the last
 * delivered seq makes it read the gap from the database first. A member's socket closes (4401)
 * as soon as its session is revoked on any node. More sockets of a member than
 * WS_LIMITS allows close with 1013, more messages a second with 1008. A database too busy to
 * answer in time (SERVER_BUSY over HTTP) closes it with 1013 `server busy`; the client reconnects.
 */
export function serveChatSocket(socket: Socket, deps: ChatSocketDeps) {
  const { db, hub, log } = deps;
  let state: 'new' | 'authenticating' | 'open' | 'closed' = 'new';
  let role: { kind: 'operator' } | { kind: 'customer'; conv: ConversationRow } | null = null;
  let unsubscribe: (() => void) | null = null;
  let unwatch: (() => void) | null = null;
  let connection: Connection | null = null;
  let operatorConnection: OperatorConnection | null = null;
  let delivered = 0;
  let work = Promise.resolve();
  let lastTyping = 0;
  const knownConversations = new Set<number>();

  const send = (message: ChatWsServerMessage) => {
    if (socket.readyState === OPEN && state === 'open') socket.send(JSON.stringify(message));
  };
  const cleanup = () => {
    state = 'closed';
    clearTimeout(authTimer);
    unsubscribe?.();
    unwatch?.();
    deps.ticket.release();
    if (connection) deps.connections.delete(connection);
    if (operatorConnection) deps.operatorConnections?.delete(operatorConnection);
  };
  const end = (code: number, reason: string) => {
    if (state === 'closed') return;
    cleanup();
    socket.close(code, reason);
  };
  const authTimer = setTimeout(() => end(WS_CLOSE.authTimeout, 'authentication timeout'), WS_AUTH_TIMEOUT_MS);
  /** Closes on an error: 1013 when the database was too busy (an answer, as SERVER_BUSY over HTTP), else 1011. */
  const failed = (what: string) => (err: unknown) => {
    if (isOverload(err)) {
      log.warn({ err }, `${what}: database busy`);
      return end(WS_CLOSE.serverBusy, 'server busy');
    }
    log.error({ err }, what);
    end(1011, 'server error');
  };
  /** Runs socket work one piece at a time (catching up and live messages must not interleave). */
  const serial = (fn: () => Promise<void>) => {
    work = work.then(fn).catch(failed('chat socket failed'));
  };

  const catchUp = async (conversationId: number) => {
    for (let more = true; more && state === 'open';) {
      const page = await messages.after(db, conversationId, delivered, CHAT_LIMITS.pageSize, 'CUSTOMER');
      for (const m of page.list) deliver(m);
      more = page.hasMore;
    }
  };
  const deliver = (m: ChatMessage) => {
    if (m.seq <= delivered) return;
    delivered = m.seq;
    send({ type: 'message', message: m });
  };

  const onCustomerEvent = (conversationId: number) => (event: HubEvent) => {
    if (event.type === 'message') {
      serial(async () => {
        if (event.message.seq > delivered + 1) await catchUp(conversationId);
        // The customer never learns which operator wrote.
        deliver(forCustomer(event.message));
      });
    } else if (event.type === 'resync') {
      serial(() => catchUp(conversationId));
      send(event);
    } else if (event.type !== 'typing' || event.from === 'OPERATOR') {
      if (event.type === 'conversation' && role?.kind === 'customer')
        role.conv = { ...role.conv, status: event.conversation.status };
      serial(async () => send(event));
    }
  };
  const onOperatorEvent = (event: HubEvent) => {
    if (event.type !== 'typing' || event.from === 'CUSTOMER') send(event);
  };

  const openOperator = () => {
    state = 'open';
    role = { kind: 'operator' };
    unsubscribe = hub.subscribeMerchant(deps.merchantId, onOperatorEvent);
    send({ type: 'ready', conversation: null });
  };
  const authenticate = async (m: Auth) => {
    if (deps.consoleToken !== undefined) {
      // The console's socket: its cookie's session, whatever the message says.
      const operator = await chatOperatorOfToken(db, deps.merchantId, deps.consoleToken);
      if (state !== 'authenticating') return;
      if (!operator) return end(WS_CLOSE.unauthorized, 'not a chat operator');
      operatorConnection = {
        operator,
        allowed: () => chatOperatorStillAllowed(db, deps.merchantId, operator),
        end: () => end(WS_CLOSE.unauthorized, 'session ended'),
      };
      deps.operatorConnections?.add(operatorConnection);
      return openOperator();
    }
    if (m.operatorToken !== undefined) {
      if (!safeEqual(m.operatorToken, deps.adminToken)) return end(WS_CLOSE.unauthorized, 'not an operator');
      return openOperator();
    }
    if (m.conversationId === undefined) return end(WS_CLOSE.badMessage, 'no conversation');
    let customer: conversations.Customer | null = null;
    if (m.token !== undefined) {
      const authed = await deps.sessions.memberForToken(m.token);
      if (authed) {
        customer = { kind: 'member', account: authed.account };
        connection = { sessionId: authed.session.id, end: () => end(WS_CLOSE.unauthorized, 'session ended') };
      }
    } else if (m.guestToken !== undefined) {
      customer = { kind: 'guest', tokenHash: sha256(m.guestToken) };
    }
    const conv = customer
      ? await conversations.forCustomer(db, deps.merchantId, m.conversationId, customer).catch(notFound)
      : null;
    if (state !== 'authenticating') return;
    if (!conv) return end(WS_CLOSE.unauthorized, 'not your conversation');
    if (customer?.kind === 'member' && !deps.ticket.claimMember(customer.account.id))
      return end(WS_CLOSE.tooManySockets, 'too many sockets');
    const [shown] = await conversations.present(db, [conv]);
    if (state !== 'authenticating') return;
    // Subscribe, say ready and queue the catch-up in one go: live events queue up behind it, and
    // a message committed before the subscription is read by the catch-up.
    state = 'open';
    role = { kind: 'customer', conv };
    delivered = m.after;
    unsubscribe = hub.subscribeConversation(conv.id, onCustomerEvent(conv.id));
    if (connection) {
      deps.connections.add(connection);
      // A sign-out or revocation on any node closes a member's socket at once.
      unwatch = deps.sessions.watch(connection.sessionId, connection.end);
      if (state !== 'open') return;
    }
    send({ type: 'ready', conversation: shown! });
    serial(() => catchUp(conv.id));
  };

  const typing = async (conversationId: number | undefined) => {
    if (Date.now() - lastTyping < TYPING_MIN_GAP_MS) return;
    lastTyping = Date.now();
    if (role?.kind === 'customer') {
      if (role.conv.status === 'OPEN') await publishTyping(db, deps.merchantId, role.conv.id, 'CUSTOMER');
      return;
    }
    if (conversationId === undefined) return end(WS_CLOSE.badMessage, 'which conversation?');
    if (!knownConversations.has(conversationId)) {
      const conv = await conversations.forOperator(db, deps.merchantId, conversationId).catch(notFound);
      if (!conv) return;
      knownConversations.add(conversationId);
    }
    await publishTyping(db, deps.merchantId, conversationId, 'OPERATOR');
  };

  socket.on('close', cleanup);
  socket.on('message', (data, isBinary) => {
    if (state === 'closed') return;
    if (!deps.ticket.message()) return end(WS_CLOSE.tooManyMessages, 'too many messages');
    const message = isBinary ? null : parse(data);
    if (!message) return end(WS_CLOSE.badMessage, 'malformed message');
    if (state === 'new' && message.type === 'auth') {
      state = 'authenticating';
      authenticate(message).catch(failed('chat socket authentication failed'));
    } else if (state === 'open' && message.type === 'ping') {
      send({ type: 'pong' });
    } else if (state === 'open' && message.type === 'typing') {
      typing(message.conversationId).catch((err: unknown) => log.warn({ err }, 'typing event failed'));
    } else {
      end(WS_CLOSE.badMessage, 'unexpected message');
    }
  });
}

function notFound(err: unknown): null {
  if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
  throw err;
}

function parse(data: unknown): ClientMessage | null {
  const bytes = Array.isArray(data)
    ? Buffer.concat(data as Buffer[])
    : data instanceof ArrayBuffer
      ? Buffer.from(data)
      : Buffer.isBuffer(data)
        ? data
        : null;
  if (!bytes || bytes.length > WS_MAX_MESSAGE_BYTES) return null;
  try {
    const parsed = ChatWsClientMessage.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
