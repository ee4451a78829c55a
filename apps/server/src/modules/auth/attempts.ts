import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { CAPTCHA_AFTER_FAILURES } from '@jade/contract/auth';
import { LIMITS } from '@jade/contract/limits';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { loginAttempts, trustedIps } from './auth.tables';

type Who = { merchantId: number; username: string; ip: string };
type Attempt = Who & { accountId: number | null; userAgent: string };

/**
 * Failed password sign-ins of one username in an hour, from every address together, after which
 * the username is locked until the oldest of them is an hour old: guessing a password (the image
 * captcha can be solved by a script) does not scale with the attacker's addresses. Addresses the
 * account has signed in from are exempt, and SMS sign-in and password resets stay open, so the
 * owner can still get in.
 */
export const ACCOUNT_FAILURES_PER_HOUR = 20;

export async function recordAttempt(db: Db, who: Attempt & { success: boolean }) {
  await db.insert(loginAttempts).values({ ...who, username: who.username.toLowerCase(), userAgent: who.userAgent.slice(0, 300) });
}

/**
 * Takes an attempt before the password is verified: it is written as a failure first, so that
 * parallel sign-ins count one another (the k-th to be written sees at least k - 1 others) and no
 * more of them get past a limit than the limit allows. The caller settles it afterwards.
 */
export async function reserveAttempt(db: Db, who: Attempt): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ ...who, username: who.username.toLowerCase(), userAgent: who.userAgent.slice(0, 300), success: false })
    .returning({ id: loginAttempts.id });
  return row!.id;
}

/**
 * Settles a reserved attempt: `success` (the password was right; earlier failures stop counting),
 * or `void` (refused before the password was tried — throttled, captcha — so it is no guess). A
 * wrong password leaves it a failure.
 */
export async function settleAttempt(db: Db, id: number, outcome: 'success' | 'void') {
  if (outcome === 'success') await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, id));
  else await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/** Whether the account has signed in from this address before (exempt from the username lock). */
export async function knownAddress(db: Db, accountId: number, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ ip: trustedIps.ip })
    .from(trustedIps)
    .where(and(eq(trustedIps.accountId, accountId), eq(trustedIps.ip, ip)))
    .limit(1);
  return row !== undefined;
}

/**
 * Failure counts that drive the captcha (3 for the username or the address within 15 minutes,
 * reset by a success) and throttling: 100 an hour for one address, or for one username from one
 * address, and `ACCOUNT_FAILURES_PER_HOUR` for one username from anywhere unless the address is
 * one the account knows (`knownAddress`) and counting only guesses made since the password last
 * changed, so a reset gives the owner the account back. `exclude` leaves out the caller's own
 * reserved attempt.
 */
export async function failureState(
  db: Db,
  who: Who,
  opts: { exclude?: number; knownAddress?: boolean; passwordChangedAt?: Date | undefined } = {},
) {
  const username = who.username.toLowerCase();
  const windowStart = new Date(Date.now() - LIMITS.loginFailureWindowMinutes * 60_000);
  const hourStart = new Date(Date.now() - 3_600_000);
  // Guesses at a password that has since been changed (a reset) no longer lock the username.
  const lockStart = new Date(Math.max(hourStart.getTime(), opts.passwordChangedAt?.getTime() ?? 0));
  const [row] = await db
    .select({
      byUser: sql<number>`count(*) filter (where ${loginAttempts.username} = ${username} and ${loginAttempts.createdAt} > ${windowStart})`,
      byIp: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${who.ip} and ${loginAttempts.createdAt} > ${windowStart})`,
      ipHour: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${who.ip})`,
      pairHour: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${who.ip} and ${loginAttempts.username} = ${username})`,
      userHour: sql<number>`count(*) filter (where ${loginAttempts.username} = ${username} and ${loginAttempts.createdAt} > ${lockStart})`,
      oldestIp: sql<string | null>`min(${loginAttempts.createdAt}) filter (where ${loginAttempts.ip} = ${who.ip})`,
      oldestUser: sql<
        string | null
      >`min(${loginAttempts.createdAt}) filter (where ${loginAttempts.username} = ${username} and ${loginAttempts.createdAt} > ${lockStart})`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.merchantId, who.merchantId),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, hourStart),
        opts.exclude === undefined ? sql`true` : ne(loginAttempts.id, opts.exclude),
        sql`(${loginAttempts.username} = ${username} or ${loginAttempts.ip} = ${who.ip})`,
        // failures before the last success of this username do not count
        sql`${loginAttempts.createdAt} > coalesce((select max(s.created_at) from ${loginAttempts} s where s.success and s.merchant_id = ${who.merchantId} and s.username = ${username}), 'epoch'::timestamptz)`,
      ),
    );
  const addressThrottled =
    toInt(row?.ipHour) >= LIMITS.loginFailuresPerHour || toInt(row?.pairHour) >= LIMITS.loginFailuresPerHour;
  const accountLocked = !opts.knownAddress && toInt(row?.userHour) >= ACCOUNT_FAILURES_PER_HOUR;
  const oldest = (addressThrottled ? row?.oldestIp : row?.oldestUser) ?? null;
  return {
    captchaRequired: toInt(row?.byUser) >= CAPTCHA_AFTER_FAILURES || toInt(row?.byIp) >= CAPTCHA_AFTER_FAILURES,
    throttled: addressThrottled || accountLocked,
    retryAt: new Date((oldest ? new Date(oldest) : new Date()).getTime() + 3_600_000),
  };
}

/** The account's recent successful sign-ins, newest first (security centre). */
export async function loginHistory(db: Db, accountId: number, limit = 20) {
  return db
    .select({ createdAt: loginAttempts.createdAt, ip: loginAttempts.ip, userAgent: loginAttempts.userAgent })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.accountId, accountId), eq(loginAttempts.success, true)))
    .orderBy(sql`${loginAttempts.id} desc`)
    .limit(limit);
}
