import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Every PostgreSQL advisory lock key of the server, in one list, so that no two uses share a key
 * by accident (a shared key would make unrelated work wait for, or skip, each other). Take them
 * by name, never as a number literal.
 *
 * `node` keys lock one thing across the database (`pg_advisory…(key)`); `merchant` keys are the
 * first half of a pair whose second half is the merchant id (`pg_advisory…(key, merchantId)`), so
 * that merchants never wait for each other. PostgreSQL keeps the two forms apart, but the keys are
 * unique across both all the same (`locks.test.ts`).
 */
export const LOCKS = {
  node: {
    /** Migrations at start-up: nodes starting together take turns (a session lock). */
    migrations: 5_000,
    /** The payment jobs' run (expired deposits, confirmed withdrawals). */
    payments: 5_001,
    /** The game server's close of rounds left waiting for the player. */
    openRounds: 5_002,
    /** The game server's purge of sessions and free-trial rounds past their life. */
    gsPurge: 5_003,
    /** The retention purge of old rows. */
    retention: 5_004,
  },
  merchant: {
    /** An operator move of an account with its team (the figures' drain keeps out of its way). */
    teamMove: 7_001,
    /** The figures' drain and rebuild. */
    figures: 7_002,
    /**
     * The closure table's links: a move takes it exclusively, a new account's links shared, so a
     * registration under a moving branch is linked either before the move or after it.
     */
    treeLinks: 7_003,
    /**
     * The claim of one agent settlement period, held only while it is claimed; its second half is
     * `hashtext('<merchantId>:<periodKey>')` (a period, not the whole merchant).
     */
    settlementClaim: 7_005,
    /** The lottery job's run (draws materialized, moved by the clock, drawn and settled). */
    lotteryDraws: 7_004,
    /** The daily loyalty job's run (one node settles a business day's rebate and points). */
    loyaltyDays: 7_006,
    /** A member's manual rebate claim; its second half is the member's id, not the merchant's. */
    rebateClaim: 7_007,
    /** A member's new referral link (the count per member); its second half is the member's id. */
    referralLinks: 7_008,
    /** The grant of a first-deposit bonus (one per person); its second half is the promotion's id. */
    firstDeposit: 7_009,
    /** A member's points redemptions and conversions, one at a time; its second half is the member's id. */
    memberPoints: 7_010,
    /** The ranking job's run (one node pays an ended ranking's prizes). */
    rankings: 7_011,
    /** The raffle job's run (one node draws an ended raffle). */
    raffles: 7_012,
    /**
     * A member's player protection (limits checked with the bet or deposit they allow, limits
     * changed): one at a time; its second half is the member's id.
     */
    memberProtection: 7_013,
  },
} as const;

/**
 * Takes a transaction-scoped advisory lock if it is free, without waiting: true when taken (it is
 * let go at commit or rollback), false when another node's run holds it. A `node` key alone, or a
 * `merchant` key with the merchant id.
 */
export async function tryXactLock(tx: Db, key: number, merchantId?: number): Promise<boolean> {
  const res = (await tx.execute(
    merchantId === undefined
      ? sql`select pg_try_advisory_xact_lock(${key}) as ok`
      : sql`select pg_try_advisory_xact_lock(${key}::int, ${merchantId}::int) as ok`,
  )) as unknown as { rows: { ok: boolean }[] };
  return Boolean(res.rows[0]?.ok);
}
