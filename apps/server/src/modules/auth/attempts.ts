import { and, eq, gt, sql } from 'drizzle-orm';
import { CAPTCHA_AFTER_FAILURES } from '@jade/contract/auth';
import { LIMITS } from '@jade/contract/limits';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { loginAttempts } from './auth.tables';

type Who = { merchantId: number; username: string; ip: string };

export async function recordAttempt(db: Db, who: Who & { accountId: number | null; userAgent: string; success: boolean }) {
  await db.insert(loginAttempts).values({ ...who, username: who.username.toLowerCase(), userAgent: who.userAgent.slice(0, 300) });
}

/**
 * Failure counts that drive the captcha (3 for the username or the address within 15 minutes,
 * reset by a success) and throttling (100 an hour for one address, or for one username from one
 * address — so guessing slows down while the owner can still sign in from elsewhere).
 */
export async function failureState(db: Db, who: Who) {
  const username = who.username.toLowerCase();
  const windowStart = new Date(Date.now() - LIMITS.loginFailureWindowMinutes * 60_000);
  const hourStart = new Date(Date.now() - 3_600_000);
  const [row] = await db
    .select({
      byUser: sql<number>`count(*) filter (where ${loginAttempts.username} = ${username} and ${loginAttempts.createdAt} > ${windowStart})`,
      byIp: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${who.ip} and ${loginAttempts.createdAt} > ${windowStart})`,
      ipHour: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${who.ip})`,
      pairHour: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${who.ip} and ${loginAttempts.username} = ${username})`,
      oldest: sql<string | null>`min(${loginAttempts.createdAt}) filter (where ${loginAttempts.ip} = ${who.ip})`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.merchantId, who.merchantId),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, hourStart),
        sql`(${loginAttempts.username} = ${username} or ${loginAttempts.ip} = ${who.ip})`,
        // failures before the last success of this username do not count
        sql`${loginAttempts.createdAt} > coalesce((select max(s.created_at) from ${loginAttempts} s where s.success and s.merchant_id = ${who.merchantId} and s.username = ${username}), 'epoch'::timestamptz)`,
      ),
    );
  const ipHour = toInt(row?.ipHour);
  const pairHour = toInt(row?.pairHour);
  const throttled = ipHour >= LIMITS.loginFailuresPerHour || pairHour >= LIMITS.loginFailuresPerHour;
  const oldest = row?.oldest ? new Date(row.oldest) : new Date();
  return {
    captchaRequired: toInt(row?.byUser) >= CAPTCHA_AFTER_FAILURES || toInt(row?.byIp) >= CAPTCHA_AFTER_FAILURES,
    throttled,
    retryAt: new Date(oldest.getTime() + 3_600_000),
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
