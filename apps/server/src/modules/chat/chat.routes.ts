import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHAT_GUEST_HEADER,
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
import type { Database } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
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
      return ok(await chat.after(app.db, conv.id, req.query.after, req.query.limit));
    },
  );

  r.post(
    '/wps/chat/conversations/:id/messages',
    { schema: { params: ChatIdParams, body: SendChatMessageRequest, response: okResponse(ChatMessage) } },
    async (req) => ok(await chat.send(app.db, await conversation(req, req.params.id), 'CUSTOMER', req.body, addressKey(req.ip))),
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

/**
 * `GET /ws/chat`: the node's hub (one LISTEN) and its sockets; members' sessions are re-checked every
 * minute. An address holding WS_LIMITS.socketsPerAddress sockets on this node has its next one closed with 1013.
 */
async function chatSocketRoute(app: FastifyInstance, opts: Options) {
  const hub = await chat.startChatHub(opts.listen, app.db, (err, msg) => app.log.warn({ err }, msg));
  const connections = new Set<chat.Connection>();
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
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await hub.stop();
  });
  app.get(CHAT_WS_PATH, { websocket: true }, (socket: Socket, req: FastifyRequest) => {
    const ticket = limiter.open(addressKey(req.ip));
    if (!ticket) return socket.close(WS_CLOSE.tooManySockets, 'too many sockets');
    chat.serveChatSocket(socket, {
      sessions: app.sessions,
      ticket,
      db: app.db,
      hub,
      merchantId: app.merchantId,
      adminToken: opts.adminToken,
      connections,
      log: app.log,
    });
  });
}
