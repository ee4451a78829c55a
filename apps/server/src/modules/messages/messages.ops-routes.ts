import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OpsPageQuery, OpsSendMessageRequest, OpsSendMessageResult, OpsSentMessagePage } from '@jade/contract/messages';
import { ok, okResponse } from '../../lib/envelope';
import * as messages from './messages.service';

type Localized = Record<string, string>;

/**
 * The operator's messages under /ops (inside the operator scope): send to one member, to every
 * member, or to an agent's whole team; list what was sent. A send is audited with its audience and
 * reach, never its text.
 */
export async function messagesOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/messages', { schema: { querystring: OpsPageQuery, response: okResponse(OpsSentMessagePage) } }, async (req) =>
    ok(await messages.sentMessages(app.db, app.merchantId, req.query)),
  );

  r.post('/messages', { schema: { body: OpsSendMessageRequest, response: okResponse(OpsSendMessageResult) } }, async (req) => {
    const { audience, title, content } = req.body;
    const sent = await app.audited(
      req,
      'messages.send',
      async () => ({ audience }),
      (tx) =>
        messages.send(tx, app.merchantId, req.opsCaller.name, {
          audience,
          title: title as Localized,
          content: content as Localized,
        }),
    );
    return ok(sent);
  });
}
