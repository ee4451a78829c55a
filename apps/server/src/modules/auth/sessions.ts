import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { LIMITS } from '@jade/contract/limits';
import type { Db } from '../../db/client';
import { newToken, sha256 } from '../../lib/secrets';
import { oneTimeTokens, sessions } from './auth.tables';

export type Session = typeof sessions.$inferSelect;

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
  if (!s) return null;
  const now = Date.now();
  if (s.expiresAt.getTime() <= now || s.lastSeenAt.getTime() + s.idleMinutes * 60_000 <= now) return null;
  if (now - s.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, s.id));
  }
  return s;
}

export async function revokeSession(db: Db, id: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/**
 * Ends every sign-in of an account but one session (password change or reset): the other sessions
 * and every unused remember-me and hand-off token, so that neither an old cookie nor a link
 * issued before the change opens a session afterwards.
 */
export async function revokeOtherSessions(db: Db, accountId: number, keepId: number | null) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.accountId, accountId), isNull(oneTimeTokens.usedAt)));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), keepId === null ? sql`true` : ne(sessions.id, keepId)),
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
