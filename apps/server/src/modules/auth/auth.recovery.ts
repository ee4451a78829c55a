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
import { revokeOtherSessions } from './sessions';

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
 * Forgot by e-mail: username and e-mail must belong together ("Username/Email does not exist"
 * otherwise, the spec's message); a 30-minute single-use link goes to that e-mail.
 */
export async function forgotByEmail(
  db: Db,
  notifier: notify.Notifier,
  ctx: RequestContext & { origin: string; lang: string },
  input: { username: string; email: string },
) {
  const account = await members.findByUsername(db, ctx.merchantId, input.username);
  if (!account || !account.email || account.email.toLowerCase() !== input.email.trim().toLowerCase()) {
    throw new AppError('USER_NOT_FOUND', 'Username/Email does not exist');
  }
  const token = newToken();
  const merchant = await system.getMerchant(db, ctx.merchantId);
  const t = verification.messageTexts(ctx.lang);
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ accountId: account.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) });
    await notify.send(tx, notifier, {
      channel: 'email',
      recipient: account.email!,
      subject: t.resetSubject,
      body: t.reset(merchant.name, `${ctx.origin}/resetPassword?resetToken=${token}`),
    });
  });
}

/** Sets a new password from an e-mailed link; every session of the account ends. */
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
    if (!row) throw new AppError('RESET_LINK_INVALID', 'This reset link has expired or was already used');
    await members.setPassword(tx, row.accountId, input.newPassword, input.confirmNewPassword);
    await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.id, row.id));
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
  await verification.consumeCode(
    db,
    { merchantId: ctx.merchantId, channel: 'sms', recipient, purpose: 'reset' },
    input.verificationCode,
  );
  if (!account)
    throw new AppError('CODE_INVALID', 'Please enter a valid verification code', [
      { path: 'verificationCode', message: 'invalid' },
    ]);
  assertMaySignIn(account, 'member');
  return db.transaction(async (tx) => {
    await members.setPassword(tx, account.id, input.newPassword, input.confirmNewPassword);
    await revokeOtherSessions(tx, account.id, null);
    return startSession(tx, ctx, (await members.findById(tx, account.id))!);
  });
}
