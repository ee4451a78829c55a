import { sql, type SQL } from 'drizzle-orm';
import type { SportsBet, SportsPlaceBet, SportsSettings } from '@jade/contract/sportsbook';
import { checkParlay, potentialReturn } from '@jade/engines/sportsbook/index';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import * as catalog from '../catalog/catalog.service';

/**
 * A bet's terms checked against the book as it is (the refusals, each its own code), and its
 * write: the bet PENDING, its legs and its selections' liabilities in ONE statement that locks the
 * selections and checks it all again, so a price moved or a market suspended meanwhile writes nothing.
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

/** The selections of a bet's legs with their markets and events (one read). */
export async function readLegs(db: Db, merchantId: number, ids: number[]): Promise<LegRow[]> {
  const res = (await db.execute(sql`
    select s.id, s.odds, s.liability, m.id as market_id, m.state as market_state, e.id as event_id, e.vendor,
           e.state as event_state, e.starts_at, e.home, e.away, m.kind, m.line, m.period, s.code
      from sports_selections s join sports_markets m on m.id = s.market_id join sports_events e on e.id = m.event_id
     where e.merchant_id = ${merchantId} and s.id in (${sql.join(
       ids.map((id) => sql`${id}::bigint`),
       sql`, `,
     )})`)) as unknown as Rows<Record<string, unknown>>;
  return res.rows.map((r) => ({
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
  }));
}

const takesBets = (l: LegRow, now: Date) => l.eventState === 'LIVE' || (l.eventState === 'SCHEDULED' && l.startsAt > now);

/**
 * Checks a bet against the book now; answers its legs (in the input's order) with the odds each is
 * taken at, its potential return and its vendor. Throws the first refusal.
 */
