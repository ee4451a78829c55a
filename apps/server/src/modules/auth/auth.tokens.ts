import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LoginResponse } from '@jade/contract/auth';
import { LIMITS } from '@jade/contract/limits';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newToken, sha256 } from '../../lib/secrets';
import * as members from '../members/members.service';
import { assertMaySignIn, startSession, type RequestContext } from './auth.service';
import { oneTimeTokens } from './auth.tables';
import { getSecuritySettings, needsSecondFactor } from './twofa';

const HANDOFF_SECONDS = 60;

type Kind = 'remember' | 'handoff';
/** What a token carries over from the sign-in that issued it. */
type Carried = { passwordChangeRequired: boolean };

async function issue(db: Db, kind: Kind, accountId: number, ttlMs: number, carried: Carried): Promise<string> {
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    kind,
    accountId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlMs),
    passwordChangeRequired: carried.passwordChangeRequired,
  });
  return token;
}

/** Uses a token once: its account and what it carries, or null when unknown, used or expired. */
async function consume(db: Db, kind: Kind, token: string): Promise<{ account: members.Account; carried: Carried } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.kind, kind),
        eq(oneTimeTokens.tokenHash, sha256(token)),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  const account = row ? await members.findById(db, row.accountId) : null;
  return row && account ? { account, carried: { passwordChangeRequired: row.passwordChangeRequired } } : null;
}

const NOTHING_CARRIED: Carried = { passwordChangeRequired: false };

/** A remember-me token; one issued with a session that must change its password passes that on. */
export const issueRememberToken = (db: Db, accountId: number, carried = NOTHING_CARRIED) =>
  issue(db, 'remember', accountId, LIMITS.rememberLoginMs, carried);

/**
 * Signs in from the remember-me cookie and rotates it (the old token is spent). From an address
 * the account has not signed in from, the cookie is not enough: it is spent and the answer is
 * `AUTH_2FA_REQUIRED`, so the browser signs in with the password and the one-time code instead.
 */
export async function loginByRememberToken(
  db: Db,
  ctx: RequestContext,
  token: string,
): Promise<{ login: LoginResponse; next: string }> {
  const used = await consume(db, 'remember', token);
  if (!used) throw new AppError('AUTH_NOT_LOGGED_IN', 'You are not logged in, please login');
  const { account, carried } = used;
  assertMaySignIn(account, 'member');
  const security = await getSecuritySettings(db, ctx.merchantId);
  if (security.newIpVerification && (await needsSecondFactor(db, account, ctx.ip)))
    throw new AppError('AUTH_2FA_REQUIRED', 'A sign-in from a new address needs the password and a one-time code');
  const login = await startSession(db, ctx, account, { via: 'remember', ...carried });
  return { login, next: await issueRememberToken(db, account.id, carried) };
}

export async function revokeRememberToken(db: Db, token: string) {
  if (token)
    await db
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(eq(oneTimeTokens.tokenHash, sha256(token)));
}

/**
 * A 60-second, one-time token that hands the caller's sign-in to another app or domain; a session
 * that must change its password first hands that state on.
 */
export async function issueHandoff(db: Db, accountId: number, carried = NOTHING_CARRIED) {
  return {
    handoffToken: await issue(db, 'handoff', accountId, HANDOFF_SECONDS * 1000, carried),
    expiresInSeconds: HANDOFF_SECONDS,
  };
}

/** Opens a session from a hand-off token, in the state of the session that issued it. */
export async function exchangeHandoff(db: Db, ctx: RequestContext, token: string): Promise<LoginResponse> {
  const used = await consume(db, 'handoff', token);
  if (!used) throw new AppError('AUTH_NOT_LOGGED_IN', 'This sign-in link has expired, please login');
  assertMaySignIn(used.account, 'member');
  return startSession(db, ctx, used.account, { via: 'handoff', ...used.carried });
}
