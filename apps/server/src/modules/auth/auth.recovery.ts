import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LoginResponse } from '@jade/contract/auth';
import { LIMITS } from '@jade/contract/limits';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newToken, sha256 } from '../../lib/secrets';
import * as members from '../members/members.service';
import * as notify from '../notify/notify.service';
import * as system from '../system/system.service';
import * as verification from '../verification/verification.service';
import * as wallet from '../wallet/wallet.service';
import { TRIAL_BALANCE } from '@jade/contract/wallet';
import { recordAttempt } from './attempts';
import { assertMaySignIn, startSession, type RequestContext } from './auth.service';
import { passwordResets } from './auth.tables';
import { revokeOtherSessions } from './sessions.service';

const RESET_LINK_MINUTES = 30;

async function accountByMobile(db: Db, merchantId: number, dialing: string, mobile: string) {
  const recipient = verification.normalizeMobile(dialing, mobile);
  const account = await members.findByMobile(db, merchantId, dialing.trim(), recipient.slice(dialing.trim().length));
  return { recipient, account };
}

/** SMS-code sign-in (MOBILEVERCODELOGIN3). An unknown number answers like a wrong code. */
export async function loginBySms(
  db: Db,
  ctx: RequestContext,
  input: { countryDialingCode: string; mobileNum: string; verificationCode: string; site: 'member' | 'agent' },
): Promise<LoginResponse> {
  const flags = await system.getFlags(db, ctx.merchantId);
  if (!flags.MOBILEVERCODELOGIN3) throw new AppError('FEATURE_DISABLED', 'Sign-in by SMS code is not available');
  const { recipient, account } = await accountByMobile(db, ctx.merchantId, input.countryDialingCode, input.mobileNum);
  await verification.consumeCode(
    db,
    { merchantId: ctx.merchantId, channel: 'sms', recipient, purpose: 'login' },
    input.verificationCode,
  );
  if (!account)
    throw new AppError('CODE_INVALID', 'Please enter a valid verification code', [
      { path: 'verificationCode', message: 'invalid' },
    ]);
  assertMaySignIn(account, input.site);
  await recordAttempt(db, {
    merchantId: ctx.merchantId,
    username: account.username,
    ip: ctx.ip,
    accountId: account.id,
    userAgent: ctx.userAgent,
    success: true,
  });
  // Spec §4: an SMS sign-in never opens the forced change-password step.
  return startSession(db, ctx, account, { via: 'sms' });
}

/** Trial (free play) account: type 4, expires after 24 hours (FREEPLAY3). */
export async function freeplay(db: Db, ctx: RequestContext): Promise<LoginResponse> {
  const flags = await system.getFlags(db, ctx.merchantId);
  if (!flags.FREEPLAY3) throw new AppError('FEATURE_DISABLED', 'Free play is not available');
  const merchant = await system.getMerchant(db, ctx.merchantId);
  return db.transaction(async (tx) => {
    const account = await members.createAccount(tx, {
      merchantId: ctx.merchantId,
      username: `trial${randomBytes(5).toString('hex')}`,
      password: randomBytes(24).toString('base64url'),
      type: 4,
      nickname: 'Trial',
      registerIp: ctx.ip,
      trialExpiresAt: new Date(Date.now() + LIMITS.trialHours * 3_600_000),
    });
    // Play money for the trial, from a funding account kept apart from the house.
    await wallet.transfer(tx, {
      merchantId: ctx.merchantId,
      from: await wallet.systemAccount(tx, ctx.merchantId, 'trial-funding', merchant.currency),
      to: await wallet.walletOf(tx, ctx.merchantId, account.id, merchant.currency),
      amount: TRIAL_BALANCE,
      idempotencyKey: `trial:${account.id}`,
      type: 'TRIAL',
      reason: 'trial.balance',
      actor: 'system',
    });
    return startSession(tx, ctx, account);
  });
}

/**
 * Forgot by e-mail: a 30-minute single-use link goes to the account's e-mail when the username and
 * e-mail belong together. The answer is the same when they do not (nothing is sent then), with
 * the same lookups, token and text built, so the call cannot tell whether an account exists; pass
 * a notifier that delivers after the answer (`verification.deliverInBackground`).
 */
export async function forgotByEmail(
  db: Db,
  notifier: notify.Notifier,
  ctx: RequestContext & { origin: string; lang: string },
  input: { username: string; email: string },
) {
  const [account, merchant] = await Promise.all([
    members.findByUsername(db, ctx.merchantId, input.username),
    system.getMerchant(db, ctx.merchantId),
  ]);
  const token = newToken();
  const tokenHash = sha256(token);
  const body = notify.messageTexts(ctx.lang).reset(merchant.name, `${ctx.origin}/resetPassword?resetToken=${token}`);
  const email = account?.email;
  if (!account || !email || email.toLowerCase() !== input.email.trim().toLowerCase()) return;
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      accountId: account.id,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
    });
    await notify.send(tx, notifier, {
      channel: 'email',
      recipient: email,
      subject: notify.messageTexts(ctx.lang).resetSubject,
      body,
    });
  });
}

/**
 * After a password change through a reset: every other reset link and SMS reset code of the
 * account stops working, so an older link in a mailbox cannot undo the new password.
 */
async function endOtherResets(db: Db, account: members.Account) {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.accountId, account.id), isNull(passwordResets.usedAt)));
  if (account.mobile && account.countryDialingCode) {
    await verification.revokeCodes(db, {
      merchantId: account.merchantId,
      channel: 'sms',
      recipient: `${account.countryDialingCode}${account.mobile}`,
      purpose: 'reset',
    });
  }
}

/**
 * Sets a new password from an e-mailed link; every session of the account ends. A link asked for
 * before the password last changed (by another link, an SMS reset or the member) no longer works.
 */
export async function resetByLink(db: Db, input: { token: string; newPassword: string; confirmNewPassword: string }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .for('update');
    const account = row ? await members.findById(tx, row.accountId) : null;
    if (!row || !account || row.createdAt < account.passwordChangedAt)
      throw new AppError('RESET_LINK_INVALID', 'This reset link has expired or was already used');
    await members.setPassword(tx, row.accountId, input.newPassword, input.confirmNewPassword);
    await endOtherResets(tx, account);
    await revokeOtherSessions(tx, row.accountId, null);
  });
}

/** Forgot by mobile: code, new password, then signed in with a fresh session (other sessions end). */
export async function resetByMobile(
  db: Db,
  ctx: RequestContext,
  input: {
    countryDialingCode: string;
    mobileNum: string;
    verificationCode: string;
    newPassword: string;
    confirmNewPassword: string;
  },
): Promise<LoginResponse> {
  const { recipient, account } = await accountByMobile(db, ctx.merchantId, input.countryDialingCode, input.mobileNum);
  const { issuedAt } = await verification.consumeCode(
    db,
    { merchantId: ctx.merchantId, channel: 'sms', recipient, purpose: 'reset' },
    input.verificationCode,
  );
  // No account, or a code sent before the password last changed: the same answer as a wrong code.
  if (!account || issuedAt < account.passwordChangedAt)
    throw new AppError('CODE_INVALID', 'Please enter a valid verification code', [
      { path: 'verificationCode', message: 'invalid' },
    ]);
  assertMaySignIn(account, 'member');
  return db.transaction(async (tx) => {
    await members.setPassword(tx, account.id, input.newPassword, input.confirmNewPassword);
    await endOtherResets(tx, account);
    await revokeOtherSessions(tx, account.id, null);
    return startSession(tx, ctx, (await members.findById(tx, account.id))!);
  });
}
