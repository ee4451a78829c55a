import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LotteryChase,
  LotteryChaseParams,
  LotteryDrawParams,
  LotteryMyChasesPage,
  LotteryMyChasesQuery,
  LotteryPlaceChase,
  LotteryMyBetsPage,
  LotteryMyBetsQuery,
  LotteryMyLevel,
  LotteryPlacedSlip,
  LotteryPlaceSlip,
  LotterySoldOut,
} from '@jade/contract/lottery';
import { ok, okResponse } from '../../lib/envelope';
import * as members from '../members/members.service';
import { placeSlip } from './lottery.bets';
import { cancelChase, startChase } from './lottery.chase';
import { myChases } from './lottery.chase-view';
import { drawOfGame } from './lottery.draw-reads';
import { soldOut } from './lottery.exposure';
import { mySlips } from './lottery.my-bets';
import { sellingLimits } from './lottery.settings';
import type { LotteryCtx } from './lottery.wallet';

/**
 * Betting and number chases, under the lottery gateway prefix the lobby already uses (`/lgw/vn/…`, spec §7): a
 * member places slips and reads their own (a signed-in real member: trial accounts play no
 * lottery), and anyone reads a draw's sold-out numbers (the same for everyone, like the lobby).
 */
export async function lotteryBetRoutes(app: FastifyInstance, ctx: LotteryCtx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;

  r.post(
    '/lgw/vn/bets',
    { onRequest: app.requireRealMember, schema: { body: LotteryPlaceSlip, response: okResponse(LotteryPlacedSlip) } },
    async (req) => {
      const { id, username } = req.member.account;
      return ok(await placeSlip(ctx, { id, username }, req.body));
    },
  );
  r.get(
    '/lgw/vn/bets',
    { onRequest: app.requireRealMember, schema: { querystring: LotteryMyBetsQuery, response: okResponse(LotteryMyBetsPage) } },
    async (req) => ok(await mySlips(app.db, m, req.member.account.id, req.query)),
  );
  r.get(
    '/lgw/vn/prize-level',
    { onRequest: app.requireRealMember, schema: { response: okResponse(LotteryMyLevel) } },
    async (req) => ok(await members.myLevel(app.db, req.member.account.id)),
  );
  // Number chase: the same slip over the next draws (lottery.chase.ts).
  r.post(
    '/lgw/vn/chases',
    { onRequest: app.requireRealMember, schema: { body: LotteryPlaceChase, response: okResponse(LotteryChase) } },
    async (req) => {
      const { id, username } = req.member.account;
      return ok(await startChase(ctx, { id, username }, req.body));
    },
  );
  r.get(
    '/lgw/vn/chases',
    {
      onRequest: app.requireRealMember,
      schema: { querystring: LotteryMyChasesQuery, response: okResponse(LotteryMyChasesPage) },
    },
    async (req) => ok(await myChases(app.db, m, req.member.account.id, req.query)),
  );
  r.post(
    '/lgw/vn/chases/:chaseId/cancel',
    { onRequest: app.requireRealMember, schema: { params: LotteryChaseParams, response: okResponse(LotteryChase) } },
    async (req) => ok(await cancelChase(ctx, req.member.account.id, req.params.chaseId)),
  );
  r.get(
    '/lgw/vn/games/:gameCode/draws/:drawNo/sold-out',
    { schema: { params: LotteryDrawParams, response: okResponse(LotterySoldOut) } },
    async (req) => {
      const { gameCode, drawNo } = req.params;
      const d = await drawOfGame(app.db, m, gameCode, drawNo);
      const { maxPayoutPerNumber } = await sellingLimits(app.db, m);
      return ok({ gameCode, drawNo, numbers: await soldOut(app.db, d.id, maxPayoutPerNumber) });
    },
  );
}