export async function checkBet(db: Db, merchantId: number, input: SportsPlaceBet, limits: SportsSettings, now: Date) {
  const ids = input.legs.map((l) => l.selectionId);
  const rows = new Map((await readLegs(db, merchantId, ids)).map((r) => [r.id, r]));
  const legs = input.legs.map((l, i) => {
    const row = rows.get(l.selectionId);
    if (!row)
      throw new AppError('SPORTS_SELECTION_NOT_FOUND', 'No such selection', [
        { path: `legs.${i}`, message: String(l.selectionId) },
      ]);
    return { ...row, asked: l.odds };
  });
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

/** The product of the legs' odds in ten-thousandths, rounded down (the bet's display odds). */
export const totalOdds = (odds: number[]) => Number(odds.reduce((p, o) => (p * BigInt(o)) / 10_000n, 10_000n));

export type BetWrite = {
  merchantId: number;
  member: { id: number; username: string };
  input: SportsPlaceBet;
  checked: Awaited<ReturnType<typeof checkBet>>;
  maxLiability: number;
  now: Date;
};

/**
 * Writes a bet PENDING with its legs at the checked odds and adds its potential return to each
 * selection's liability, in ONE statement (its own transaction) holding the selections' rows
 * `for update` and their markets and events `for share`: it writes only if every leg is still at
 * its odds, its market open, its event taking bets, its liability within the limit and the vendor
 * out of maintenance. Answers the bet's id and time; `written: false` when the checks failed,
 * `id: null` when this member's client key has a bet already.
 */
export async function insertBet(db: Db, w: BetWrite) {
  const { legs } = w.checked;
  const v = sql.join(
    legs.map((l, i) => sql`(${i}::int, ${l.id}::bigint, ${l.odds}::int, ${l.marketId}::bigint, ${l.eventId}::bigint)`),
    sql`, `,
  );
  const ids = sql.join(
    legs.map((l) => sql`${l.id}::bigint`),
    sql`, `,
  );
  const events = sql.join(
    [...new Set(legs.map((l) => l.eventId))].sort((a, b) => a - b).map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  // The events first (`for share`, in id order), in the same transaction: a result holds its event
  // `for update` and then updates its markets, so a statement taking a market before the event
  // deadlocked with it (40P01).
  const res = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from sports_events where id in (${events}) order by id for share`);
    return insertStatement(tx, w, v, ids);
  });
  const r = res.rows[0]!;
  if (r.maintenance) throw new AppError('VENDOR_MAINTENANCE', 'This book is under maintenance');
  if (!r.ok) return { written: false as const };
  return {
    written: true as const,
    id: r.id === null || r.id === undefined ? null : toInt(r.id),
    createdAt: r.created_at ? new Date(r.created_at as string) : w.now,
  };
}

/** The one statement writing the bet, its legs and the liabilities under its locks. */
async function insertStatement(db: Db, w: BetWrite, v: SQL, ids: SQL) {
  const { legs, payout, vendor } = w.checked;
  return (await db.execute(sql`
    with sel as (
      select s.id, s.odds, s.liability, m.state as market_state, e.state as event_state, e.starts_at,
             set_config('synchronous_commit', 'off', true) as async_commit
        from sports_selections s join sports_markets m on m.id = s.market_id join sports_events e on e.id = m.event_id
       where s.id in (${ids}) and e.merchant_id = ${w.merchantId}
       for update of s for share of m, e),
    ok as (
      select count(*) = ${legs.length} and not ${catalog.vendorInMaintenance(w.merchantId, vendor)}
             and coalesce(bool_and(sel.odds = v.odds and sel.market_state = 'OPEN'
               and (sel.event_state = 'LIVE' or (sel.event_state = 'SCHEDULED' and sel.starts_at > ${w.now.toISOString()}::timestamptz))
               and sel.liability + ${payout}::bigint <= ${w.maxLiability}::bigint), false) as ok
        from sel join (values ${v}) v(leg_no, id, odds, market_id, event_id) on v.id = sel.id),
    b as (
      insert into sports_bets (merchant_id, member_id, player_id, vendor, client_key, stake, total_odds, max_payout)
      select ${w.merchantId}, ${w.member.id}, ${w.member.username}, ${vendor}, ${w.input.clientKey}, ${w.input.stake},
             ${totalOdds(legs.map((l) => l.odds))}, ${payout}
        from ok where ok.ok
      on conflict do nothing
      returning id, created_at),
    l as (
      insert into sports_bet_legs (bet_id, leg_no, event_id, market_id, selection_id, odds)
      select b.id, v.leg_no, v.event_id, v.market_id, v.id, v.odds from b, (values ${v}) v(leg_no, id, odds, market_id, event_id)),
    x as (
      update sports_selections s set liability = s.liability + ${payout}::bigint from b where s.id in (${ids}))
    select (select ok from ok) as ok, (select id from b) as id, (select created_at from b) as created_at,
           ${catalog.vendorInMaintenance(w.merchantId, vendor)} as maintenance`)) as unknown as Rows<Record<string, unknown>>;
}

/** Removes a bet whose stake was not taken, with its legs, and gives its liability back (only while PENDING). */
export async function dropPendingBet(db: Db, betId: number) {
  await db.transaction(async (tx) => {
    const res = (await tx.execute(sql`
      select max_payout from sports_bets where id = ${betId}::bigint and status = 'PENDING' for update`)) as unknown as Rows<{
      max_payout: unknown;
    }>;
    const bet = res.rows[0];
    if (!bet) return;
    const legs = (await tx.execute(sql`
      delete from sports_bet_legs where bet_id = ${betId}::bigint returning selection_id`)) as unknown as Rows<{
      selection_id: unknown;
    }>;
    await tx.execute(sql`delete from sports_bets where id = ${betId}::bigint`);
    await tx.execute(sql`
      update sports_selections set liability = liability - ${toInt(bet.max_payout)}::bigint
       where id in (${sql.join(
         legs.rows.map((l) => sql`${toInt(l.selection_id)}::bigint`),
         sql`, `,
       )})`);
  });
}
