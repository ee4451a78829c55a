import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FeedbackRequest, FeedbackResult, OpsFeedback, OpsFeedbackAnswer, OpsFeedbackQuery } from '@jade/contract/feedback';
import { IdParams } from '@jade/contract/common';
import { Paged } from '@jade/contract/payments';
import { ok, okResponse } from '../../lib/envelope';
import * as feedback from './feedback.service';

/** PUT /wps/feedback (spec §7): a signed-in member's feedback; trial accounts are asked to register. */
export async function feedbackRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/wps/feedback',
    { onRequest: app.requireRealMember, schema: { body: FeedbackRequest, response: okResponse(FeedbackResult) } },
    async (req) => ok(await feedback.submit(app.db, app.merchantId, req.member.account, req.body)),
  );
}

/** The operator's feedback desk under /ops: list, and answer once (the answer is an internal message). */
export async function feedbackOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/feedback', { schema: { querystring: OpsFeedbackQuery, response: okResponse(Paged(OpsFeedback)) } }, async (req) =>
    ok(await feedback.listForOps(app.db, app.merchantId, req.query)),
  );

  r.post(
    '/feedback/:id/answer',
    { schema: { params: IdParams, body: OpsFeedbackAnswer, response: okResponse(OpsFeedback) } },
    async (req) =>
      ok(
        await app.audited(
          req,
          'feedback.answer',
          (tx) => feedback.findForOps(tx, app.merchantId, req.params.id),
          (tx) => feedback.answer(tx, app.merchantId, req.params.id, req.body.answer, req.opsCaller.name),
        ),
      ),
  );
}
