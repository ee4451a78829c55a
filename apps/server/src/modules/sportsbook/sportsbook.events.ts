import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OpsSportsCreateEvent, SportsCompetition, SportsEvent, SportsEventState } from '@jade/contract/sportsbook';
import {
  checkMarket,
  footballProbabilities,
  offeredOdds,
  scoreMatrix,
  selectionsOf,
  type Market,
  type MarketKind,
} from '@jade/engines/sportsbook/index';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sportsEvents, sportsMarkets, sportsSelections } from './sportsbook.tables';

/**
 * Events, their markets and selections: created by the operator or the feed (a market without
 * odds priced by the engine's football model), read by members, their prices and market states
 * moved by the operator and the feed.
 */

/** The markets the football model prices from the score alone. */
const SCORE_KINDS: readonly MarketKind[] = [
  'MATCH_RESULT',
  'ASIAN_HANDICAP',
  'OVER_UNDER',
  'BOTH_TEAMS_TO_SCORE',
  'CORRECT_SCORE',
  'MATCH_WINNER',
];

type Event = typeof sportsEvents.$inferSelect;
type MarketRow = typeof sportsMarkets.$inferSelect;

/** The engine's market of a row. */
export const marketOf = (m: Pick<MarketRow, 'kind' | 'line' | 'period'>, selections: readonly string[]): Market => ({
  kind: m.kind,
  selections,
  ...(m.line !== null ? { line: m.line } : {}),
  ...(m.period !== null ? { period: m.period } : {}),
});

/**
 * The markets of an event to be, each checked by the engine and every selection priced: the odds
 * given, or, for a football match, the football model's (expected goals `homeRate`/`awayRate`,
 * margin `marginBp`). Other sports' markets need their odds (the model knows goals only).
 */
export function pricedMarkets(input: Pick<OpsSportsCreateEvent, 'sport' | 'markets' | 'homeRate' | 'awayRate' | 'marginBp'>) {
  const matrix = scoreMatrix(input.homeRate, input.awayRate);
  return input.markets.map((m, i) => {
    const codes = m.selections?.map((s) => s.code) ?? selectionsOf(m.kind);
    const market: Market = { kind: m.kind, selections: codes, ...(m.line !== undefined ? { line: m.line } : {}) };
    if (m.period !== undefined) market.period = m.period;
    const why = checkMarket(market);
    if (why) throw new AppError(why, `markets.${i}: ${why}`, [{ path: `markets.${i}`, message: why }]);
    const given = new Map((m.selections ?? []).map((s) => [s.code, s.odds]));
    const missing = codes.some((c) => given.get(c) === undefined);
    if (missing && (input.sport !== 'FOOTBALL' || !SCORE_KINDS.includes(m.kind)))
      throw new AppError('SPORTS_MARKET_PRICE', `markets.${i}: odds needed`, [{ path: `markets.${i}`, message: m.kind }]);
    const probs = missing ? footballProbabilities(matrix, market) : {};
    return { market, odds: codes.map((c) => given.get(c) ?? offeredOdds(probs[c]!, input.marginBp)) };
  });
}

/** Creates an event and its markets (one statement each); with a `feedKey` only once (null when it exists). */
export async function createEvent(
  tx: Db,
  merchantId: number,
  input: OpsSportsCreateEvent,
  opts: { feedKey?: string; state?: SportsEventState } = {},
): Promise<number | null> {
  const markets = pricedMarkets(input);
  const [e] = await tx
    .insert(sportsEvents)
    .values({
      merchantId,
      vendor: input.vendor,
      sport: input.sport,
      competition: input.competition,
      home: input.home,
      away: input.away,
      startsAt: new Date(input.startsAt),
      state: opts.state ?? 'SCHEDULED',
      feedKey: opts.feedKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: sportsEvents.id });
  if (!e) return null;
  const rows = await tx
    .insert(sportsMarkets)
    .values(
      markets.map(({ market }) => ({
        eventId: e.id,
        kind: market.kind,
        line: market.line ?? null,
        period: market.period ?? null,
      })),
    )
    .returning({ id: sportsMarkets.id });
  await tx
    .insert(sportsSelections)
    .values(
      markets.flatMap(({ market, odds }, i) =>
        market.selections.map((code, j) => ({ marketId: rows[i]!.id, code, odds: odds[j]! })),
      ),
    );
  return e.id;
}

