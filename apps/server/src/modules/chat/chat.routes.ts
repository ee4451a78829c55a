import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHAT_GUEST_HEADER,
  CHAT_OPS_WS_PATH,
  CHAT_PAGE_PATH,
  CHAT_WS_PATH,
  ChatAttachment,
  ChatAttachmentParams,
  ChatConversation,
  ChatConversationList,
  ChatIdParams,
  ChatMessage,
  ChatMessagePage,
  ChatMessagesQuery,
  ChatQueueList,
  ChatReadRequest,
  LaunchChatQuery,
  LaunchChatResponse,
  SendChatMessageRequest,
} from '@jade/contract/chat';
import { WS_CLOSE } from '@jade/contract/events';
import { OPS_CONSOLE_COOKIE } from '@jade/contract/operators';
import type { Database } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import { readCookie } from '../../lib/cookies';
import * as images from '../../lib/images';
import { ok, okResponse } from '../../lib/envelope';
import { sha256 } from '../../lib/secrets';
import { addressKey } from '../../lib/ip';
import { SocketLimiter } from '../events/events.service';
import { hit } from '../../plugins/rate-limit';
import * as chat from './chat.service';
import type { Socket } from './chat.socket';
import type { ConversationRow } from './chat.tables';

/** New guest conversations per address and hour. */
const GUEST_LAUNCHES = { max: 10, windowSeconds: 3600 };
/** How often the node re-checks the sessions of its members' chat sockets. */
const SESSION_CHECK_MS = 60_000;

type Options = { listen: Database['listen']; adminToken: string };

/**
 * The customer's side of the live chat (spec §7 CBS_modelList, CBS_launchChat) and the chat
 * WebSocket. A member calls with the session token; a guest with the conversation's token in the
 * x-chat-guest header.
 */
export async function chatRoutes(app: FastifyInstance, opts: Options) {
  await app.register(multipart, images.IMAGE_UPLOADS);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;

  const customerOf = async (req: FastifyRequest): Promise<chat.Customer> => {
    const guest = req.headers[CHAT_GUEST_HEADER];
    if (typeof guest === 'string' && guest.length > 0 && guest.length <= 200) return { kind: 'guest', tokenHash: sha256(guest) };
    return { kind: 'member', account: (await req.authenticate('member')).account };
  };
  const conversation = async (req: FastifyRequest, id: number) => chat.forCustomer(app.db, m, id, await customerOf(req));
  const presented = async (row: ConversationRow) => (await chat.present(app.db, [row]))[0]!;

  r.get('/wps/relay/CBS_modelList', { schema: { response: okResponse(ChatQueueList) } }, async () => ok(chat.queues()));

  r.get(
    '/wps/relay/CBS_launchChat',
    { schema: { querystring: LaunchChatQuery, response: okResponse(LaunchChatResponse) } },
    async (req) => {
      const url = (id: number) => `${CHAT_PAGE_PATH}?conversation=${id}`;
      if (req.sessionToken) {
        const { account } = await req.authenticate('member');
        const row = await chat.launchForMember(app.db, m, account, req.query.modelId);
        return ok({ chatUrl: url(row.id), conversationId: row.id });
      }
      if (!req.query.guestName) throw invalidField('guestName', 'a guest gives a name');
      if (!(await hit(app.db, `chat-launch|${addressKey(req.ip)}`, GUEST_LAUNCHES.max, GUEST_LAUNCHES.windowSeconds)))
        throw new AppError('RATE_LIMITED', 'Too many chats started. Please wait a moment and try again.');
      const { row, token: guestToken } = await chat.launchForGuest(app.db, m, req.query.guestName, req.query.modelId);
      return ok({ chatUrl: url(row.id), conversationId: row.id, guestToken });
    },
  );

  r.get(
    '/wps/chat/conversations',
    { onRequest: app.requireMember, schema: { response: okResponse(ChatConversationList) } },
    async (req) => ok({ list: await chat.present(app.db, await chat.ofMember(app.db, m, req.member.account.id)) }),
  );

  r.get(
    '/wps/chat/conversations/:id',
    { schema: { params: ChatIdParams, response: okResponse(ChatConversation) } },
    async (req) => ok(await presented(await conversation(req, req.params.id))),
  );

  r.get(
    '/wps/chat/conversations/:id/messages',
    { schema: { params: ChatIdParams, querystring: ChatMessagesQuery, response: okResponse(ChatMessagePage) } },
    async (req) => {
      const conv = await conversation(req, req.params.id);
      return ok(await chat.after(app.db, conv.id, req.query.after, req.query.limit, 'CUSTOMER'));
    },
  );

  r.post(
    '/wps/chat/conversations/:id/messages',
    { schema: { params: ChatIdParams, body: SendChatMessageRequest, response: okResponse(ChatMessage) } },
    async (req) => {
      const from = { side: 'CUSTOMER', address: addressKey(req.ip) } as const;
      return ok(await chat.send(app.db, await conversation(req, req.params.id), from, req.body));
    },
  );

  r.post(
    '/wps/chat/conversations/:id/attachments',
    { schema: { params: ChatIdParams, response: okResponse(ChatAttachment) } },
    async (req, reply) => {
      const conv = await conversation(req, req.params.id);
      const uploader: images.Uploader = {
        key: chat.customerKey(conv, addressKey(req.ip)),
        surface: 'chat',
        bytesToday: () => chat.customerBytesToday(app.db, conv),
      };
      return ok(
        await images.receiveImage(req, reply, app.db, uploader, (bytes) => chat.saveAttachment(app.db, conv, 'CUSTOMER', bytes)),
      );
    },
  );

  r.get(
    '/wps/chat/conversations/:id/attachments/:attachmentId',
    { schema: { params: ChatAttachmentParams } },
    async (req, reply) => {
      const conv = await conversation(req, req.params.id);
      return images.sendImage(reply, await chat.attachment(app.db, conv.id, req.params.attachmentId));
    },
  );

  r.post(
    '/wps/chat/conversations/:id/read',
    { schema: { params: ChatIdParams, body: ChatReadRequest, response: okResponse(ChatConversation) } },
    async (req) =>
      ok(await presented(await chat.markRead(app.db, await conversation(req, req.params.id), 'CUSTOMER', req.body.seq))),
  );

  r.post(
    '/wps/chat/conversations/:id/close',
    { schema: { params: ChatIdParams, response: okResponse(ChatConversation) } },
    async (req) => ok(await presented(await chat.close(app.db, await conversation(req, req.params.id), 'CUSTOMER'))),
  );

  await chatSocketRoute(app, opts);
}

