import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageIdParams, MessageListQuery, MessagePage, UnreadCount } from '@jade/contract/messages';
import { ok, okResponse } from '../../lib/envelope';
import { requestLanguage } from '../../lib/lang';
import * as messages from './messages.service';

/**
 * The member's internal messages (personal centre, messageV2) and the unread count of the header
 * badge (spec §7 CSP_unreadCount, V2). Real members and agents only: trial accounts have no inbox
 * and get `in_need_true_account`.
 */
export async function messagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRealMember;
  const me = (req: FastifyRequest) => req.member.account.id;

  r.get('/wps/relay/CSP_unreadCountV2', { onRequest, schema: { response: okResponse(UnreadCount) } }, async (req) =>
    ok({ count: await messages.unreadCount(app.db, me(req)) }),
  );

  r.get(
    '/wps/messages',
    { onRequest, schema: { querystring: MessageListQuery, response: okResponse(MessagePage) } },
    async (req) => ok(await messages.inbox(app.db, me(req), requestLanguage(req), req.query)),
  );

  r.put('/wps/messages/read-all', { onRequest, schema: { response: okResponse(UnreadCount) } }, async (req) =>
    ok(await messages.markAllRead(app.db, me(req))),
  );

  r.put(
    '/wps/messages/:id/read',
    { onRequest, schema: { params: MessageIdParams, response: okResponse(UnreadCount) } },
    async (req) => ok(await messages.markRead(app.db, me(req), req.params.id)),
  );

  r.delete(
    '/wps/messages/:id',
    { onRequest, schema: { params: MessageIdParams, response: okResponse(UnreadCount) } },
    async (req) => ok(await messages.remove(app.db, me(req), req.params.id)),
  );
}
