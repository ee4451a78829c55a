import { sql } from 'drizzle-orm';
import type { LotteryFamily, LotterySoldOut } from '@jade/contract/lottery';
import { choose, shapeOf, ticketCount, type LotteryBet } from '@jade/engines/lottery/bets';
import type { OddsTable } from '@jade/engines/lottery/odds';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';

/**
 * The "sold out" rule: the merchant pays at most `maxPayoutPerNumber` for one number of a draw.
 * A number is a bet type's pick (at its position, or in its group for the straight stars), and its
 * liability is what the slips sold on the draw pay when it hits: per slip, the pay of one winning
 * ticket at the type's highest odds (a lô: one occurrence) times the tickets that hold the pick.
 * `lottery_exposure` keeps the sum per draw and number, added in the bet's transaction.
 */

/** `type:position:group:pick`, position `-` when the type has none. */
const keyOf = (type: string, position: number | undefined, group: number, pick: string) =>
  `${type}:${position ?? '-'}:${group}:${pick}`;

function topOdds(family: LotteryFamily, type: string, pick: string, odds: OddsTable) {
  if (family === 'SEA_4D') {
    const side = type.startsWith('BIG') ? 'BIG_' : 'SMALL_';
    return Math.max(...Object.entries(odds).map(([k, o]) => (k.startsWith(side) ? o : 0)));
  }
  if (type === 'SUM') return odds[`SUM_${pick}`] ?? 0;
  return odds[type] ?? 0;
}

/** The liability each number of a line adds to its draw (minor units), for a ticket stake `stake`. */
export function lineExposure(family: LotteryFamily, bet: LotteryBet, odds: OddsTable, stake: number): Map<string, number> {
  const shape = shapeOf(family, bet.type);
  const tickets = ticketCount(family, bet);
  const out = new Map<string, number>();
  bet.picks.forEach((group, g) => {
    const m = group.length;
    const holding = shape.groups > 1 ? tickets / m : shape.ordered ? 2 * (m - 1) : shape.k > 1 ? choose(m - 1, shape.k - 1) : 1;
    for (const pick of group) {
      const pay = Math.floor((stake * topOdds(family, bet.type, pick, odds)) / 100);
      const key = keyOf(bet.type, bet.position, g, pick);
      out.set(key, (out.get(key) ?? 0) + pay * holding);
    }
  });
  return out;
}

/** The numbers of a whole slip. */
export function slipExposure(family: LotteryFamily, lines: LotteryBet[], odds: OddsTable, stake: number) {
  const total = new Map<string, number>();
  for (const line of lines) for (const [k, v] of lineExposure(family, line, odds, stake)) total.set(k, (total.get(k) ?? 0) + v);
  return total;
}

const valuesOf = (exposure: Map<string, number>) =>
  sql.join(
    [...exposure].map(([k, v]) => sql`(${k}, ${v}::bigint)`),
    sql`, `,
  );

/**
 * Adds a slip's liabilities to its draw, in the bet's transaction: one upsert that locks each
 * number's row, so two slips at once add up. A number over the maximum is 409 `LOTTERY_SOLD_OUT`
 * (the caller's transaction rolls back, nothing is written).
 */
export async function addExposure(tx: Db, drawId: number, exposure: Map<string, number>, max: number) {
  if (exposure.size === 0) return;
  const res = (await tx.execute(sql`
    with v(number, liability) as (values ${valuesOf(exposure)}),
    up as (
      insert into lottery_exposure (draw_id, number, liability)
      select ${drawId}::bigint, number, liability from v order by number
      on conflict (draw_id, number) do update set liability = lottery_exposure.liability + excluded.liability
      returning number, liability)
    select number from up where liability > ${max}::bigint order by number`)) as unknown as { rows: { number: string }[] };
  if (res.rows.length > 0)
    throw new AppError(
      'LOTTERY_SOLD_OUT',
      'A number of this slip is sold out for this draw',
      res.rows.slice(0, 20).map((r) => ({ path: 'lines', message: r.number })),
    );
}

/** Takes a slip's liabilities back (its stake was refused or never confirmed); a number left at 0 goes. */
export async function releaseExposure(tx: Db, drawId: number, exposure: Map<string, number>) {
  if (exposure.size === 0) return;
  await tx.execute(sql`
    with v(number, liability) as (values ${valuesOf(exposure)})
    update lottery_exposure e set liability = e.liability - v.liability from v
     where e.draw_id = ${drawId}::bigint and e.number = v.number`);
  await tx.execute(sql`delete from lottery_exposure where draw_id = ${drawId}::bigint and liability <= 0`);
}

/** The numbers of a draw that take no more bets: their liability is at the maximum. */
export async function soldOut(db: Db, drawId: number, max: number): Promise<LotterySoldOut['numbers']> {
  const res = (await db.execute(sql`
    select number from lottery_exposure where draw_id = ${drawId}::bigint and liability >= ${max}::bigint
     order by number limit 2000`)) as unknown as { rows: { number: string }[] };
  return res.rows.map((r) => {
    const [type, position, group, pick] = r.number.split(':') as [string, string, string, string];
    return { type, position: position === '-' ? null : toInt(position), group: toInt(group), pick };
  });
}
