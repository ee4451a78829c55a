import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LOCKS } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { accountsWritten } from './account-writes';
import { accounts, accountTree } from './members.tables';

/**
 * The agent hierarchy's closure table (`account_tree`): every (upline, downline, depth) pair.
 * These are the only writers of it, each in the caller's transaction with `accounts.upline_id`.
 */

/**
 * Links a new account under its upline: a row to the upline (depth 1) and to each of its uplines.
 * It holds the merchant's links lock shared until the caller's transaction ends: a move of a
 * branch above waits for the new links (and so carries them), or the links are read after it.
 */
export async function linkUnder(db: Db, accountId: number, uplineId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${LOCKS.merchant.treeLinks}::int, merchant_id)
      from accounts where id = ${uplineId}`);
    await tx.execute(sql`insert into account_tree (ancestor_id, descendant_id, depth)
      select ${uplineId}::int, ${accountId}::int, 1
      union all
      select ancestor_id, ${accountId}::int, depth + 1 from account_tree where descendant_id = ${uplineId}`);
  });
}

/**
 * The ids of the team of an agent with their level (1 = direct), as a CTE named `team(id, level)`
 * for the caller's query: one range read of the closure table's primary key.
 */
export function teamCte(merchantId: number, agentId: number): SQL {
  return sql`team(id, level) as (
      select t.descendant_id, t.depth from account_tree t join accounts a on a.id = t.descendant_id
      where t.ancestor_id = ${agentId} and a.merchant_id = ${merchantId}
    )`;
}

/** The usernames of the chain from just below `agentId` down to `memberId` (the member last). */
export async function chainBelow(db: Db, agentId: number, memberId: number): Promise<string[]> {
  const rows = (await db.execute(sql`
    select a.username from account_tree t join accounts a on a.id = t.ancestor_id
    where t.descendant_id = ${memberId}
      and t.depth < (select depth from account_tree where ancestor_id = ${agentId} and descendant_id = ${memberId})
    order by t.depth desc`)) as unknown as { rows: { username: string }[] };
  const [self] = await db.select({ username: accounts.username }).from(accounts).where(eq(accounts.id, memberId));
  return [...rows.rows.map((r) => r.username), ...(self ? [self.username] : [])];
}

/**
 * Moves an account, with its whole team, under a new upline (or to the top with null). Refused
 * when the new upline is the account itself or one of its own team (a cycle). The links from the
 * old uplines to the branch go, the links from the new ones come, in one transaction with
 * `upline_id`; the branch's inner links do not change.
 */
export async function moveUnder(db: Db, merchantId: number, accountId: number, uplineId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    // Moves are serialised per merchant: two crossing moves could otherwise build a cycle. Then
    // the links lock: registrations under the branch still open are waited for, new ones wait.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.merchant.teamMove}::int, ${merchantId}::int)`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.merchant.treeLinks}::int, ${merchantId}::int)`);
    if (uplineId !== null) {
      const inBranch = await tx
        .select({ d: accountTree.descendantId })
        .from(accountTree)
        .where(and(eq(accountTree.ancestorId, accountId), eq(accountTree.descendantId, uplineId)))
        .limit(1);
      if (uplineId === accountId || inBranch.length > 0) {
        throw new AppError('VALIDATION_FAILED', 'The new upline is in this account’s own team', [
          { path: 'uplineUsername', message: 'is this account or one of its team' },
        ]);
      }
    }
    // The branch: the account and its team, with their depth below the account (0 for itself).
    const branch = sql`(select ${accountId}::int as id, 0 as d
      union all select descendant_id, depth from account_tree where ancestor_id = ${accountId})`;
    await tx.execute(sql`delete from account_tree x using ${branch} b
      where x.descendant_id = b.id
        and x.ancestor_id in (select ancestor_id from account_tree where descendant_id = ${accountId})`);
    if (uplineId !== null) {
      await tx.execute(sql`insert into account_tree (ancestor_id, descendant_id, depth)
        select u.ancestor_id, b.id, u.depth + b.d + 1
        from (select ${uplineId}::int as ancestor_id, 0 as depth
              union all select ancestor_id, depth from account_tree where descendant_id = ${uplineId}) u
        cross join ${branch} b`);
    }
    accountsWritten([accountId]);
    await tx
      .update(accounts)
      .set({ uplineId })
      .where(and(eq(accounts.id, accountId), eq(accounts.merchantId, merchantId)));
  });
}

/**
 * How far the merchant's closure table is from a walk of the `upline_id`s: the links missing or
 * extra, plus the accounts whose chain of uplines comes back to themselves (a cycle, walked no
 * further than 64 levels). 0 when the hierarchy is right; for tests and data checks.
 */
export async function treeMismatches(db: Db, merchantId: number): Promise<number> {
  const res = (await db.execute(sql`with recursive walk(ancestor_id, descendant_id, depth) as (
      select upline_id, id, 1 from accounts where merchant_id = ${merchantId} and upline_id is not null
      union all
      select a.upline_id, w.descendant_id, w.depth + 1 from walk w join accounts a on a.id = w.ancestor_id
      where a.upline_id is not null and w.depth < 64 and w.ancestor_id <> w.descendant_id
    ), tree as (
      select t.ancestor_id, t.descendant_id, t.depth::int from account_tree t
      join accounts a on a.id = t.descendant_id where a.merchant_id = ${merchantId}
    )
    select (select count(*) from (select * from walk except select * from tree) x)
      + (select count(*) from (select * from tree except select * from walk) y)
      + (select count(*) from walk where ancestor_id = descendant_id) as n`)) as unknown as { rows: { n: unknown }[] };
  return Number(res.rows[0]?.n ?? 0);
}
