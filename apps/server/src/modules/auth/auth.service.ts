import { ACCOUNT_TYPE, isAgentType, type LoginResponse } from '@jade/contract/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as members from '../members/members.service';
import * as protection from '../protection/protection.service';
import * as system from '../system/system.service';
import { getSecuritySettings, trustIp } from './twofa';
import {
  createSession,
  findLiveSession,
  revokeHandoffs,
  revokeOtherSessions,
  revokeSession,
  type Authed,
} from './sessions.service';
import { sessions } from './auth.tables';
import { eq } from 'drizzle-orm';

export { consumeCaptcha, createCaptcha } from './captcha';
export { login, type LoginDeps } from './password-login';

/** Who is signing in, from where: the merchant, the caller's address and browser (`req.requestContext`). */
export type RequestContext = { merchantId: number; ip: string; userAgent: string };

/** Refuses accounts that may not sign in here: staff, disabled, expired trial, non-agents on the agent site. */
export function assertMaySignIn(account: members.Account, site: 'member' | 'agent') {
  if (account.type === ACCOUNT_TYPE.staff) throw new AppError('AUTH_NON_MEMBER', 'Non-member account unable to login');
  if (account.status !== 'active') throw new AppError('AUTH_ACCOUNT_DISABLED', 'This account is disabled');
  if (account.trialExpiresAt && account.trialExpiresAt <= new Date()) {
    throw new AppError('AUTH_ACCOUNT_DISABLED', 'This trial account has expired');
  }
  if (site === 'agent' && !isAgentType(account.type)) throw new AppError('AUTH_NOT_AGENT', 'Non-agents cannot log in');
}

/**
 * Records the sign-in on the account and issues a fresh session. A password sign-in with an
 * expired password (PWDEXPFORCECHANGE3) opens a session that must change the password before
 * anything else; a remember-me or hand-off sign-in inherits that from the token it came with.
 */
export async function startSession(
  db: Db,
  ctx: RequestContext,
  account: members.Account,
  opts: { via?: 'password' | 'sms' | 'social' | 'remember' | 'handoff'; passwordChangeRequired?: boolean } = {},
): Promise<LoginResponse> {
  // Player protection: on a break no sign-in opens; a self-excluded member's session only withdraws.
  const excluded = await protection.exclusionOf(db, account.id);
  if (excluded?.kind === 'BREAK')
    throw new AppError('PROTECTION_ON_BREAK', `This account is taking a break until ${excluded.endsAt}`, [
      { path: 'until', message: excluded.endsAt ?? '' },
    ]);
  const flags = await system.getFlags(db, ctx.merchantId);
  const now = new Date();
  const updated = await members.updateAccount(db, account.id, {
    previousLoginAt: account.lastLoginAt,
    lastLoginAt: now,
    firstLoginAt: account.firstLoginAt ?? now,
  });
  // Spec §4: only a password sign-in opens the forced change-password step.
  const force = flags.PWDEXPFORCECHANGE3 && (opts.via ?? 'password') === 'password';
  const mustChange = (force && members.passwordExpired(updated)) || (opts.passwordChangeRequired ?? false);
  const security = await getSecuritySettings(db, ctx.merchantId);
  const { token } = await createSession(db, {
    accountId: account.id,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    passwordGrace: force && mustChange,
    passwordChangeRequired: mustChange,
    idleMinutes: security.sessionIdleMinutes,
    absoluteHours: security.sessionAbsoluteHours,
    withdrawOnly: excluded !== null,
  });
  await trustIp(db, account.id, ctx.ip);
  return {
    token,
    member: {
      ...members.presentMember(updated, { forceExpiry: force }),
      passwordExpired: mustChange,
      excludedUntil: excluded ? (excluded.endsAt ?? 'PERMANENT') : null,
    },
  };
}

/** Ends the session of a token (sign-out); an unknown or dead token is already signed out. */
export async function logout(db: Db, token: string) {
  const session = await findLiveSession(db, token);
  if (!session) return;
  await revokeSession(db, session.id);
  await revokeHandoffs(db, session.accountId);
}

/**
 * Changes the caller's password: the old one is not asked inside the grace window a forced
 * change opened. Every other session and every remember-me and hand-off token of the account
 * ends; this session stays and may do everything again. A given old password is checked (and
 * counted) before the transaction, so that a wrong guess is not rolled back with it.
 */
export async function changeOwnPassword(
  db: Db,
  authed: Authed,
  input: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
) {
  const grace = authed.session.passwordGraceUntil;
  const inGrace = grace !== null && grace > new Date() && input.oldPassword === undefined;
  if (!inGrace && input.oldPassword) await members.checkLoginPassword(db, authed.account, input.oldPassword, 'oldPassword');
  await db.transaction(async (tx) => {
    await members.changePassword(tx, authed.account, input, { oldNotNeeded: inGrace || Boolean(input.oldPassword) });
    await revokeOtherSessions(tx, authed.account.id, authed.session.id);
    // (revokeOtherSessions has made this node forget the account's cached sessions, this one's too.)
    await tx
      .update(sessions)
      .set({ passwordGraceUntil: null, passwordChangeRequired: false })
      .where(eq(sessions.id, authed.session.id));
  });
}

export { getSecuritySettings, saveSecuritySettings } from './twofa';
