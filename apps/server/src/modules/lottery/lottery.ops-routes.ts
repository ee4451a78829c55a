import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LotteryDrawParams,
  OpsCancelDrawRequest,
  OpsDrawResultRequest,
  OpsLotteryDraw,
  OpsLotteryDrawPage,
  OpsLotteryDrawsQuery,
  OpsLotteryGame,
  OpsLotteryGameParams,
} from '@jade/contract/lottery';
import type { Db } from '../../db/client';
import { ok, okResponse } from '../../lib/envelope';
import { listGames } from './lottery.games';
import * as ops from './lottery.ops';
import { runPayouts } from './lottery.payouts';
import { lotterySettingsOpsRoutes } from './lottery.settings-routes';

/**
 * The lottery's operator routes under /ops (inside the operator scope): a game's draw calendar,
 * cancelling a draw not drawn yet (its slips refunded), entering or correcting an official draw's numbers. Each write
 * is audited with the draw before and after, in the transaction of the write; a refused one
 * (400, 404, 409) writes nothing, its audit included.
 */
export async function lotteryOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  const before = (gameCode: string, drawNo: string) => (tx: Db) => ops.drawView(tx, m, gameCode, drawNo);
  await lotterySettingsOpsRoutes(app);

  r.get('/lottery/games', { schema: { response: okResponse(z.array(OpsLotteryGame)) } }, async () =>
    ok(
      (await listGames(app.db, m)).map((g) => ({
        code: g.code,
        vendor: g.vendor,
        family: g.family,
        source: g.source,
        name: g.name,
        status: g.status,
      })),
    ),
  );

  r.get(
    '/lottery/games/:gameCode/draws',
    { schema: { params: OpsLotteryGameParams, querystring: OpsLotteryDrawsQuery, response: okResponse(OpsLotteryDrawPage) } },
    async (req) => ok(await ops.drawCalendar(app.db, m, req.params.gameCode, req.query)),
  );

  r.post(
    '/lottery/games/:gameCode/draws/:drawNo/cancel',
    { schema: { params: LotteryDrawParams, body: OpsCancelDrawRequest, response: okResponse(OpsLotteryDraw) } },
    async (req) => {
      const { gameCode, drawNo } = req.params;
      const draw = await app.audited(req, 'lottery.draw.cancel', before(gameCode, drawNo), (tx) =>
        ops.cancelDraw(tx, m, gameCode, drawNo, req.body.reason, new Date()),
      );
      // The stakes go back at once (the job finishes what a lost wallet answer leaves).
      await runPayouts(app.lottery, new Date(), 'refunds');
      return ok(draw);
    },
  );

  r.put(
    '/lottery/games/:gameCode/draws/:drawNo/result',
    { schema: { params: LotteryDrawParams, body: OpsDrawResultRequest, response: okResponse(OpsLotteryDraw) } },
    async (req) => {
      const { gameCode, drawNo } = req.params;
      return ok(
        await app.audited(req, 'lottery.draw.result', before(gameCode, drawNo), (tx) =>
          ops.setResult(tx, m, gameCode, drawNo, req.body.numbers, new Date()),
        ),
      );
    },
  );
}
