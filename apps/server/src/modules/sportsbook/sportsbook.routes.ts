import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SportsBetParams,
  SportsCashedOut,
  SportsCashOut,
  SportsCompetitions,
  SportsCompetitionsQuery,
  SportsEvent,
  SportsEventParams,
  SportsEventsPage,
  SportsEventsQuery,
  SportsMyBetsPage,
  SportsMyBetsQuery,
  SportsPlaceBet,
  SportsPlacedBet,
} from '@jade/contract/sportsbook';
import { ok, okResponse } from '../../lib/envelope';
import { vendorWallet, type WalletTransport } from '../gameserver/gameserver.service';
import { placeBet } from './sportsbook.bets';
import { cashOut } from './sportsbook.cashout';
import { eventView, listCompetitions, listEvents } from './sportsbook.events';
import { registerSportsbookLaunch } from './sportsbook.launch';
import { myBets } from './sportsbook.my-bets';
import type { SportsCtx } from './sportsbook.wallet';

/**
 * The sportsbook's member routes under the sports gateway prefix `/sgw/`: the events and their
 * markets are public (the same for everyone, like the lottery's lobby); betting, cash-out and my
 * bets need a signed-in real member.
 */
export async function sportsbookRoutes(app: FastifyInstance, opts: { ctx: SportsCtx }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  r.get('/sgw/events', { schema: { querystring: SportsEventsQuery, response: okResponse(SportsEventsPage) } }, async (req) =>
    ok(await listEvents(app.db, m, req.query)),
  );
  r.get(
    '/sgw/competitions',
    { schema: { querystring: SportsCompetitionsQuery, response: okResponse(SportsCompetitions) } },
    async (req) => ok(await listCompetitions(app.db, m, req.query.sport)),
  );
  r.get('/sgw/events/:eventId', { schema: { params: SportsEventParams, response: okResponse(SportsEvent) } }, async (req) =>
    ok(await eventView(app.db, m, req.params.eventId)),
  );
  r.post(
    '/sgw/bets',
    { onRequest: app.requireRealMember, schema: { body: SportsPlaceBet, response: okResponse(SportsPlacedBet) } },
    async (req) => {
      const { id, username } = req.member.account;
      return ok(await placeBet(opts.ctx, { id, username }, req.body));
    },
  );
  r.post(
    '/sgw/bets/:betId/cash-out',
    {
      onRequest: app.requireRealMember,
      schema: { params: SportsBetParams, body: SportsCashOut, response: okResponse(SportsCashedOut) },
    },
    async (req) => {
      const { id, username } = req.member.account;
      return ok(await cashOut(opts.ctx, { id, username }, req.params.betId, req.body));
    },
  );
  r.get(
    '/sgw/bets',
    { onRequest: app.requireRealMember, schema: { querystring: SportsMyBetsQuery, response: okResponse(SportsMyBetsPage) } },
    async (req) => ok(await myBets(app.db, m, req.member.account.id, req.query)),
  );
}

/** The sportsbook as a module of this process: its context (`app.sportsbook`: the database and its signed seamless client) and its routes. */
export async function sportsbookModule(app: FastifyInstance, opts: { transport?: () => WalletTransport } = {}) {
  const ctx: SportsCtx = {
    db: app.db,
    prepared: app.prepared,
    merchantId: app.merchantId,
    wallet: vendorWallet(app, opts.transport),
    warn: (detail, message) => app.log.warn(detail, message),
  };
  app.decorate('sportsbook', ctx);
  registerSportsbookLaunch();
  await app.register(sportsbookRoutes, { ctx });
}