export async function findEvent(db: Db, merchantId: number, eventId: number, lock = false): Promise<Event> {
  const q = db
    .select()
    .from(sportsEvents)
    .where(and(eq(sportsEvents.merchantId, merchantId), eq(sportsEvents.id, eventId)));
  const [e] = lock ? await q.for('update') : await q;
  if (!e) throw new AppError('SPORTS_EVENT_NOT_FOUND', 'No such event');
  return e;
}

const summary = (e: Event) => ({
  id: e.id,
  vendor: e.vendor as SportsEvent['vendor'],
  sport: e.sport as SportsEvent['sport'],
  competition: e.competition,
  home: e.home,
  away: e.away,
  startsAt: e.startsAt.toISOString(),
  state: e.state,
  score: e.score ?? null,
  result: (e.result ?? null) as SportsEvent['result'],
  resultVersion: e.resultVersion,
});

/** An event with its markets and selections (markets in creation order). */
export async function eventView(db: Db, merchantId: number, eventId: number): Promise<SportsEvent> {
  const e = await findEvent(db, merchantId, eventId);
  const markets = await db.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, e.id)).orderBy(asc(sportsMarkets.id));
  const ids = markets.map((m) => m.id);
  const sels = ids.length
    ? await db.select().from(sportsSelections).where(inArray(sportsSelections.marketId, ids)).orderBy(asc(sportsSelections.id))
    : [];
  return {
    ...summary(e),
    markets: markets.map((m) => ({
      id: m.id,
      kind: m.kind,
      line: m.line,
      period: m.period,
      state: m.state,
      selections: sels
        .filter((s) => s.marketId === m.id)
        .map((s) => ({ id: s.id, code: s.code, odds: s.odds, version: s.version })),
    })),
  };
}

/** States of events that are over: listed the latest first (results), the others the soonest first. */
const OVER: readonly SportsEventState[] = ['ENDED', 'SETTLED', 'CANCELLED'];

/** States of events not over: taking bets (SCHEDULED, LIVE) or suspended a while. */
const RUNNING: SportsEventState[] = ['SCHEDULED', 'LIVE', 'SUSPENDED'];

/** Events by sport, competition and state (default: those not over), the soonest first; those over the latest first. */
export async function listEvents(
  db: Db,
  merchantId: number,
  q: {
    sport?: string | undefined;
    competition?: string | undefined;
    state?: SportsEventState | undefined;
    pageNo: number;
    pageSize: number;
  },
) {
  const where = and(
    eq(sportsEvents.merchantId, merchantId),
    q.state ? eq(sportsEvents.state, q.state) : inArray(sportsEvents.state, RUNNING),
    q.sport ? eq(sportsEvents.sport, q.sport) : undefined,
    q.competition ? eq(sportsEvents.competition, q.competition) : undefined,
  );
  const [rows, [n]] = await Promise.all([
    db
      .select()
      .from(sportsEvents)
      .where(where)
      .orderBy(
        ...(q.state && OVER.includes(q.state)
          ? [desc(sportsEvents.startsAt), desc(sportsEvents.id)]
          : [asc(sportsEvents.startsAt), asc(sportsEvents.id)]),
      )
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(sportsEvents).where(where),
  ]);
  return { list: rows.map(summary), pageNo: q.pageNo, pageSize: q.pageSize, total: Number(n?.n ?? 0) };
}

/** A sport's competitions that have events not over, by name, with how many are live (or suspended) and to come. */
export async function listCompetitions(db: Db, merchantId: number, sport: string): Promise<SportsCompetition[]> {
  const rows = await db
    .select({
      name: sportsEvents.competition,
      live: sql<number>`count(*) filter (where ${sportsEvents.state} <> 'SCHEDULED')::int`,
      upcoming: sql<number>`count(*) filter (where ${sportsEvents.state} = 'SCHEDULED')::int`,
    })
    .from(sportsEvents)
    .where(and(eq(sportsEvents.merchantId, merchantId), eq(sportsEvents.sport, sport), inArray(sportsEvents.state, RUNNING)))
    .groupBy(sportsEvents.competition)
    .orderBy(asc(sportsEvents.competition));
  return rows.map((r) => ({ name: r.name, live: Number(r.live), upcoming: Number(r.upcoming) }));
}
