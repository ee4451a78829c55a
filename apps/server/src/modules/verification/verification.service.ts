import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { checkMobile } from '@jade/contract/countries';
import type { CodePurpose } from '@jade/contract/auth';
import { CODE_LIMITS } from '@jade/contract/limits';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { safeEqual, sha256 } from '../../lib/secrets';
import * as notify from '../notify/notify.service';
import { verificationCodes } from './verification.tables';

type Target = { merchantId: number; channel: 'sms' | 'email'; recipient: string; purpose: CodePurpose };

/** '+977' and '9800000001' → '+9779800000001', after checking the country's digit count. */
export function normalizeMobile(dialingCode: string, mobile: string): string {
  const check = checkMobile(dialingCode, mobile);
  if (check !== 'ok') {
    throw new AppError('MOBILE_INVALID', 'Please enter a valid mobile number', [{ path: 'mobileNum', message: check }]);
  }
  return `${dialingCode.trim()}${mobile.replace(/[\s-]/g, '')}`;
}

const hashFor = (t: Target, code: string) => sha256(`${t.merchantId}:${t.purpose}:${t.recipient}:${code}`);

/**
 * Creates and sends a one-time code. Throttled: one a minute and five an hour per recipient,
 * twenty an hour per address — beyond that `CODE_TOO_MANY_REQUESTS` with a 5-minute wait.
 * `deliver: false` (nobody to send to: a number without an account) does all the same work and
 * records the request, so it is throttled the same way, but sends nothing: the two cannot be told apart.
 */
export async function sendCode(
  db: Db,
  notifier: notify.Notifier,
  t: Target & { ip: string; message: (code: string) => string; subject?: string; deliver?: boolean },
) {
  const hourAgo = new Date(Date.now() - 3_600_000);
  const [counts] = await db
    .select({
      byRecipient: sql<number>`count(*) filter (where ${verificationCodes.recipient} = ${t.recipient})`,
      byIp: sql<number>`count(*) filter (where ${verificationCodes.ip} = ${t.ip})`,
      latest: sql<
        string | null
      >`max(${verificationCodes.createdAt}) filter (where ${verificationCodes.recipient} = ${t.recipient})`,
    })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.merchantId, t.merchantId), gt(verificationCodes.createdAt, hourAgo)));
  const latest = counts?.latest ? new Date(counts.latest).getTime() : 0;
  if (
    toInt(counts?.byRecipient) >= CODE_LIMITS.perRecipientPerHour ||
    toInt(counts?.byIp) >= CODE_LIMITS.perIpPerHour ||
    Date.now() - latest < CODE_LIMITS.resendSeconds * 1000
  ) {
    throw new AppError('CODE_TOO_MANY_REQUESTS', 'Too many requests. Please try again in 5 minutes.', [
      { path: 'retryAfterSeconds', message: '300' },
    ]);
  }
  const code = String(randomInt(0, 10 ** CODE_LIMITS.digits)).padStart(CODE_LIMITS.digits, '0');
  await db.transaction(async (tx) => {
    await tx.insert(verificationCodes).values({
      merchantId: t.merchantId,
      channel: t.channel,
      recipient: t.recipient,
      purpose: t.purpose,
      codeHash: hashFor(t, code),
      ip: t.ip,
      expiresAt: new Date(Date.now() + CODE_LIMITS.expiredMinutes * 60_000),
    });
    const body = t.message(code);
    if (t.deliver === false) return;
    await notify.send(tx, notifier, { channel: t.channel, recipient: t.recipient, subject: t.subject ?? null, body });
  });
  return { expiredMinutes: CODE_LIMITS.expiredMinutes };
}

/**
 * A notifier whose providers deliver after the answer: a call that sends a message answers in the
 * same time as one that has nobody to send to, so the response time does not tell whether an
 * account exists. The outbox row is still written by `notify.send`; a failed delivery is reported
 * to `onError` (the member asks again after the countdown).
 */
export function deliverInBackground(
  notifier: notify.Notifier,
  onError: (err: unknown, n: notify.Notification) => void,
): notify.Notifier {
  const later = (s: notify.Notifier['sms']): notify.Notifier['sms'] => ({
    name: s.name,
    deliver: (n) => {
      setImmediate(() => void s.deliver(n).catch((err: unknown) => onError(err, n)));
      return Promise.resolve();
    },
  });
  return { sms: later(notifier.sms), email: later(notifier.email) };
}

/** Ends every unused code of a target (its password changed: older reset codes must not work). */
export async function revokeCodes(db: Db, t: Target) {
  await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.merchantId, t.merchantId),
        eq(verificationCodes.recipient, t.recipient),
        eq(verificationCodes.purpose, t.purpose),
        eq(verificationCodes.channel, t.channel),
        isNull(verificationCodes.usedAt),
      ),
    );
}

/** The newest code sent to a target (only the newest one counts). */
async function newestCode(db: Db, t: Target) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, t.merchantId),
        eq(verificationCodes.recipient, t.recipient),
        eq(verificationCodes.purpose, t.purpose),
        eq(verificationCodes.channel, t.channel),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** Whether the newest code of a target can still be used (not used up, not expired, tries left). */
export async function hasLiveCode(db: Db, t: Target): Promise<boolean> {
  const row = await newestCode(db, t);
  return !!row && !row.usedAt && row.attempts < CODE_LIMITS.maxAttempts && row.expiresAt > new Date();
}

/**
 * Checks and consumes the latest code sent to a recipient for a purpose. A wrong code counts an
 * attempt (five, then the code is dead); an expired or used one answers its own error. Returns
 * when the code was issued.
 */
export async function consumeCode(db: Db, t: Target, code: string, field = 'verificationCode'): Promise<{ issuedAt: Date }> {
  const row = await newestCode(db, t);
  const invalid = () =>
    new AppError('CODE_INVALID', 'Please enter a valid verification code', [{ path: field, message: 'invalid' }]);
  if (!row || row.usedAt || row.attempts >= CODE_LIMITS.maxAttempts) throw invalid();
  if (row.expiresAt <= new Date()) {
    throw new AppError('CODE_EXPIRED', 'The code has expired, please send it again', [{ path: field, message: 'expired' }]);
  }
  if (!safeEqual(row.codeHash, hashFor(t, code.trim()))) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    throw invalid();
  }
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning();
  if (used.length === 0) throw invalid();
  return { issuedAt: new Date(row.expiresAt.getTime() - CODE_LIMITS.expiredMinutes * 60_000) };
}

export { createHumanChallenge, consumeHumanCheck } from './human-check';
