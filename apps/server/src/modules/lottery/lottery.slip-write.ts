import { sql } from 'drizzle-orm';
import type { LotteryFamily, LotteryPlaceSlip } from '@jade/contract/lottery';
import { ticketCount } from '@jade/engines/lottery/bets';
import type { OddsTable } from '@jade/engines/lottery/odds';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import * as catalog from '../catalog/catalog.service';
import * as members from '../members/members.service';
import type { lotterySlips } from './lottery.bets.tables';
import { exposureParts } from './lottery.exposure';

type Slip = typeof lotterySlips.$inferSelect;

export type SlipWrite = {
  merchantId: number;
  member: { id: number; username: string };
  game: { id: number; vendor: string; family: LotteryFamily };
  input: LotteryPlaceSlip;
  tickets: number;
  total: number;
  /** The merchant's odds table; the slip gets it at the member's level. */
  table: OddsTable;
  maxPayoutPerNumber: number;
  now: Date;
};

/** A member's odds at its level, in SQL: as `oddsAtLevel` (each odd × level / 10,000 rounded down, at least 1.00×). */
const scaled = (odds: unknown, level: unknown) => sql`greatest(100, floor(${odds}::numeric * ${level} / 10000))::bigint`;

/**
 * Writes a new slip in ONE statement (its own transaction, so no lock is held while the node does
 * anything else): the draw's row `for share` (it must be OPEN, before its close, its vendor out of
 * maintenance), the member's prize level and the vendor's maintenance read with it; the slip
 * `PENDING` with its odds at that level and its uplines' levels (their rebate); its lines; and its numbers' liabilities added to the
 * draw's (`lottery_exposure`, one upsert: two slips at once add up). A number over the maximum
 * payout calls `lottery_sold_out` (migration 0035), whose exception undoes the whole statement.
 * Answers the new slip, or null when a slip of this member has this client key already.
 *
 * Its commit does not wait for the disk: the stake's debit commits after it in the same database,
 * and the log is flushed in order, so once the debit is durable the slip is too. A crash before
 * the debit loses at most a slip whose stake was never taken (the retry with its key writes it
 * again). This holds while the wallet is this database's ledger; a wallet elsewhere would need
 * this commit to wait.
 */
export async function insertSlip(db: Db, w: SlipWrite): Promise<Slip | null> {
  const { input, member, game } = w;
  const stake = input.unit * input.multiplier;
  const { parts } = exposureParts(game.family, input.lines, w.table, stake);
  const lines = sql.join(
    input.lines.map(
      (l, i) =>
        sql`(${i}::int, ${l.type}, ${JSON.stringify(l.picks)}::jsonb, ${l.position ?? null}::int, ${ticketCount(game.family, l)}::int)`,
    ),
    sql`, `,
  );
  const exposure = sql.join(
    parts.map((p) => sql`(${p.key}, ${p.top}::bigint, ${p.holding}::bigint)`),
    sql`, `,
  );
  let res: { rows: Record<string, unknown>[] };
  try {
    res = (await db.execute(sql`
      with d as (
        select id, status, closes_at, ${members.levelOf(sql`${member.id}::int`)} as level,
               ${members.chainLevelsOf(sql`${member.id}::int`)} as chain_levels,
               ${catalog.vendorInMaintenance(w.merchantId, game.vendor)} as maintenance,
               set_config('synchronous_commit', 'off', true) as async_commit
          from lottery_draws where game_id = ${game.id} and draw_no = ${input.drawNo} for share),
      ok as (
        select id, level, chain_levels from d
         where status = 'OPEN' and closes_at > ${w.now.toISOString()}::timestamptz and not maintenance),
      s as (
        insert into lottery_slips (merchant_id, member_id, player_id, game_id, draw_id, client_key, unit, multiplier,
                                   tickets, total, odds, prize_level, chain_levels)
        select ${w.merchantId}, ${member.id}, ${member.username}, ${game.id}, ok.id, ${input.clientKey}, ${input.unit},
               ${input.multiplier}, ${w.tickets}, ${w.total},
               (select jsonb_object_agg(t.key, ${scaled(sql`t.value`, sql`ok.level`)})
                  from jsonb_each_text(${JSON.stringify(w.table)}::jsonb) t),
               ok.level, ok.chain_levels
          from ok
        on conflict do nothing
        returning id, draw_id, odds, prize_level, created_at),
      l as (
        insert into lottery_lines (slip_id, line_no, type, picks, position, tickets)
        select s.id, v.line_no, v.type, v.picks, v.position, v.tickets
          from s, (values ${lines}) v(line_no, type, picks, position, tickets)),
      x as (
        insert into lottery_exposure (draw_id, number, liability)
        select s.draw_id, p.number,
               -- bigint division rounds down (as ⌊stake × top / 100⌋ in slipExposure)
               sum(${stake}::bigint * (case when p.top = 0 then 0 else ${scaled(sql`p.top`, sql`s.prize_level`)} end) / 100
                   * p.holding)
          from s, (values ${exposure}) p(number, top, holding)
         group by s.draw_id, p.number
         order by p.number
        on conflict (draw_id, number) do update set liability = lottery_exposure.liability + excluded.liability
        returning number, liability)
      select d.id as draw_id, d.status, d.closes_at, d.maintenance, s.id as slip_id, s.odds, s.prize_level, s.created_at,
             (select lottery_sold_out(o.numbers)
                from (select string_agg(x.number, ' ' order by x.number) as numbers
                        from x where x.liability > ${w.maxPayoutPerNumber}::bigint) o
               where o.numbers is not null) as sold_out
        from d left join s on true`)) as unknown as { rows: Record<string, unknown>[] };
  } catch (err) {
    // The driver's error, or the ORM's wrapper of it.
    const e = ((err as { cause?: unknown }).cause ?? err) as { message?: string; detail?: string };
    if (e.message === 'LOTTERY_SOLD_OUT')
      throw new AppError(
        'LOTTERY_SOLD_OUT',
        'A number of this slip is sold out for this draw',
        (e.detail ?? '')
          .split(' ')
          .slice(0, 20)
          .map((n) => ({ path: 'lines', message: n })),
      );
    throw err;
  }
  const d = res.rows[0];
  if (!d) throw new AppError('LOTTERY_DRAW_NOT_FOUND', 'This game has no such draw');
  if (d.maintenance) throw new AppError('VENDOR_MAINTENANCE', 'This lottery is under maintenance');
  if (d.status !== 'OPEN' || new Date(d.closes_at as string) <= w.now)
    throw new AppError('LOTTERY_DRAW_CLOSED', 'This draw takes no bets now');
  if (d.slip_id === null || d.slip_id === undefined) return null;
  return {
    id: toInt(d.slip_id),
    merchantId: w.merchantId,
    memberId: member.id,
    playerId: member.username,
    gameId: game.id,
    drawId: toInt(d.draw_id),
    clientKey: input.clientKey,
    unit: input.unit,
    multiplier: input.multiplier,
    tickets: w.tickets,
    total: w.total,
    odds: (typeof d.odds === 'string' ? JSON.parse(d.odds) : d.odds) as OddsTable,
    prizeLevel: toInt(d.prize_level),
    chainLevels: null,
    status: 'PENDING',
    win: null,
    resultVersion: null,
    settledAt: null,
    paidAt: null,
    paidVersion: null,
    refundedAt: null,
    createdAt: new Date(d.created_at as string),
  };
}
