import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LoginResponse } from '@jade/contract/auth';
import { LIMITS } from '@jade/contract/limits';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newToken, sha256 } from '../../lib/secrets';
import * as members from '../members/members.service';
import { assertMaySignIn, startSession, type RequestContext } from './auth.service';
import { oneTimeTokens } from './auth.tables';

const HANDOFF_SECONDS = 60;

async function issue(db: Db, kind: 'remember' | 'handoff', accountId: number, ttlMs: number): Promise<string> {
  const token = newToken();
  await db.insert(oneTimeTokens).values({ kind, accountId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** Uses a token once: the account it belongs to, or null when unknown, used or expired. */
async function consume(db: Db, kind: 'remember' | 'handoff', token: string): Promise<members.Account | null> {
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
  return row ? members.findById(db, row.accountId) : null;
}

export const issueRememberToken = (db: Db, accountId: number) => issue(db, 'remember', accountId, LIMITS.rememberLoginMs);

/** Signs in from the remember-me cookie and rotates it (the old token is spent). */
export async function loginByRememberToken(
  db: Db,
  ctx: RequestContext,
  token: string,
): Promise<{ login: LoginResponse; next: string }> {
  const account = await consume(db, 'remember', token);
  if (!account) throw new AppError('AUTH_NOT_LOGGED_IN', 'You are not logged in, please login');
  assertMaySignIn(account, 'member');
  const login = await startSession(db, ctx, account, { via: 'remember' });
  return { login, next: await issueRememberToken(db, account.id) };
}

export async function revokeRememberToken(db: Db, token: string) {
  if (token)
    await db
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(eq(oneTimeTokens.tokenHash, sha256(token)));
}

/** A 60-second, one-time token that hands the caller's sign-in to another app or domain. */
export async function issueHandoff(db: Db, accountId: number) {
  return { handoffToken: await issue(db, 'handoff', accountId, HANDOFF_SECONDS * 1000), expiresInSeconds: HANDOFF_SECONDS };
}

export async function exchangeHandoff(db: Db, ctx: RequestContext, token: string): Promise<LoginResponse> {
  const account = await consume(db, 'handoff', token);
  if (!account) throw new AppError('AUTH_NOT_LOGGED_IN', 'This sign-in link has expired, please login');
  assertMaySignIn(account, 'member');
  return startSession(db, ctx, account, { via: 'handoff' });
}