/** Whether a browser's upgrade comes from a page of this site (another site's page may not use the console's cookie). */
function sameOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser: the cookie is all it has
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
}

/**
 * `GET /ws/chat` and the console's `GET /ops/chat/ws` (the operator by the session cookie): the
 * node's hub (one LISTEN) and its sockets; members' sessions and console operators' sessions and
 * roles are re-checked every minute. An address holding WS_LIMITS.socketsPerAddress sockets on
 * this node has its next one closed with 1013.
 */
async function chatSocketRoute(app: FastifyInstance, opts: Options) {
  const hub = await chat.startChatHub(opts.listen, app.db, (err, msg) => app.log.warn({ err }, msg));
  const connections = new Set<chat.Connection>();
  const operatorConnections = new Set<chat.OperatorConnection>();
  const limiter = new SocketLimiter();
  const sweep = setInterval(() => {
    if (connections.size === 0) return;
    const ids = [...new Set([...connections].map((c) => c.sessionId))];
    app.sessions
      .liveSessionIds(ids)
      .then((live) => [...connections].forEach((c) => live.has(c.sessionId) || c.end()))
      .catch((err: unknown) => app.log.warn({ err }, 'chat socket session check failed'));
  }, SESSION_CHECK_MS);
  sweep.unref();
  const operatorSweep = setInterval(() => {
    for (const c of operatorConnections)
      c.allowed()
        .then((yes) => yes || c.end())
        .catch((err: unknown) => app.log.warn({ err }, 'chat operator socket check failed'));
  }, SESSION_CHECK_MS);
  operatorSweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(operatorSweep);
    await hub.stop();
  });
  const serve = (socket: Socket, req: FastifyRequest, consoleToken?: string) => {
    const ticket = limiter.open(addressKey(req.ip));
    if (!ticket) return socket.close(WS_CLOSE.tooManySockets, 'too many sockets');
    chat.serveChatSocket(socket, {
      sessions: app.sessions,
      ticket,
      db: app.db,
      hub,
      merchantId: app.merchantId,
      adminToken: opts.adminToken,
      ...(consoleToken === undefined ? {} : { consoleToken }),
      connections,
      operatorConnections,
      log: app.log,
    });
  };
  app.get(CHAT_WS_PATH, { websocket: true }, (socket: Socket, req: FastifyRequest) => serve(socket, req));
  // Outside the operator scope (a browser cannot add the console's header to an upgrade): the
  // cookie alone authenticates it, so only a page of this site may open it.
  app.get(CHAT_OPS_WS_PATH, { websocket: true }, (socket: Socket, req: FastifyRequest) => {
    if (!sameOrigin(req)) return socket.close(WS_CLOSE.unauthorized, 'another site');
    serve(socket, req, readCookie(req, OPS_CONSOLE_COOKIE));
  });
}
