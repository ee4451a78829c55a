import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChatAttachment,
  ChatAttachmentParams,
  ChatIdParams,
  ChatMessagesQuery,
  ChatReadRequest,
  OpsChatConversation,
  OpsChatConversationList,
  OpsChatListQuery,
  OpsChatMessage,
  OpsChatMessagePage,
  SendChatMessageRequest,
} from '@jade/contract/chat';
import type { Db } from '../../db/client';
import { ok, okResponse } from '../../lib/envelope';
import * as images from '../../lib/images';
import * as chat from './chat.service';
import type { ConversationRow } from './chat.tables';

/**
 * The operator's side of the live chat, under /ops (the operator token is checked by the ops
 * scope): the queue, a conversation's messages (each operator's with their name), replies with
 * images (recorded with the replying operator's name), read marks and closing.
 * Replies, images and closings are audited with the write; read marks are not (a view state).
 */
export async function chatOpsRoutes(app: FastifyInstance) {
  await app.register(multipart, images.IMAGE_UPLOADS);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  const conversation = (id: number) => chat.forOperator(app.db, m, id);
  const presented = async (row: ConversationRow) => (await chat.presentForOps(app.db, [row]))[0]!;
  const audited = <T>(req: FastifyRequest, action: string, fn: (tx: Db) => Promise<T>) =>
    app.audited(req, action, async () => ({ params: req.params ?? null }), fn);

  r.get(
    '/chat/conversations',
    { schema: { querystring: OpsChatListQuery, response: okResponse(OpsChatConversationList) } },
    async (req) =>
      ok({ list: await chat.presentForOps(app.db, await chat.forOps(app.db, m, req.query.status, req.query.limit)) }),
  );

  r.get('/chat/conversations/:id', { schema: { params: ChatIdParams, response: okResponse(OpsChatConversation) } }, async (req) =>
    ok(await presented(await conversation(req.params.id))),
  );

  r.get(
    '/chat/conversations/:id/messages',
    { schema: { params: ChatIdParams, querystring: ChatMessagesQuery, response: okResponse(OpsChatMessagePage) } },
    async (req) =>
      ok(await chat.after(app.db, (await conversation(req.params.id)).id, req.query.after, req.query.limit, 'OPERATOR')),
  );

  r.post(
    '/chat/conversations/:id/messages',
    { schema: { params: ChatIdParams, body: SendChatMessageRequest, response: okResponse(OpsChatMessage) } },
    async (req) => {
      const conv = await conversation(req.params.id);
      const from = { side: 'OPERATOR', operator: req.opsCaller.name } as const;
      return ok(await audited(req, 'chat.reply', (tx) => chat.send(tx, conv, from, req.body)));
    },
  );

  r.post(
    '/chat/conversations/:id/attachments',
    { schema: { params: ChatIdParams, response: okResponse(ChatAttachment) } },
    async (req, reply) => {
      const conv = await conversation(req.params.id);
      const uploader: images.Uploader = { key: 'ops', surface: 'chat', bytesToday: null };
      return ok(
        await images.receiveImage(req, reply, app.db, uploader, (bytes) =>
          audited(req, 'chat.image', (tx) => chat.saveAttachment(tx, conv, 'OPERATOR', bytes)),
        ),
      );
    },
  );

  r.get('/chat/conversations/:id/attachments/:attachmentId', { schema: { params: ChatAttachmentParams } }, async (req, reply) =>
    images.sendImage(reply, await chat.attachment(app.db, (await conversation(req.params.id)).id, req.params.attachmentId)),
  );

  r.post(
    '/chat/conversations/:id/read',
    { schema: { params: ChatIdParams, body: ChatReadRequest, response: okResponse(OpsChatConversation) } },
    async (req) => ok(await presented(await chat.markRead(app.db, await conversation(req.params.id), 'OPERATOR', req.body.seq))),
  );

  r.post(
    '/chat/conversations/:id/close',
    { schema: { params: ChatIdParams, response: okResponse(OpsChatConversation) } },
    async (req) => {
      const conv = await conversation(req.params.id);
      return ok(await presented(await audited(req, 'chat.close', (tx) => chat.close(tx, conv, 'OPERATOR'))));
    },
  );
}
