import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ACCOUNT_TYPE, isAgentType } from '@jade/contract/auth';
import { LIMITS } from '@jade/contract/limits';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newToken, sha256 } from '../../lib/secrets';
import * as events from '../events/events.service';
import * as members from '../members/members.service';
import { oneTimeTokens, sessions } from './auth.tables';
import * as cache from './sessions.cache';

/** The node's cache of session reads (its switch and its forgets, for the auth plugin). */
export * as cache from './sessions.cache';

export type Session = typeof sessions.$inferSelect;

/** A signed-in caller: the live session and its active account. */
export type Authed = { session: Session; account: members.Account };

/**
 * What a caller must be, from least to most: `signedIn` lets through a session that must change
 * its password first (only reading the member info and changing the password allow that),
 * `member` does not, `realMember` also refuses trial accounts, `agent` also refuses non-agents.
 */
export type Guard = 'signedIn' | 'member' | 'realMember' | 'agent';

/** last_seen_at is written at most this often, so reads do not become writes. */
const TOUCH_EVERY_MS = 60_000;

/** Issues a new session; the token is returned once and only its hash is stored. */
export async function createSession(
  db: Db,
  input: {
    accountId: number;
    ip: string;
    userAgent: string;
    passwordGrace?: boolean;
    passwordChangeRequired?: boolean;
    withdrawOnly?: boolean;
    idleMinutes?: number;
    absoluteHours?: number;
  },
): Promise<{ token: string; session: Session }> {
  const token = newToken();
  const now = Date.now();
  const [session] = await db
    .insert(sessions)
    .values({
      accountId: input.accountId,
      tokenHash: sha256(token),
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 300),
      expiresAt: new Date(now + (input.absoluteHours ?? LIMITS.sessionAbsoluteHours) * 3_600_000),
      idleMinutes: input.idleMinutes ?? LIMITS.sessionIdleMinutes,
      passwordGraceUntil: input.passwordGrace ? new Date(now + LIMITS.passwordGraceMinutes * 60_000) : null,
      passwordChangeRequired: input.passwordChangeRequired ?? false,
      withdrawOnly: input.withdrawOnly ?? false,
    })
    .returning();
  return { token, session: session! };
}

/** The live session of a token: not revoked, within its absolute lifetime and idle timeout. */
export async function findLiveSession(db: Db, token: string): Promise<Session | null> {
  if (!token || token.length > 200) return null;
  const [s] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)))
    .limit(1);
  return s && (await stillLive(db, s, null)) ? s : null;
}

/** Whether a session found by its token is within its lifetimes; its last activity is moved on now and then. */
async function stillLive(db: Db, s: Session, tokenHash: string | null): Promise<boolean> {
  const now = Date.now();
  if (s.expiresAt.getTime() <= now || s.lastSeenAt.getTime() + s.idleMinutes * 60_000 <= now) return false;
  if (now - s.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, s.id));
    if (tokenHash) cache.sessionTouched(tokenHash, new Date(now));
  }
  return true;
}

/**
 * Ends a session (sign-out, or revoked in the security centre) and, in the same transaction,
 * tells every node, which closes its sockets at once.
 */
export async function revokeSession(db: Db, id: number) {
  cache.forgetSessions([id]);
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await events.publishRevoked(
      tx,
      ended.map((s) => s.id),
    );
  });
  cache.forgetSessions([id]);
}

/**
 * Ends every sign-in of an account but one session (password change or reset): the other sessions
 * and every unused remember-me and hand-off token, so that neither an old cookie nor a link
 * issued before the change opens a session afterwards. Every node closes the ended sessions'
 * sockets when the caller's transaction commits.
 */
export async function revokeOtherSessions(db: Db, accountId: number, keepId: number | null) {
  cache.forgetWhileWriting([accountId]);
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.accountId, accountId), isNull(oneTimeTokens.usedAt)));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), keepId === null ? sql`true` : ne(sessions.id, keepId)),
    )
    .returning({ id: sessions.id });
  await events.publishRevoked(
    db,
    ended.map((s) => s.id),
  );
}

/**
 * Spends the account's unused hand-off tokens: signing out ends the 60-second links this browser
 * minted (they travel in URLs), so the next person at a shared computer cannot use one.
 */
export async function revokeHandoffs(db: Db, accountId: number) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.accountId, accountId), eq(oneTimeTokens.kind, 'handoff'), isNull(oneTimeTokens.usedAt)));
}

export async function listActiveSessions(db: Db, accountId: number) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`))
    .orderBy(sql`${sessions.lastSeenAt} desc`);
  const now = Date.now();
  return rows.filter((s) => s.lastSeenAt.getTime() + s.idleMinutes * 60_000 > now);
}

/**
 * The live session of a token and its active account, in whatever state the session is: the node's
 * cached read of the last seconds (`sessions.cache.ts`), or one statement (every signed-in request
 * asks); then the same lifetime checks as `findLiveSession`.
 */
async function sessionOfToken(db: Db, token: string): Promise<Authed | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = sha256(token);
  let row = cache.cachedSession(db, tokenHash);
  if (!row) {
    const began = cache.readBegins();
    const [read] = await sessionQuery(db).execute({ tokenHash });
    if (!read) return null;
    row = cache.rememberSession(db, tokenHash, read, began);
  }
  if (!(await stillLive(db, row.session, tokenHash)) || row.account.status !== 'active') return null;
  return row;
}

/** The session-and-account read, prepared once per database handle (PostgreSQL keeps its plan per connection). */
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();
function prepareSessionQuery(db: Db) {
  const accounts = members.accountsForJoin;
  return db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('session_of_token');
}
function sessionQuery(db: Db) {
  let q = sessionQueries.get(db);
  if (!q) sessionQueries.set(db, (q = prepareSessionQuery(db)));
  return q;
}

/**
 * The caller of a session token as the guard asks, or the refusal with its code: 401
 * `AUTH_NOT_LOGGED_IN` without a live session of an active account, 403
 * `AUTH_PASSWORD_CHANGE_REQUIRED` while the session was opened with an expired password not yet
 * changed, 403 `AUTH_TRIAL_NOT_ALLOWED` (`in_need_true_account`) for a trial account where a real
 * one is needed, 403 `AUTH_NOT_AGENT` for a member on the agent centre (as on its login page).
 */
export async function authenticate(db: Db, token: string, guard: Guard): Promise<Authed> {
  const authed = await sessionOfToken(db, token);
  if (!authed) throw new AppError('AUTH_NOT_LOGGED_IN', 'You are not logged in, please login');
  if (guard === 'signedIn') return authed;
  if (authed.session.passwordChangeRequired)
    throw new AppError('AUTH_PASSWORD_CHANGE_REQUIRED', 'Please change your password first');
  if (guard === 'member') return authed;
  if (authed.account.type === ACCOUNT_TYPE.trial) throw new AppError('AUTH_TRIAL_NOT_ALLOWED', 'in_need_true_account');
  if (guard === 'agent' && !isAgentType(authed.account.type)) throw new AppError('AUTH_NOT_AGENT', 'Non-agents cannot log in');
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
