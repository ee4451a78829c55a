import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OpsSportsCancelEvent,
  OpsSportsCreateEvent,
  OpsSportsEventState,
  OpsSportsMarketState,
  OpsSportsSetOdds,
  OpsSportsSetResult,
  SportsEvent,
  SportsEventParams,
  SportsEventsPage,
  SportsEventsQuery,
  SportsMarketParams,
  SportsSettings,
} from '@jade/contract/sportsbook';
import type { Db } from '../../db/client';
import { ok, okResponse } from '../../lib/envelope';
import { setEventState, setMarketState, setOdds } from './sportsbook.event-moves';
import { createEvent, eventView, listEvents } from './sportsbook.events';
import { marketsOfSelections, publishEvent, publishMarkets } from './sportsbook.live';
import { runPayouts } from './sportsbook.payouts';
import { forgetSellingSettings, setSettings, settingsOf } from './sportsbook.settings';
import { applyResult } from './sportsbook.settle';

/**
 * The sportsbook's operator routes under /ops (role admin): events (list, create with markets,
 * prices, market suspension, the event's start, score and suspension, result or its correction,
 * cancellation) and the book's limits. Each write is audited with the event before and after, in the transaction of the write; a refused
 * one writes nothing. A result or a cancellation settles the bets at once and pays them after.
 */
export async function sportsbookOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  const before = (eventId: number) => (tx: Db) => eventView(tx, m, eventId);
  const Event = { response: okResponse(SportsEvent) };

  r.get('/sports/events', { schema: { querystring: SportsEventsQuery, response: okResponse(SportsEventsPage) } }, async (req) =>
    ok(await listEvents(app.db, m, req.query)),
  );
  r.get('/sports/events/:eventId', { schema: { params: SportsEventParams, ...Event } }, async (req) =>
    ok(await eventView(app.db, m, req.params.eventId)),
  );
  r.post('/sports/events', { schema: { body: OpsSportsCreateEvent, ...Event } }, async (req) =>
    ok(
      await app.audited(
        req,
        'sports.event.create',
        async () => null,
        async (tx) => eventView(tx, m, (await createEvent(tx, m, req.body))!),
      ),
    ),
  );
  r.put(
    '/sports/events/:eventId/odds',
    { schema: { params: SportsEventParams, body: OpsSportsSetOdds, ...Event } },
    async (req) => {
      const { eventId } = req.params;
      return ok(
        await app.audited(req, 'sports.event.odds', before(eventId), async (tx) => {
          await setOdds(tx, m, eventId, req.body.odds);
          await publishMarkets(
            tx,
            m,
            await marketsOfSelections(
              tx,
              req.body.odds.map((o) => o.selectionId),
            ),
          );
          return eventView(tx, m, eventId);
        }),
      );
    },
  );
  r.put(
    '/sports/events/:eventId/markets/:marketId/state',
    { schema: { params: SportsMarketParams, body: OpsSportsMarketState, ...Event } },
    async (req) => {
      const { eventId, marketId } = req.params;
      return ok(
        await app.audited(req, 'sports.market.state', before(eventId), async (tx) => {
          await setMarketState(tx, m, eventId, marketId, req.body.state);
          await publishMarkets(tx, m, [marketId]);
          return eventView(tx, m, eventId);
        }),
      );
    },
  );
  r.put(
    '/sports/events/:eventId/state',
    { schema: { params: SportsEventParams, body: OpsSportsEventState, ...Event } },
    async (req) => {
      const { eventId } = req.params;
      return ok(
        await app.audited(req, 'sports.event.state', before(eventId), async (tx) => {
          await setEventState(tx, m, eventId, req.body);
          await publishEvent(tx, m, eventId);
          return eventView(tx, m, eventId);
        }),
      );
    },
  );
  r.put(
    '/sports/events/:eventId/result',
    { schema: { params: SportsEventParams, body: OpsSportsSetResult, ...Event } },
    async (req) => {
      const { eventId } = req.params;
      const view = await app.audited(req, 'sports.event.result', before(eventId), async (tx) => {
        await applyResult(tx, m, eventId, req.body.result, new Date());
        await publishEvent(tx, m, eventId);
        return eventView(tx, m, eventId);
      });
      await runPayouts(app.sportsbook);
      return ok(view);
    },
  );
  r.post(
    '/sports/events/:eventId/cancel',
    { schema: { params: SportsEventParams, body: OpsSportsCancelEvent, ...Event } },
    async (req) => {
      const { eventId } = req.params;
      const view = await app.audited(req, 'sports.event.cancel', before(eventId), async (tx) => {
        await applyResult(tx, m, eventId, { cancelled: true }, new Date());
        await publishEvent(tx, m, eventId);
        return eventView(tx, m, eventId);
      });
      await runPayouts(app.sportsbook);
      return ok(view);
    },
  );
  r.get('/sports/settings', { schema: { response: okResponse(SportsSettings) } }, async () => ok(await settingsOf(app.db, m)));
  r.put('/sports/settings', { schema: { body: SportsSettings, response: okResponse(SportsSettings) } }, async (req) => {
    const s = await app.audited(
      req,
      'sports.settings',
      (tx) => settingsOf(tx, m),
      (tx) => setSettings(tx, m, req.body),
    );
    forgetSellingSettings(app.db);
    return ok(s);
  });
}
