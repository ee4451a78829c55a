import { and, eq, sql, type SQL } from 'drizzle-orm';
import { LOTTERY_LEVEL_MAX, LOTTERY_LEVEL_MIN, type LotteryMyLevel } from '@jade/contract/lottery';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { accounts, prizeLevels } from './members.tables';

const byUsername = async (db: Db, merchantId: number, username: string) =>
  (
    await db
      .select({ id: accounts.id, username: accounts.username, uplineId: accounts.uplineId })
      .from(accounts)
      .where(and(eq(accounts.merchantId, merchantId), sql`lower(${accounts.username}) = lower(${username})`))
      .limit(1)
  )[0] ?? null;

/**
 * Lottery prize levels (contract `LotteryPrizeLevel`, table `lottery_prize_levels`): an account's level is the lowest set on it or on any
 * of its uplines, `LOTTERY_LEVEL_MAX` when none is. So a level is never above the upline's, also
 * after a team move or when an upline is lowered: nothing below has to be rewritten.
 */

/** The level of the account whose id is the SQL expression `accountId` (a column or a value). */
export function levelOf(accountId: SQL): SQL<number> {
  // Its own row and its uplines' rows, each found by an index (an `or` of the two would scan).
  return sql<number>`(select coalesce(min(x.level), ${LOTTERY_LEVEL_MAX}) from (
      select pl.level from lottery_prize_levels pl where pl.account_id = ${accountId}
      union all
      select pl.level from account_tree at join lottery_prize_levels pl on pl.account_id = at.ancestor_id
       where at.descendant_id = ${accountId}) x)`;
}

/**
 * The levels of every upline of the account whose id is `accountId`, as a JSON object by account id:
 * each the lowest set on it or above it (a running minimum from the top of the chain down).
 */
export function chainLevelsOf(accountId: SQL): SQL<Record<string, number>> {
  return sql`(select coalesce(jsonb_object_agg(c.ancestor_id::text, c.level), '{}'::jsonb) from (
      select at.ancestor_id,
             min(coalesce(pl.level, ${LOTTERY_LEVEL_MAX})) over (order by at.depth desc) as level
        from account_tree at left join lottery_prize_levels pl on pl.account_id = at.ancestor_id
       where at.descendant_id = ${accountId}) c)`;
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
  const target = await byUsername(db, merchantId, username);
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
    .insert(prizeLevels)
    .values({ accountId: target.id, merchantId, level, setBy })
    .onConflictDoUpdate({ target: prizeLevels.accountId, set: { level, setBy, updatedAt: new Date() } });
  return { username: target.username, level: await levelOfAccount(db, target.id) };
}

/** The level an account has now, for the operator's audit (null for no such account). */
export async function levelView(db: Db, merchantId: number, username: string) {
  const target = await byUsername(db, merchantId, username);
  return target ? { username: target.username, level: await levelOfAccount(db, target.id) } : null;
}
