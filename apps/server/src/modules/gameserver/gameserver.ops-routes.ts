import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { numberIssue } from '@jade/contract/common';
import { OpsJackpotList, OpsRtpQuery, OpsRtpReport, RTP_MAX_DAYS } from '@jade/contract/ops-games';
import { AppError } from '../../lib/app-error';
import { dayRange } from '../../lib/dates';
import { ok, okResponse } from '../../lib/envelope';
import { jackpotsForOps, rtpReport } from './gameserver.ops';

/** Operator, read-only: the jackpot pools and the in-house titles' theoretical against observed RTP. */
export async function gameServerOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  r.get('/jackpots', { schema: { response: okResponse(OpsJackpotList) } }, async () =>
    ok({ list: await jackpotsForOps(app.db, m) }),
  );
  r.get('/games/rtp', { schema: { querystring: OpsRtpQuery, response: okResponse(OpsRtpReport) } }, async (req) => {
    const { from, to } = dayRange(req.query) as { from: Date; to: Date };
    if (to <= from || to.getTime() - from.getTime() > RTP_MAX_DAYS * 86_400_000)
      throw new AppError('VALIDATION_FAILED', `At most ${RTP_MAX_DAYS} days`, [numberIssue('to', RTP_MAX_DAYS)]);
    const { name, pageNo, pageSize } = req.query;
    const report = await rtpReport(app.db, app.reportsDb, m, from, to, { name, pageNo, pageSize });
    return ok({ from: from.toISOString(), to: to.toISOString(), pageNo, pageSize, ...report });
  });
}
