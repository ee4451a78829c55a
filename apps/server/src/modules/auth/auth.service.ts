import type { FastifyRequest } from 'fastify';
import { ACCOUNT_TYPE, isAgentType, type LoginResponse } from '@jade/contract/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { displayIp } from '../../lib/ip';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import { getSecuritySettings, trustIp } from './twofa';
import { createSession, findLiveSession, revokeHandoffs, revokeOtherSessions, revokeSession, type Session } from './sessions';
import { sessions } from './auth.tables';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

export { consumeCaptcha, createCaptcha } from './captcha';
export { login, type LoginDeps } from './password-login';

export type RequestContext = { merchantId: number; ip: string; userAgent: string };

export function contextOf(req: FastifyRequest, merchantId: number): RequestContext {
  return { merchantId, ip: displayIp(req.ip), userAgent: String(req.headers['user-agent'] ?? '') };
}

export function bearerToken(req: FastifyRequest): string {
  const h = req.headers.authorization ?? '';
  return h.startsWith('Bearer ') ? h.slice(7).trim() : '';
}

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
  });
  await trustIp(db, account.id, ctx.ip);
  return { token, member: { ...members.presentMember(updated, { forceExpiry: force }), passwordExpired: mustChange } };
}

export type Authed = { session: Session; account: members.Account };

/** The live session of a token and its active account, in whatever state the session is. */
async function sessionOfToken(db: Db, token: string): Promise<Authed | null> {
  const session = await findLiveSession(db, token);
  const account = session ? await members.findById(db, session.accountId) : null;
  if (!session || !account || account.status !== 'active') return null;
  return { session, account };
}

/**
 * The signed-in caller even while the session must change its password first: only for what such
 * a session may still do (read the member info, change the password). Else 401 `AUTH_NOT_LOGGED_IN`.
 */
export async function requireSignedIn(db: Db, req: FastifyRequest): Promise<Authed> {
  const authed = await sessionOfToken(db, bearerToken(req));
  if (!authed) throw new AppError('AUTH_NOT_LOGGED_IN', 'You are not logged in, please login');
  return authed;
}

/**
 * The signed-in caller, or 401 `AUTH_NOT_LOGGED_IN`; 403 `AUTH_PASSWORD_CHANGE_REQUIRED` while
 * the session was opened with an expired password that has not been changed yet.
 */
export async function requireMember(db: Db, req: FastifyRequest): Promise<Authed> {
  const authed = await requireSignedIn(db, req);
  if (authed.session.passwordChangeRequired)
    throw new AppError('AUTH_PASSWORD_CHANGE_REQUIRED', 'Please change your password first');
  return authed;
}

/**
 * The member of a bare session token, or null when the session is unknown, revoked or expired,
 * the account is not active or the session must change its password first. For callers that get
 * the token outside a header (the WebSocket) or treat a stranger as a guest (public lists).
 */
export async function memberForToken(db: Db, token: string): Promise<Authed | null> {
  const authed = await sessionOfToken(db, token);
  return authed && !authed.session.passwordChangeRequired ? authed : null;
}

/**
 * Which of these sessions are still live (not revoked, within their absolute and idle lifetimes),
 * in one query and without counting as activity, so that a long-lived connection re-checking its
 * session does not keep the session from idling out.
 */
export async function liveSessionIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        inArray(sessions.id, ids),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} + ${sessions.idleMinutes} * interval '1 minute' > now()`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** A real (non-trial) member: trial accounts get `in_need_true_account`. */
export async function requireRealMember(db: Db, req: FastifyRequest): Promise<Authed> {
  const authed = await requireMember(db, req);
  if (authed.account.type === ACCOUNT_TYPE.trial) throw new AppError('AUTH_TRIAL_NOT_ALLOWED', 'in_need_true_account');
  return authed;
}

/** The signed-in agent (agent centre calls); a member is refused as on the agent login page. */
export async function requireAgent(db: Db, req: FastifyRequest): Promise<members.Account> {
  const { account } = await requireRealMember(db, req);
  if (!isAgentType(account.type)) throw new AppError('AUTH_NOT_AGENT', 'Non-agents cannot log in');
  return account;
}

export async function logout(db: Db, req: FastifyRequest) {
  const session = await findLiveSession(db, bearerToken(req));
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
    await tx
      .update(sessions)
      .set({ passwordGraceUntil: null, passwordChangeRequired: false })
      .where(eq(sessions.id, authed.session.id));
  });
}

export { getSecuritySettings, saveSecuritySettings } from './twofa';
