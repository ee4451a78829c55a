import { sql } from 'drizzle-orm';
import type { SettlementSource } from '../agents/agents.service';
import * as members from '../members/members.service';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';

/**
 * The agents' lottery rebate as the agents' settlement reads it (registered as its source of the
 * `LOTTERY_REBATE` kind in lottery.routes.ts): who is paid for a period and each one's figures,
 * from the period's settled slips and the prize levels (members/prize-levels.ts).
 */

const settledIn = (merchantId: number, start: Date, end: Date) =>
  sql`s.merchant_id = ${merchantId} and s.status = 'SETTLED'
    and s.settled_at >= ${start.toISOString()}::timestamptz and s.settled_at < ${end.toISOString()}::timestamptz`;

/** The first settled slip's time (null: none yet): the rebate's periods start there. */
export async function firstSettledAt(db: Db, merchantId: number): Promise<Date | null> {
  const result = (await db.execute(
    sql`select min(s.settled_at) as at from lottery_slips s where s.merchant_id = ${merchantId} and s.status = 'SETTLED'`,
  )) as unknown as { rows: { at: Date | string | null }[] };
  const at = result.rows[0]?.at;
  return at ? new Date(at) : null;
}

/**
 * The agents paid a rebate for a period: every upline of a member whose slip settled in it, with
 * its own upline (the chain), top first.
 */
export async function rebateHolders(db: Db, merchantId: number, start: Date, end: Date) {
  const result = (await db.execute(sql`
    select h.id, h.upline_id from accounts h
    where h.id in (select t.ancestor_id from lottery_slips s join account_tree t on t.descendant_id = s.member_id
                   where ${settledIn(merchantId, start, end)})
    order by h.id`)) as unknown as { rows: { id: unknown; upline_id: unknown }[] };
  return result.rows.map((r) => ({ agentId: toInt(r.id), uplineId: r.upline_id === null ? null : toInt(r.upline_id) }));
}

/**
 * An agent's rebate figures for a period: `rate` its level now, `volume` its team's stakes of the
 * slips settled in the period, and `gross` Σ (its level at the sale − the slip's level) × stake /
 * 10,000, rounded down — what the team's levels below the agent's left for the agent's chain. A
 * slip sold while the agent was not above it adds nothing; one sold before uplines' levels were
 * kept on slips counts the agent's level now.
 */
export async function rebateFigure(db: Db, merchantId: number, agentId: number, start: Date, end: Date) {
  const result = (await db.execute(sql`
    with lv as (select ${members.levelOf(sql`${agentId}::int`)} as level)
    select lv.level, coalesce(sum(s.total), 0) as volume,
      floor(coalesce(sum(greatest(0, (case when s.chain_levels is null then lv.level
                                            else (s.chain_levels ->> ${String(agentId)})::int end) - s.prize_level)::numeric
                         * s.total), 0) / 10000) as gross
    from lv left join (lottery_slips s join account_tree t on t.descendant_id = s.member_id and t.ancestor_id = ${agentId})
      on ${settledIn(merchantId, start, end)}
    group by lv.level`)) as unknown as { rows: { level: unknown; volume: unknown; gross: unknown }[] };
  const row = result.rows[0]!;
  return { rate: toInt(row.level), volume: toInt(row.volume), gross: toInt(row.gross) };
}

/** The rebate as the agents' settlement reads it (kind `LOTTERY_REBATE`, daily). */
export const lotteryRebate: SettlementSource = {
  first: firstSettledAt,
  holders: rebateHolders,
  figure: rebateFigure,
  reason: 'lottery.rebate',
  // A draws run fixes its clock before it asks the feed and settles: a slip settled at 23:59:59
  // may commit after midnight. Ten minutes after a day's end every such run has committed.
  graceMs: 10 * 60_000,
};
