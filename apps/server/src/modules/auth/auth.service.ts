import type { FastifyRequest } from 'fastify';
import { ACCOUNT_TYPE, isAgentType, type LoginResponse } from '@jade/contract/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { displayIp } from '../../lib/ip';
import { dummyHash, verifySecret } from '../../lib/secrets';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import { failureState, recordAttempt } from './attempts';
import { consumeCaptcha } from './captcha';
import { checkSecondFactor, getSecuritySettings, needsSecondFactor, trustIp } from './twofa';
import type { Notifier } from '../notify/notify.service';
import { createSession, findLiveSession, revokeOtherSessions, revokeSession, type Session } from './sessions';
import { sessions } from './auth.tables';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

export { consumeCaptcha, createCaptcha } from './captcha';

export type RequestContext = { merchantId: number; ip: string; userAgent: string };

export function contextOf(req: FastifyRequest, merchantId: number): RequestContext {
  return { merchantId, ip: displayIp(req.ip), userAgent: String(req.headers['user-agent'] ?? '') };
}

export function bearerToken(req: FastifyRequest): string {
  const h = req.headers.authorization ?? '';
  return h.startsWith('Bearer ') ? h.slice(7).trim() : '';
}

type LoginInput = {
  username: string;
  password: string;
  captchaId?: string | undefined;
  captcha?: string | undefined;
  twoFactorCode?: string | undefined;
  site: 'member' | 'agent';
};

/** What a sign-in needs beyond the request: where to send a second-factor code, in which language. */
export type LoginDeps = { notifier: Notifier; lang: string };

const captchaIssue = [{ path: 'captcha', message: 'required' }];

/**
 * Password sign-in (spec §4): throttle, captcha after repeated failures, password check, account
 * rules (staff never, agent site agents only), then a new session. Every attempt is recorded.
 */
export async function login(db: Db, ctx: RequestContext & LoginDeps, input: LoginInput): Promise<LoginResponse> {
  const who = { merchantId: ctx.merchantId, username: input.username, ip: ctx.ip };
  const before = await failureState(db, who);
  if (before.throttled) {
    const minutes = Math.max(1, Math.ceil((before.retryAt.getTime() - Date.now()) / 60_000));
    throw new AppError('AUTH_THROTTLED', `Too many failed sign-ins. Try again in ${minutes} minutes.`, [
      { path: 'retryAfterMinutes', message: String(minutes) },
    ]);
  }
  if (before.captchaRequired) {
    if (!input.captcha) throw new AppError('AUTH_CAPTCHA_INVALID', 'Please enter captcha', captchaIssue);
    if (!(await consumeCaptcha(db, input.captchaId, input.captcha))) {
      throw new AppError('AUTH_CAPTCHA_INVALID', 'The captcha is wrong', [{ path: 'captcha', message: 'wrong' }]);
    }
  }

  const account = await members.findByUsername(db, ctx.merchantId, input.username);
  const ok = await verifySecret(account?.passwordHash ?? (await dummyHash()), input.password);
  if (!account || !ok) {
    await recordAttempt(db, { ...who, accountId: account?.id ?? null, userAgent: ctx.userAgent, success: false });
    const after = await failureState(db, who);
    throw new AppError(
      'AUTH_INVALID_CREDENTIALS',
      'Username or password is incorrect',
      after.captchaRequired ? captchaIssue : null,
    );
  }
  assertMaySignIn(account, input.site);

  const security = await getSecuritySettings(db, ctx.merchantId);
  const method = security.newIpVerification ? await needsSecondFactor(db, account, ctx.ip) : null;
  if (method) {
    const merchant = await system.getMerchant(db, ctx.merchantId);
    try {
      await checkSecondFactor(db, { ...ctx, brand: merchant.name }, account, method, input.twoFactorCode);
    } catch (err) {
      if (err instanceof AppError && err.code !== 'AUTH_2FA_REQUIRED') {
        await recordAttempt(db, { ...who, accountId: account.id, userAgent: ctx.userAgent, success: false });
      }
      throw err;
    }
  }

  await recordAttempt(db, { ...who, accountId: account.id, userAgent: ctx.userAgent, success: true });
  return startSession(db, ctx, account);
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

/** Records the sign-in on the account and issues a fresh session. */
export async function startSession(
  db: Db,
  ctx: RequestContext,
  account: members.Account,
  opts: { via?: 'password' | 'sms' | 'social' | 'remember' | 'handoff' } = {},
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
  const mustChange = force && members.passwordExpired(updated);
  const security = await getSecuritySettings(db, ctx.merchantId);
  const { token } = await createSession(db, {
    accountId: account.id,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    passwordGrace: mustChange,
    idleMinutes: security.sessionIdleMinutes,
    absoluteHours: security.sessionAbsoluteHours,
  });
  await trustIp(db, account.id, ctx.ip);
  return { token, member: members.presentMember(updated, { forceExpiry: force }) };
}

export type Authed = { session: Session; account: members.Account };

/** The signed-in caller, or 401 `AUTH_NOT_LOGGED_IN`. */
export async function requireMember(db: Db, req: FastifyRequest): Promise<Authed> {
  const authed = await memberForToken(db, bearerToken(req));
  if (!authed) throw new AppError('AUTH_NOT_LOGGED_IN', 'You are not logged in, please login');
  return authed;
}

/**
 * The member of a bare session token, or null when the session is unknown, revoked or expired or
 * the account is not active. For callers that get the token outside a header (the WebSocket).
 */
export async function memberForToken(db: Db, token: string): Promise<Authed | null> {
  const session = await findLiveSession(db, token);
  const account = session ? await members.findById(db, session.accountId) : null;
  if (!session || !account || account.status !== 'active') return null;
  return { session, account };
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
  if (session) await revokeSession(db, session.id);
}

/**
 * Changes the caller's password: the old one is not asked inside the grace window a forced
 * change opened. Every other session of the account is revoked; this one stays, its grace ends.
 */
export async function changeOwnPassword(
  db: Db,
  authed: Authed,
  input: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
) {
  const grace = authed.session.passwordGraceUntil;
  const oldNotNeeded = grace !== null && grace > new Date() && input.oldPassword === undefined;
  await db.transaction(async (tx) => {
    await members.changePassword(tx, authed.account, input, { oldNotNeeded });
    await revokeOtherSessions(tx, authed.account.id, authed.session.id);
    await tx.update(sessions).set({ passwordGraceUntil: null }).where(eq(sessions.id, authed.session.id));
  });
}

export { getSecuritySettings, saveSecuritySettings } from './twofa';
