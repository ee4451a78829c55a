import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageIdParams, MessageListQuery, MessagePage, UnreadCount } from '@jade/contract/messages';
import { ok, okResponse } from '../../lib/envelope';
import { requestLanguage } from '../../lib/lang';
import * as auth from '../auth/auth.service';
import * as messages from './messages.service';

/**
 * The member's internal messages (personal centre, messageV2) and the unread count of the header
 * badge (spec §7 CSP_unreadCount, V2). Real members and agents only: trial accounts have no inbox
 * and get `in_need_true_account`.
 */
export async function messagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const me = async (req: FastifyRequest) => (await auth.requireRealMember(app.db, req)).account.id;

  r.get('/wps/relay/CSP_unreadCountV2', { schema: { response: okResponse(UnreadCount) } }, async (req) =>
    ok({ count: await messages.unreadCount(app.db, await me(req)) }),
  );

  r.get('/wps/messages', { schema: { querystring: MessageListQuery, response: okResponse(MessagePage) } }, async (req) =>
    ok(await messages.inbox(app.db, await me(req), requestLanguage(req), req.query)),
  );

  r.put('/wps/messages/read-all', { schema: { response: okResponse(UnreadCount) } }, async (req) =>
    ok(await messages.markAllRead(app.db, await me(req))),
  );

  r.put('/wps/messages/:id/read', { schema: { params: MessageIdParams, response: okResponse(UnreadCount) } }, async (req) =>
    ok(await messages.markRead(app.db, await me(req), req.params.id)),
  );

  r.delete('/wps/messages/:id', { schema: { params: MessageIdParams, response: okResponse(UnreadCount) } }, async (req) =>
    ok(await messages.remove(app.db, await me(req), req.params.id)),
  );
}
