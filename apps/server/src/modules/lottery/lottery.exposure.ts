import { sql } from 'drizzle-orm';
import type { LotteryFamily, LotterySoldOut } from '@jade/contract/lottery';
import { choose, shapeOf, ticketCount, type LotteryBet } from '@jade/engines/lottery/bets';
import type { OddsTable } from '@jade/engines/lottery/odds';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';

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

/**
 * What each number of a slip's lines adds to its draw, before the sum: for every line and pick, the
 * ticket stake, the type's highest odds in `odds` (0 when the table has none) and the tickets that
 * hold the pick. A part's liability is ⌊stake × top / 100⌋ × holding.
 */
export function exposureParts(family: LotteryFamily, lines: LotteryBet[], odds: OddsTable, stake: number) {
  const parts: { key: string; top: number; holding: number }[] = [];
  for (const bet of lines) {
    const shape = shapeOf(family, bet.type);
    const tickets = ticketCount(family, bet);
    bet.picks.forEach((group, g) => {
      const m = group.length;
      const holding = shape.groups > 1 ? tickets / m : shape.ordered ? 2 * (m - 1) : shape.k > 1 ? choose(m - 1, shape.k - 1) : 1;
      for (const pick of group)
        parts.push({ key: keyOf(bet.type, bet.position, g, pick), top: topOdds(family, bet.type, pick, odds), holding });
    });
  }
  return { stake, parts };
}

/** The liability each number of a whole slip adds to its draw (minor units), for a ticket stake `stake`. */
export function slipExposure(family: LotteryFamily, lines: LotteryBet[], odds: OddsTable, stake: number) {
  const total = new Map<string, number>();
  for (const p of exposureParts(family, lines, odds, stake).parts)
    total.set(p.key, (total.get(p.key) ?? 0) + Math.floor((stake * p.top) / 100) * p.holding);
  return total;
}

const valuesOf = (exposure: Map<string, number>) =>
  sql.join(
    [...exposure].map(([k, v]) => sql`(${k}, ${v}::bigint)`),
    sql`, `,
  );

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
