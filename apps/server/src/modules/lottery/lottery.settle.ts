import { sql } from 'drizzle-orm';
import type { LotteryBetType, LotteryFamily } from '@jade/contract/lottery';
import type { OddsTable } from '@jade/engines/lottery/odds';
import { settleLine } from '@jade/engines/lottery/settle';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { rowsOf } from '../../db/rows';

/**
 * Ticket settlement of a draw, set-based: the open slips are read a batch at a time (one read of
 * the slips, one of their lines), each line is judged by the engine's `settleLine` at the odds
 * its slip was sold at, and the batch is written by one statement (every line's hits and win,
 * every slip's win and SETTLED). It runs in the transaction that marks the draw settled, so it
 * happens once however many nodes try, and a crash leaves the draw DRAWN to be settled again.
 * Paying is after (`lottery.payouts.ts`): one credit per slip.
 *
 * `resettle`: the draw's result was corrected after it settled. Its settled slips of an older
 * result version are judged again on the new numbers the same way (lines and slips rewritten with
 * the new version); the wallet is told each slip's new win after (`resettleWins`), as new ledger
 * entries beside the first ones.
 */

/** Slips settled per statement. */
export const SETTLE_BATCH = 2_000;

type SlipRow = { id: unknown; unit: unknown; multiplier: number; odds: OddsTable };
type LineRow = { slip_id: unknown; line_no: number; type: LotteryBetType; picks: string[][]; position: number | null };

export async function settleDrawTickets(
  tx: Db,
  draw: { id: number; resultVersion: number },
  now: Date,
  mode: 'settle' | 'resettle' = 'settle',
): Promise<number> {
  // The slips this pass judges: those waiting for the draw, or those settled on an older result.
  const due =
    mode === 'settle' ? sql`s.status = 'OPEN'` : sql`s.status = 'SETTLED' and s.result_version < ${draw.resultVersion}::int`;
  const [d] = await rowsOf<{ numbers: string[] | null; family: LotteryFamily }>(
    tx,
    sql`
      select d.numbers, g.family from lottery_draws d join lottery_games g on g.id = d.game_id where d.id = ${draw.id}::bigint`,
  );
  if (!d?.numbers) return 0;
  let settled = 0;
  let after = 0;
  for (;;) {
    const slips = await rowsOf<SlipRow>(
      tx,
      sql`
        select id, unit, multiplier, odds from lottery_slips s
         where draw_id = ${draw.id}::bigint and ${due} and id > ${after}::bigint order by id limit ${SETTLE_BATCH}`,
    );
    if (slips.length === 0) return settled;
    after = toInt(slips[slips.length - 1]!.id);
    const byId = new Map(slips.map((s) => [toInt(s.id), s]));
    const lines = await rowsOf<LineRow>(
      tx,
      sql`
        select l.slip_id, l.line_no, l.type, l.picks, l.position
          from lottery_slips s join lottery_lines l on l.slip_id = s.id
         where s.draw_id = ${draw.id}::bigint and ${due} and s.id >= ${toInt(slips[0]!.id)}::bigint
           and s.id <= ${after}::bigint
         order by l.slip_id, l.line_no`,
    );
    const wins = new Map<number, number>();
    const lineValues = [];
    for (const l of lines) {
      const slip = byId.get(toInt(l.slip_id));
      if (!slip) continue;
      const stake = toInt(slip.unit) * slip.multiplier;
      const bet = { type: l.type, picks: l.picks, position: l.position ?? undefined };
      const r = settleLine(d.family, bet, d.numbers, slip.odds, stake);
      wins.set(toInt(l.slip_id), (wins.get(toInt(l.slip_id)) ?? 0) + r.win);
      lineValues.push(
        sql`(${toInt(l.slip_id)}::bigint, ${l.line_no}::int, ${r.winning}::int, ${r.win}::bigint, ${JSON.stringify(r.hits)}::jsonb)`,
      );
    }
    const slipValues = slips.map((s) => sql`(${toInt(s.id)}::bigint, ${wins.get(toInt(s.id)) ?? 0}::bigint)`);
    const linesUpdate = lineValues.length
      ? sql`, l as (
          update lottery_lines x set winning = v.winning, win = v.win, hits = v.hits
            from (values ${sql.join(lineValues, sql`, `)}) v(slip_id, line_no, winning, win, hits)
           where x.slip_id between ${toInt(slips[0]!.id)}::bigint and ${after}::bigint
             and x.slip_id = v.slip_id and x.line_no = v.line_no returning 1)`
      : sql``;
    const done = await rowsOf(
      tx,
      sql`
        with w(id, win) as (values ${sql.join(slipValues, sql`, `)})${linesUpdate}
        update lottery_slips s set status = 'SETTLED', win = w.win, result_version = ${draw.resultVersion},
               -- A corrected result keeps the first settlement's time: the agents' rebate counted
               -- the slip on that day (its stake does not change) and must not count it again.
               settled_at = coalesce(s.settled_at, ${now.toISOString()}::timestamptz)
          from w where s.id = w.id and ${due} returning s.id`,
    );
    settled += done.length;
  }
}
