import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LotteryDrawParams,
  LotteryHistoryPage,
  LotteryLimits,
  LotteryHistoryQuery,
  LotteryLatestQuery,
  LotteryLatestResults,
  LotteryMenu,
  LotteryMenuQuery,
  LotteryVerify,
  OpsLotteryFamilyParams,
  OpsLotteryOdds,
} from '@jade/contract/lottery';
import { ok, okResponse } from '../../lib/envelope';
import { requestLanguage } from '../../lib/lang';
import { cached } from '../../lib/ttl-cache';
import * as catalog from '../catalog/catalog.service';
import { vendorWallet, type WalletTransport } from '../gameserver/gameserver.service';
import * as agents from '../agents/agents.service';
import { lotteryBetRoutes } from './lottery.bet-routes';
import { registerLotteryLaunch } from './lottery.launch';
import * as reads from './lottery.reads';
import * as settings from './lottery.settings';
import type { LotteryCtx } from './lottery.wallet';
import { lotteryRebate } from './lottery.levels';

/**
 * The lottery's public reads (spec §7). They need no session: the lobby, the results and a
 * draw's verify data are the same for everyone and carry nothing of the caller (official results
 * are public, and a draw must be verifiable by anyone). The lottery *pages* require a session
 * (spec §2) — the web sends a guest to log in — and so does betting (`lottery.bet-routes.ts`).
 */
export async function lotteryRoutes(app: FastifyInstance, opts: { ctx: LotteryCtx }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  const inMaintenance = (vendor: string) =>
    cached(
      app.db,
      `lottery:vendor:${m}:${vendor}`,
      2_000,
      async () => (await catalog.findVendor(app.db, m, vendor))?.maintenance ?? true,
    );

  r.get(
    '/lgw/vn/games/game_menu',
    { schema: { querystring: LotteryMenuQuery, response: okResponse(LotteryMenu) } },
    async (req) => ok(await reads.gameMenu(app.db, m, req.query.prizeMode, requestLanguage(req), inMaintenance)),
  );
  r.get(
    '/lgw/vn/games/game_menu/recent',
    { schema: { querystring: LotteryMenuQuery, response: okResponse(LotteryMenu) } },
    async (req) => ok(await reads.closingSoon(app.db, m, req.query.prizeMode, requestLanguage(req), inMaintenance)),
  );
  r.get(
    '/lgw/vn/numeros/opened/game',
    { schema: { querystring: LotteryLatestQuery, response: okResponse(LotteryLatestResults) } },
    async (req) => ok(await reads.openedNumbers(app.db, m, req.query.prizeMode, requestLanguage(req))),
  );
  r.get(
    '/lotto/lgw/games/opened/numero',
    { schema: { querystring: LotteryHistoryQuery, response: okResponse(LotteryHistoryPage) } },
    async (req) => {
      const { gameCode, ...page } = req.query;
      return ok(await reads.resultHistory(app.db, m, gameCode, page));
    },
  );
  r.get(
    '/lgw/vn/games/:gameCode/draws/:drawNo/verify',
    { schema: { params: LotteryDrawParams, response: okResponse(LotteryVerify) } },
    async (req) => ok(await reads.verifyDraw(app.db, m, req.params.gameCode, req.params.drawNo)),
  );
  // What the slip shows before a bet: the family's odds (its potential win) and the limits.
  r.get(
    '/lgw/vn/odds/:family',
    { schema: { params: OpsLotteryFamilyParams, response: okResponse(OpsLotteryOdds) } },
    async (req) => ok(await settings.oddsOf(app.db, m, req.params.family)),
  );
  r.get('/lgw/vn/limits', { schema: { response: okResponse(LotteryLimits) } }, async () =>
    ok(await settings.limitsOf(app.db, m)),
  );
  await lotteryBetRoutes(app, opts.ctx);
}

/**
 * The lottery as a module of this process: its context (`app.lottery`: the database and its
 * signed seamless client, the app's own HTTP pipeline unless a transport is given) and its routes.
 */
export async function lotteryModule(app: FastifyInstance, opts: { transport?: () => WalletTransport } = {}) {
  const ctx: LotteryCtx = {
    db: app.db,
    prepared: app.prepared,
    merchantId: app.merchantId,
    wallet: vendorWallet(app, opts.transport),
    warn: (detail, message) => app.log.warn(detail, message),
  };
  app.decorate('lottery', ctx);
  registerLotteryLaunch();
  // The agents' lottery rebate is settled with their contracts (lottery.levels.ts).
  agents.registerSettlementSource('LOTTERY_REBATE', lotteryRebate);
  await app.register(lotteryRoutes, { ctx });
}
