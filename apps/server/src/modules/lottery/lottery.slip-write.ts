import { createHash } from 'node:crypto';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { LotteryFamily, LotteryPlaceSlip } from '@jade/contract/lottery';
import { ticketCount } from '@jade/engines/lottery/bets';
import type { OddsTable } from '@jade/engines/lottery/odds';
import type { Database } from '../../db/client';
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
 * The slip's statement, built once: every value a placeholder (`fillPlaceholders` gives each call
 * its own), named by its text's hash, so PostgreSQL parses and plans it once per connection.
 */
let slipWrite: { name: string; sql: string; params: unknown[] } | null = null;
function slipWriteQuery() {
  if (slipWrite) return slipWrite;
  const q = new PgDialect().sqlToQuery(sql`
      with d as (
        select id, status, closes_at, ${members.levelOf(sql`${sql.placeholder('memberId')}::int`)} as level,
               ${members.chainLevelsOf(sql`${sql.placeholder('memberId')}::int`)} as chain_levels,
               ${catalog.vendorInMaintenance(sql.placeholder('merchantId') as never, sql.placeholder('vendor') as never)} as maintenance,
               set_config('synchronous_commit', 'off', true) as async_commit
          from lottery_draws where game_id = ${sql.placeholder('gameId')}::int and draw_no = ${sql.placeholder('drawNo')}::text for share),
      ok as (
        select id, level, chain_levels from d
         where status = 'OPEN' and closes_at > ${sql.placeholder('now')}::timestamptz and not maintenance),
      s as (
        insert into lottery_slips (merchant_id, member_id, player_id, game_id, draw_id, client_key, unit, multiplier,
                                   tickets, total, odds, prize_level, chain_levels)
        select ${sql.placeholder('merchantId')}::int, ${sql.placeholder('memberId')}::int, ${sql.placeholder('username')}::text, ${sql.placeholder('gameId')}::int, ok.id,
               ${sql.placeholder('clientKey')}::text, ${sql.placeholder('unit')}::bigint, ${sql.placeholder('multiplier')}::int, ${sql.placeholder('tickets')}::int, ${sql.placeholder('total')}::bigint,
               (select jsonb_object_agg(t.key, ${scaled(sql`t.value`, sql`ok.level`)})
                  from jsonb_each_text(${sql.placeholder('odds')}::jsonb) t),
               ok.level, ok.chain_levels
          from ok
        on conflict do nothing
        returning id, draw_id, odds, prize_level, created_at),
      l as (
        insert into lottery_lines (slip_id, line_no, type, picks, position, tickets)
        select s.id, v.line_no, v.type, v.picks, v.position, v.tickets
          from s, jsonb_to_recordset(${sql.placeholder('lines')}::jsonb) v(line_no int, type text, picks jsonb, position int, tickets int)),
      x as (
        insert into lottery_exposure (draw_id, number, liability)
        select s.draw_id, p.number,
               -- bigint division rounds down (as ⌊stake × top / 100⌋ in slipExposure)
               sum(${sql.placeholder('stake')}::bigint * (case when p.top = 0 then 0 else ${scaled(sql`p.top`, sql`s.prize_level`)} end) / 100
                   * p.holding)
          from s, jsonb_to_recordset(${sql.placeholder('exposure')}::jsonb) p(number text, top bigint, holding bigint)
         group by s.draw_id, p.number
         order by p.number
        on conflict (draw_id, number) do update set liability = lottery_exposure.liability + excluded.liability
        returning number, liability)
      select d.id as draw_id, d.status, d.closes_at, d.maintenance, s.id as slip_id, s.odds, s.prize_level, s.created_at,
             (select lottery_sold_out(o.numbers)
                from (select string_agg(x.number, ' ' order by x.number) as numbers
                        from x where x.liability > ${sql.placeholder('maxPayout')}::bigint) o
               where o.numbers is not null) as sold_out
        from d left join s on true`);
  slipWrite = { ...q, name: `jade_lottery_slip_${createHash('sha256').update(q.sql).digest('hex').slice(0, 12)}` };
  return slipWrite;
}

/**
 * Writes a new slip in ONE statement, a named prepared one (its text is the same for any slip: the
 * lines and liabilities are JSON parameters), in its own transaction (so no lock is held while the
 * node does anything else): the draw's row `for share` (it must be OPEN, before its close, its vendor out of
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
export async function insertSlip(prepared: Database['prepared'], w: SlipWrite): Promise<Slip | null> {
  const { input, member, game } = w;
  const stake = input.unit * input.multiplier;
  const { parts } = exposureParts(game.family, input.lines, w.table, stake);
  // The lines and the liabilities as JSON arrays: the statement's text is the same for any slip.
  const lines = JSON.stringify(
    input.lines.map((l, i) => ({
      line_no: i,
      type: l.type,
      picks: l.picks,
      position: l.position ?? null,
      tickets: ticketCount(game.family, l),
    })),
  );
  const exposure = JSON.stringify(parts.map((p) => ({ number: p.key, top: p.top, holding: p.holding })));
  const q = slipWriteQuery();
  const values = fillPlaceholders(q.params, {
    merchantId: w.merchantId,
    memberId: member.id,
    username: member.username,
    vendor: game.vendor,
    gameId: game.id,
    drawNo: input.drawNo,
    now: w.now.toISOString(),
    clientKey: input.clientKey,
    unit: input.unit,
    multiplier: input.multiplier,
    tickets: w.tickets,
    total: w.total,
    odds: JSON.stringify(w.table),
    lines,
    exposure,
    stake,
    maxPayout: w.maxPayoutPerNumber,
  });
  let rows: Record<string, unknown>[];
  try {
    rows = await prepared({ name: q.name, text: q.sql, values });
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
  const d = rows[0];
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
