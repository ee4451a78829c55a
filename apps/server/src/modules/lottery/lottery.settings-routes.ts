import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LotteryLimits,
  OpsLotteryFamilyParams,
  OpsLotteryOdds,
  OpsSetLotteryOdds,
  SetLotteryPrizeLevel,
} from '@jade/contract/lottery';
import { ok, okResponse } from '../../lib/envelope';
import * as members from '../members/members.service';
import * as settings from './lottery.settings';

const LevelParams = z.object({ username: z.string().min(1).max(64) }).strict();
const LevelView = z.object({ username: z.string(), level: z.number().int() });

/**
 * The merchant's lottery settings under /ops (inside the operator scope): a family's odds table
 * (checked by the engine's `checkOdds`) and the betting limits. Each write is audited with the
 * setting before and after; a refused one writes nothing. The operator sets any account's prize
 * level (a top agent's, typically), never above its upline's.
 */
export async function lotterySettingsOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;

  r.get(
    '/lottery/odds/:family',
    { schema: { params: OpsLotteryFamilyParams, response: okResponse(OpsLotteryOdds) } },
    async (req) => ok(await settings.oddsOf(app.db, m, req.params.family)),
  );
  r.put(
    '/lottery/odds/:family',
    { schema: { params: OpsLotteryFamilyParams, body: OpsSetLotteryOdds, response: okResponse(OpsLotteryOdds) } },
    async (req) => {
      const { family } = req.params;
      const odds = await app.audited(
        req,
        'lottery.odds.set',
        (tx) => settings.oddsOf(tx, m, family),
        (tx) => settings.setOdds(tx, m, family, req.body.odds),
      );
      settings.forgetSellingTerms(app.db);
      return ok(odds);
    },
  );
  r.get('/lottery/limits', { schema: { response: okResponse(LotteryLimits) } }, async () =>
    ok(await settings.limitsOf(app.db, m)),
  );
  r.put('/lottery/limits', { schema: { body: LotteryLimits, response: okResponse(LotteryLimits) } }, async (req) => {
    const limits = await app.audited(
      req,
      'lottery.limits.set',
      (tx) => settings.limitsOf(tx, m),
      (tx) => settings.setLimits(tx, m, req.body),
    );
    settings.forgetSellingTerms(app.db);
    return ok(limits);
  });
  r.put(
    '/lottery/prize-levels/:username',
    { schema: { params: LevelParams, body: SetLotteryPrizeLevel, response: okResponse(LevelView) } },
    async (req) =>
      ok(
        await app.audited(
          req,
          'lottery.prize-level.set',
          (tx) => members.levelView(tx, m, req.params.username),
          (tx) => members.setLevel(tx, m, 'ops', req.params.username, req.body.level),
        ),
      ),
  );
}
