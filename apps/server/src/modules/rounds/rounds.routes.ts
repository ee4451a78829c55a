import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BetPage, BetQuery, ProfitQuery, ProfitReport } from '@jade/contract/wallet';
import { dayRange } from '../../lib/dates';
import { ok, okResponse } from '../../lib/envelope';
import * as system from '../system/system.service';
import * as rounds from './rounds.service';

/** The member's betting record (personalHistoryCopy) and profit and loss (personalProfit). */
export async function roundsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRealMember;

  r.get('/wps/wallet/bets', { onRequest, schema: { querystring: BetQuery, response: okResponse(BetPage) } }, async (req) =>
    ok(await rounds.listRounds(app.db, req.member.account.id, { ...req.query, ...dayRange(req.query) })),
  );

  r.get(
    '/wps/wallet/profit',
    { onRequest, schema: { querystring: ProfitQuery, response: okResponse(ProfitReport) } },
    async (req) => {
      const { account } = req.member;
      const merchant = await system.getMerchant(app.db, app.merchantId);
      return ok(
        await rounds.profitReport(
          app.db,
          { merchantId: app.merchantId, memberId: account.id, currency: merchant.currency, tz: req.query.tz },
          dayRange(req.query),
        ),
      );
    },
  );
}
