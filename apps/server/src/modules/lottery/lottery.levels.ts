import { sql, type SQL } from 'drizzle-orm';
import { LOTTERY_LEVEL_MAX, LOTTERY_LEVEL_MIN, type LotteryMyLevel } from '@jade/contract/lottery';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import * as members from '../members/members.service';
import { lotteryPrizeLevels } from './lottery.bets.tables';

/**
 * Prize levels (contract `LotteryPrizeLevel`): an account's level is the lowest set on it or on any
 * of its uplines, `LOTTERY_LEVEL_MAX` when none is. So a level is never above the upline's, also
 * after a team move or when an upline is lowered: nothing below has to be rewritten.
 */

/** The level of the account whose id is the SQL expression `accountId` (a column or a value). */
export function levelOf(accountId: SQL): SQL<number> {
  return sql<number>`(select coalesce(min(pl.level), ${LOTTERY_LEVEL_MAX}) from lottery_prize_levels pl
    where pl.account_id = ${accountId}
       or pl.account_id in (select at.ancestor_id from account_tree at where at.descendant_id = ${accountId}))`;
}

export async function levelOfAccount(db: Db, accountId: number): Promise<number> {
  const result = (await db.execute(sql`select ${levelOf(sql`${accountId}::int`)} as level`)) as unknown as {
    rows: { level: unknown }[];
  };
  return toInt(result.rows[0]?.level ?? LOTTERY_LEVEL_MAX);
}

export async function myLevel(db: Db, accountId: number): Promise<LotteryMyLevel> {
  return { level: await levelOfAccount(db, accountId), max: LOTTERY_LEVEL_MAX, min: LOTTERY_LEVEL_MIN };
}

/**
 * Sets an account's level. An agent sets its direct downlines' (another account, even of its own
 * team further down, is `AGENT_MEMBER_NOT_FOUND`, as for one outside it); the operator any
 * account's. The level may not be above the upline's (`LOTTERY_LEVEL_ABOVE_UPLINE`). Lowering an
 * agent lowers every level of its team above the new one at once (levels are minima up the chain).
 */
export async function setLevel(
  db: Db,
  merchantId: number,
  by: { agent: { id: number; username: string } } | 'ops',
  username: string,
  level: number,
): Promise<{ username: string; level: number }> {
  const target = await members.findByUsername(db, merchantId, username);
  if (by !== 'ops' && (!target || target.uplineId !== by.agent.id))
    throw new AppError('AGENT_MEMBER_NOT_FOUND', 'No direct downline of yours has this username');
  if (!target) throw new AppError('USER_NOT_FOUND', 'No account has this username');
  const ceiling = target.uplineId === null ? LOTTERY_LEVEL_MAX : await levelOfAccount(db, target.uplineId);
  if (level > ceiling)
    throw new AppError('LOTTERY_LEVEL_ABOVE_UPLINE', `The prize level may be at most the upline's, ${ceiling}`, [
      { path: 'level', message: `at most ${ceiling}` },
    ]);
  const setBy = by === 'ops' ? 'ops' : `agent:${by.agent.username}`;
  await db
    .insert(lotteryPrizeLevels)
    .values({ accountId: target.id, merchantId, level, setBy })
    .onConflictDoUpdate({ target: lotteryPrizeLevels.accountId, set: { level, setBy, updatedAt: new Date() } });
  return { username: target.username, level: await levelOfAccount(db, target.id) };
}

/** The level an account has now, for the operator's audit (null for no such account). */
export async function levelView(db: Db, merchantId: number, username: string) {
  const target = await members.findByUsername(db, merchantId, username);
  return target ? { username: target.username, level: await levelOfAccount(db, target.id) } : null;
}

// ---------------------------------------------------------------- the agents' rebate

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
 * slips settled in the period, and `gross` Σ (level − the slip's level) × stake / 10,000, rounded
 * down — what the team's levels below the agent's left for the agent's chain. A slip sold at a
 * level above the agent's present one (the agent was lowered since) adds nothing.
 */
export async function rebateFigure(db: Db, merchantId: number, agentId: number, start: Date, end: Date) {
  const result = (await db.execute(sql`
    with lv as (select ${levelOf(sql`${agentId}::int`)} as level)
    select lv.level, coalesce(sum(s.total), 0) as volume,
      floor(coalesce(sum(greatest(0, lv.level - s.prize_level)::numeric * s.total), 0) / 10000) as gross
    from lv left join (lottery_slips s join account_tree t on t.descendant_id = s.member_id and t.ancestor_id = ${agentId})
      on ${settledIn(merchantId, start, end)}
    group by lv.level`)) as unknown as { rows: { level: unknown; volume: unknown; gross: unknown }[] };
  const row = result.rows[0]!;
  return { rate: toInt(row.level), volume: toInt(row.volume), gross: toInt(row.gross) };
}
