import { sql } from 'drizzle-orm';
import type { SportsBet, SportsPlaceBet, SportsSettings } from '@jade/contract/sportsbook';
import { checkParlay, potentialReturn } from '@jade/engines/sportsbook/index';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';

/**
 * A bet's terms judged against the book as it is: the refusals, each its own code, in one order
 * (the selections, the parlay, the events and markets, the odds against the member's policy, the
 * stake, the payout, the liability). The same judgement reads the rows of a read (checkBet) and
 * the rows the write statement locked (sportsbook.bet-write).
 */

type Rows<T> = { rows: T[] };
type MarketKind = SportsBet['legs'][number]['kind'];
export type LegRow = {
  id: number;
  odds: number;
  liability: number;
  marketId: number;
  marketState: string;
  eventId: number;
  vendor: string;
  eventState: string;
  startsAt: Date;
  /** What the member's bet shows of the leg: the teams, the market and the selection's code. */
  home: string;
  away: string;
  kind: MarketKind;
  line: number | null;
  period: number | null;
  code: string;
};

/** The columns of a leg's selection, market and event that a bet is judged on (`s`, `m`, `e`). */
export const LEG_COLUMNS = `s.id, s.odds, s.liability, m.id as market_id, m.state as market_state, e.id as event_id,
  e.vendor, e.state as event_state, e.starts_at, e.home, e.away, m.kind, m.line, m.period, s.code`;

/** A row of LEG_COLUMNS as read (pg's text or a JSON object from json_agg). */
export function legRowOf(r: Record<string, unknown>): LegRow {
  return {
    id: toInt(r.id),
    odds: toInt(r.odds),
    liability: toInt(r.liability),
    marketId: toInt(r.market_id),
    marketState: r.market_state as string,
    eventId: toInt(r.event_id),
    vendor: r.vendor as string,
    eventState: r.event_state as string,
    startsAt: new Date(r.starts_at as string),
    home: r.home as string,
    away: r.away as string,
    kind: r.kind as MarketKind,
    line: r.line === null ? null : Number(r.line),
    period: r.period === null ? null : Number(r.period),
    code: r.code as string,
  };
}

/** The selections of a bet's legs with their markets and events (one read). */
export async function readLegs(db: Db, merchantId: number, ids: number[]): Promise<LegRow[]> {
  const res = (await db.execute(sql`
    select ${sql.raw(LEG_COLUMNS)}
      from sports_selections s join sports_markets m on m.id = s.market_id join sports_events e on e.id = m.event_id
     where e.merchant_id = ${merchantId} and s.id in (${sql.join(
       ids.map((id) => sql`${id}::bigint`),
       sql`, `,
     )})`)) as unknown as Rows<Record<string, unknown>>;
  return res.rows.map(legRowOf);
}

const takesBets = (l: LegRow, now: Date) => l.eventState === 'LIVE' || (l.eventState === 'SCHEDULED' && l.startsAt > now);

/** The rows of a bet's legs in the input's order, with the odds each asked; a selection not found is refused. */
export function legsOf(input: SportsPlaceBet, read: LegRow[]) {
  const rows = new Map(read.map((r) => [r.id, r]));
  return input.legs.map((l, i) => {
    const row = rows.get(l.selectionId);
    if (!row)
      throw new AppError('SPORTS_SELECTION_NOT_FOUND', 'No such selection', [
        { path: `legs.${i}`, message: String(l.selectionId) },
      ]);
    return { ...row, asked: l.odds };
  });
}

/**
 * Judges a bet on its legs' rows; answers its legs (in the input's order) with the odds each is
 * taken at, its potential return and its vendor. Throws the first refusal.
 */
export function judge(input: SportsPlaceBet, read: LegRow[], limits: SportsSettings, now: Date) {
  const legs = legsOf(input, read);
  if (legs.length > 1) {
    const why = checkParlay(legs.map((l) => ({ eventId: String(l.eventId) })));
    if (why) throw new AppError(why, why);
    if (new Set(legs.map((l) => l.vendor)).size > 1) throw new AppError('SPORTS_PARLAY_MIXED_VENDORS', 'One vendor per parlay');
  }
  const at = (i: number) => [{ path: `legs.${i}`, message: String(legs[i]!.id) }];
  legs.forEach((l, i) => {
    if (!takesBets(l, now)) throw new AppError('SPORTS_EVENT_CLOSED', 'The event takes no bets', at(i));
    // A settled or void market takes no more bets (closed); only a suspended one may reopen.
    if (l.marketState === 'SETTLED' || l.marketState === 'VOID')
      throw new AppError('SPORTS_EVENT_CLOSED', 'The market is closed', at(i));
    if (l.marketState !== 'OPEN') throw new AppError('SPORTS_MARKET_SUSPENDED', 'The market is suspended', at(i));
  });
  const moved = legs.flatMap((l, i) => {
    const ok = input.oddsPolicy === 'ANY' || (input.oddsPolicy === 'HIGHER' ? l.odds >= l.asked : l.odds === l.asked);
    return ok ? [] : [{ path: `legs.${i}.odds`, message: String(l.odds) }];
  });
  if (moved.length > 0) throw new AppError('SPORTS_ODDS_CHANGED', 'The odds have changed', moved);
  if (input.stake < limits.minStake)
    throw new AppError('SPORTS_STAKE_BELOW_MIN', 'Below the minimum stake', [
      { path: 'stake', message: String(limits.minStake) },
    ]);
  if (input.stake > limits.maxStake)
    throw new AppError('SPORTS_STAKE_ABOVE_MAX', 'Above the maximum stake', [
      { path: 'stake', message: String(limits.maxStake) },
    ]);
  const odds = legs.map((l) => l.odds);
  const payout = potentialReturn(input.stake, odds, limits.maxPayout + 1);
  if (payout > limits.maxPayout)
    throw new AppError('SPORTS_PAYOUT_ABOVE_MAX', 'Above the maximum payout', [
      { path: 'stake', message: String(limits.maxPayout) },
    ]);
  const over = legs.findIndex((l) => l.liability + payout > limits.maxLiability);
  if (over >= 0) throw new AppError('SPORTS_LIABILITY_LIMIT', 'The selection takes no more', at(over));
  return { legs, payout, vendor: legs[0]!.vendor, live: legs.some((l) => l.eventState === 'LIVE') };
}

/** Judges a bet against the book now (one read). */
export async function checkBet(db: Db, merchantId: number, input: SportsPlaceBet, limits: SportsSettings, now: Date) {
  return judge(
    input,
    await readLegs(
      db,
      merchantId,
      input.legs.map((l) => l.selectionId),
    ),
    limits,
    now,
  );
}

/** The product of the legs' odds in ten-thousandths, rounded down (the bet's display odds). */
export const totalOdds = (odds: number[]) => Number(odds.reduce((p, o) => (p * BigInt(o)) / 10_000n, 10_000n));
