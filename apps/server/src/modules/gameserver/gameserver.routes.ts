import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BalanceResult,
  ClientSeedRequest,
  FairnessReceipt,
  FairState,
  JackpotPools,
  MinesCashout,
  MinesReveal,
  PlayRequest,
  PlayResult,
  RotateResult,
  SessionRequest,
  GameSession,
} from '@jade/contract/games';
import { ok, okResponse } from '../../lib/envelope';
import { cached } from '../../lib/ttl-cache';
import * as catalog from '../catalog/catalog.service';
import * as gs from './gameserver.service';
import { vendorWallet, type WalletTransport } from './wallet-client';

const SessionOpen = SessionRequest.extend({ gameCode: z.string().min(1).max(64) }).strict();

/**
 * The in-house game server's client API (`/gs/v1/*`, bearer game-session token from a launch
 * token), plus two site calls: the jackpot pools for the game cards and a member's fairness
 * receipt from the betting record.
 */
export async function gameServerRoutes(app: FastifyInstance, opts: { ctx: gs.Ctx }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const session = (req: FastifyRequest) => gs.sessionOf(ctx.db, ctx.merchantId, req.headers.authorization);
  /** A bet or a move: the session is also marked seen (it keeps the site session from idling out). */
  const playing = (req: FastifyRequest) => gs.sessionOf(ctx.db, ctx.merchantId, req.headers.authorization, { play: true });

  r.post('/gs/v1/session', { schema: { body: SessionOpen, response: okResponse(GameSession) } }, async (req) =>
    ok(await gs.openSession(ctx, req.body.launchToken, req.body.gameCode)),
  );
  r.get('/gs/v1/balance', { schema: { response: okResponse(BalanceResult) } }, async (req) =>
    ok(await gs.balanceOf(ctx, await session(req))),
  );
  r.post('/gs/v1/play', { schema: { body: PlayRequest, response: okResponse(PlayResult) } }, async (req) =>
    ok(await gs.play(ctx, await playing(req), req.body.bet)),
  );
  r.post('/gs/v1/mines/reveal', { schema: { body: MinesReveal, response: okResponse(PlayResult) } }, async (req) =>
    ok(await gs.minesMove(ctx, await playing(req), req.body.roundId, { tile: req.body.tile })),
  );
  r.post('/gs/v1/mines/cashout', { schema: { body: MinesCashout, response: okResponse(PlayResult) } }, async (req) =>
    ok(await gs.minesMove(ctx, await playing(req), req.body.roundId, 'cashout')),
  );
  r.get('/gs/v1/mines/open', { schema: { response: okResponse(PlayResult.nullable()) } }, async (req) =>
    ok(await gs.openRoundOf(ctx, await session(req))),
  );
  r.get('/gs/v1/seeds', { schema: { response: okResponse(FairState) } }, async (req) =>
    ok(await gs.fairStateOf(ctx, await session(req))),
  );
  r.post(
    '/gs/v1/seeds/rotate',
    { schema: { body: ClientSeedRequest.partial().strict(), response: okResponse(RotateResult) } },
    async (req) => {
      const s = await session(req);
      return ok(await gs.rotateSeeds(ctx.db, ctx.merchantId, s.owner, req.body.clientSeed));
    },
  );

  r.get('/wps/game/jackpots', { schema: { response: okResponse(JackpotPools) } }, async () =>
    ok(await cached(ctx.db, `gs:jackpots:${ctx.merchantId}`, 2_000, () => gs.jackpotPools(ctx.db, ctx.merchantId))),
  );
  r.get(
    '/wps/game/fairness/:roundRef',
    {
      onRequest: app.requireRealMember,
      schema: { params: z.object({ roundRef: z.string().max(40) }).strict(), response: okResponse(FairnessReceipt) },
    },
    async (req) => ok(await gs.receipt(ctx.db, ctx.merchantId, req.member.account.username, req.params.roundRef)),
  );
}

/**
 * The in-house game server as a module of this process: it reaches the wallet through the
 * seamless API (Fastify inject: the full HTTP pipeline without a socket), provisions the vendors
 * it hosts and serves its routes. Its context is `app.gameServer`, with which the scheduler
 * (`jobs/scheduler.ts`) finishes interrupted rounds.
 */
export async function gameServerModule(app: FastifyInstance, opts: { transport?: () => WalletTransport }) {
  const ctx: gs.Ctx = { db: app.db, merchantId: app.merchantId, wallet: vendorWallet(app, opts.transport) };
  const titles = await catalog.titlesOfAdapter(app.db, app.merchantId, gs.ADAPTER);
  await gs.provision(
    app.db,
    app.merchantId,
    [...new Set(titles.map((t) => t.vendor))],
    titles.filter((t) => t.jackpot).map((t) => ({ gameCode: t.gameCode, pool: t.jackpotPool })),
  );
  await app.register(gameServerRoutes, { ctx });
  app.decorate('gameServer', ctx);
}
