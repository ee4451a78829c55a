import { sql } from 'drizzle-orm';
import type { SportsPlaceBet } from '@jade/contract/sportsbook';
import type { Database, Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import * as catalog from '../catalog/catalog.service';
import { LEG_COLUMNS, legRowOf, type LegRow } from './sportsbook.bet-check';

/**
 * A bet's write: the bet PENDING, its legs and its selections' liabilities in ONE statement (its
 * own transaction, no read before it) that locks the legs' rows and writes only if the book still
 * sells the bet at the odds tried. It answers the rows it locked, so a bet it did not write is
 * judged on them (sportsbook.bet-check) without reading again.
 */

type Rows<T> = { rows: T[] };

export type BetWrite = {
  merchantId: number;
  member: { id: number; username: string };
  input: SportsPlaceBet;
  /** The odds tried, one per leg in the input's order, and the potential return at them. */
  odds: number[];
  payout: number;
  maxLiability: number;
  /** Whether a live leg may be written (the book's live delay has passed, or there is none). */
  liveOk: boolean;
  now: Date;
};

export type WriteResult =
  | { state: 'written'; id: number; createdAt: Date; rows: LegRow[] }
  /** This member's client key has a bet already (nothing written). */
  | { state: 'exists' }
  /** Nothing written: the rows as locked, and whether the vendor is in maintenance. */
  | { state: 'refused'; rows: LegRow[]; maintenance: boolean };

/** The product of the legs' odds in ten-thousandths, rounded down (the bet's display odds). */
export const totalOdds = (odds: number[]) => Number(odds.reduce((p, o) => (p * BigInt(o)) / 10_000n, 10_000n));

/**
 * The write (a named prepared statement; its text is the same for any number of legs). It takes
 * the legs' events `for share` first, in id order (a result holds its event `for update` and then
 * updates its markets and the liabilities of its bets' legs, so a bet holding a market or a
 * selection while it waits for an event deadlocked with it, 40P01): `ev` is read whole by the
 * one-time filter of `sel` (an InitPlan run before `sel` produces, and so locks, any row). Then
 * the selections `for update` in id order (two parlays on the same selections in other orders
 * would otherwise deadlock) with their markets and events `for share`. It writes only if every leg
 * is at its odds tried, its market open, its event taking bets (a live one only once `$6`), no two
 * legs of one event, one vendor out of maintenance, and every liability within the limit.
 * $1 merchant, $2 selections, $3 odds tried (the legs' order), $4 potential return, $5 liability
 * limit, $6 live legs allowed, $7 now, $8 member, $9 player id, $10 client key, $11 stake, $12 total odds.
 */
const WRITE_SQL = `with ev as materialized (
  select e.id from sports_selections s join sports_markets m on m.id = s.market_id join sports_events e on e.id = m.event_id
   where s.id = any($2::bigint[]) and e.merchant_id = $1::int
   order by e.id for share of e),
sel as materialized (
  select ${LEG_COLUMNS}, set_config('synchronous_commit', 'off', true) as async_commit
    from sports_selections s join sports_markets m on m.id = s.market_id join sports_events e on e.id = m.event_id
   where s.id = any($2::bigint[]) and e.merchant_id = $1::int and (select count(*) from ev) >= 0
   order by s.id
   for update of s for share of m, e),
v as (select (t.n - 1)::int as leg_no, t.id, t.odds from unnest($2::bigint[], $3::int[]) with ordinality as t(id, odds, n)),
maint as (select ${catalog.vendorInMaintenanceText('$1::int', '(select min(vendor) from sel)')} as in_maintenance),
ok as (
  select count(*) = cardinality($2::bigint[]) and count(distinct sel.event_id) = cardinality($2::bigint[])
         and count(distinct sel.vendor) = 1
         and coalesce(bool_and(sel.odds = v.odds and sel.market_state = 'OPEN'
           and ((sel.event_state = 'LIVE' and $6::boolean) or (sel.event_state = 'SCHEDULED' and sel.starts_at > $7::timestamptz))
           and sel.liability + $4::bigint <= $5::bigint), false)
         and not (select in_maintenance from maint) as ok
    from sel join v on v.id = sel.id),
b as (
  insert into sports_bets (merchant_id, member_id, player_id, vendor, client_key, stake, total_odds, max_payout)
  select $1::int, $8::bigint, $9::text, (select min(vendor) from sel), $10::text, $11::bigint, $12::bigint, $4::bigint
    from ok where ok.ok
  on conflict do nothing
  returning id, created_at),
l as (
  insert into sports_bet_legs (bet_id, leg_no, event_id, market_id, selection_id, odds)
  select b.id, v.leg_no, sel.event_id, sel.market_id, v.id, v.odds from b, v join sel on sel.id = v.id),
x as (
  update sports_selections s set liability = s.liability + $4::bigint from b where s.id = any($2::bigint[]))
select (select ok from ok) as ok, (select id from b) as id, (select created_at from b) as created_at,
       (select in_maintenance from maint) as maintenance, (select coalesce(json_agg(sel), '[]') from sel) as legs`;

/** Tries to write a bet PENDING at `w.odds` and adds its potential return to each selection's liability (WRITE_SQL). */
export async function writeBet(prepared: Database['prepared'], w: BetWrite): Promise<WriteResult> {
  const [r] = await prepared<Record<string, unknown>>({
    name: 'jade_sports_bet_write_v1',
    text: WRITE_SQL,
    values: [
      w.merchantId,
      w.input.legs.map((l) => l.selectionId),
      w.odds,
      w.payout,
      w.maxLiability,
      w.liveOk,
      w.now.toISOString(),
      w.member.id,
      w.member.username,
      w.input.clientKey,
      w.input.stake,
      totalOdds(w.odds),
    ],
  });
  const legs = (typeof r!.legs === 'string' ? JSON.parse(r!.legs) : r!.legs) as Record<string, unknown>[];
  const rows = legs.map(legRowOf);
  if (!r!.ok) return { state: 'refused', rows, maintenance: Boolean(r!.maintenance) };
  if (r!.id === null || r!.id === undefined) return { state: 'exists' };
  return { state: 'written', id: toInt(r!.id), createdAt: new Date(r!.created_at as string), rows };
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
