import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OpsSportsEventState, SportsEventState } from '@jade/contract/sportsbook';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import { findEvent } from './sportsbook.events';
import { sportsEvents, sportsMarkets } from './sportsbook.tables';

/** What moves an event taking bets: its prices, its markets' states, its own state and score (the operator's and the feed's steps). */

type Event = typeof sportsEvents.$inferSelect;

/** An event still taking bets or about to (its prices and markets may move). */
const LIVE_STATES: readonly SportsEventState[] = ['SCHEDULED', 'LIVE', 'SUSPENDED'];

/** New prices of some selections of an event: each moved one gets its next version. */
export async function setOdds(tx: Db, merchantId: number, eventId: number, odds: { selectionId: number; odds: number }[]) {
  // A selection given twice would take one of its prices at random.
  if (new Set(odds.map((o) => o.selectionId)).size !== odds.length) throw invalidField('odds', 'a selection given twice');
  const e = await findEvent(tx, merchantId, eventId, true);
  if (!LIVE_STATES.includes(e.state)) throw new AppError('SPORTS_EVENT_STATE', `The event is ${e.state}`);
  const values = sql.join(
    odds.map((o) => sql`(${o.selectionId}::bigint, ${o.odds}::int)`),
    sql`, `,
  );
  const res = (await tx.execute(sql`
    update sports_selections s set odds = v.odds, version = s.version + 1
      from (values ${values}) v(id, odds), sports_markets m
     where s.id = v.id and m.id = s.market_id and m.event_id = ${eventId}::bigint and s.odds <> v.odds
    returning s.id`)) as unknown as { rows: unknown[] };
  const known = (await tx.execute(sql`
    select count(*) as n from sports_selections s join sports_markets m on m.id = s.market_id
     where m.event_id = ${eventId}::bigint and s.id in (${sql.join(
       odds.map((o) => sql`${o.selectionId}::bigint`),
       sql`, `,
     )})`)) as unknown as { rows: { n: unknown }[] };
  if (Number(known.rows[0]!.n) !== new Set(odds.map((o) => o.selectionId)).size)
    throw new AppError('SPORTS_SELECTION_NOT_FOUND', 'A selection is not of this event');
  return res.rows.length;
}

/** Suspends or reopens a market of an event taking bets. */
export async function setMarketState(tx: Db, merchantId: number, eventId: number, marketId: number, state: 'OPEN' | 'SUSPENDED') {
  const e = await findEvent(tx, merchantId, eventId, true);
  if (!LIVE_STATES.includes(e.state)) throw new AppError('SPORTS_EVENT_STATE', `The event is ${e.state}`);
  const [m] = await tx
    .update(sportsMarkets)
    .set({ state })
    .where(
      and(
        eq(sportsMarkets.id, marketId),
        eq(sportsMarkets.eventId, eventId),
        inArray(sportsMarkets.state, ['OPEN', 'SUSPENDED']),
      ),
    )
    .returning({ id: sportsMarkets.id });
  if (!m) throw new AppError('SPORTS_MARKET_NOT_FOUND', 'No such market taking bets');
}

/** Moves an event's state from one of `from` (the feed's and the operator's steps); false when it was not there. */
export async function moveEvent(
  tx: Db,
  eventId: number,
  from: readonly SportsEventState[],
  to: SportsEventState,
  score?: unknown,
) {
  const res = await tx
    .update(sportsEvents)
    .set({ state: to, ...(score !== undefined ? { score: score as Event['score'] } : {}) })
    .where(and(eq(sportsEvents.id, eventId), inArray(sportsEvents.state, [...from])))
    .returning({ id: sportsEvents.id });
  return res.length > 0;
}

/**
 * The operator's step of an event's own state: LIVE from SCHEDULED, LIVE (a new score) or
 * SUSPENDED (resumed); SUSPENDED from SCHEDULED or LIVE. A score given is the event's score from
 * now on. `SPORTS_EVENT_STATE` for an event over.
 */
export async function setEventState(tx: Db, merchantId: number, eventId: number, to: OpsSportsEventState) {
  const e = await findEvent(tx, merchantId, eventId, true);
  const from: readonly SportsEventState[] = to.state === 'LIVE' ? LIVE_STATES : ['SCHEDULED', 'LIVE'];
  if (!(await moveEvent(tx, e.id, from, to.state, to.score))) throw new AppError('SPORTS_EVENT_STATE', `The event is ${e.state}`);
}
