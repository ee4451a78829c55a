import { and, desc, eq, or } from 'drizzle-orm';
import type { MemberSignIn } from '@jade/contract/ops-members';
import type { Db } from '../../db/client';
import { toIso } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import * as desk from '../members/members-desk.service';
import type * as members from '../members/members.service';
import { loginAttempts, recoveryCodes, sessions } from './auth.tables';

/**
 * The auth module's part of the operator's member desk: who signed in from an address, a
 * member's sign-in history, and removing the recovery codes of an authenticator an operator reset.
 */

/** Accounts that signed in (a session or a successful attempt) from this address, at most `limit`. */
export async function accountIdsByIp(db: Db, merchantId: number, ip: string, limit = 1000): Promise<number[]> {
  const address = ip.trim();
  const [bySession, byAttempt] = await Promise.all([
    db.selectDistinct({ id: sessions.accountId }).from(sessions).where(eq(sessions.ip, address)).limit(limit),
    db
      .selectDistinct({ id: loginAttempts.accountId })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.merchantId, merchantId), eq(loginAttempts.ip, address), eq(loginAttempts.success, true)))
      .limit(limit),
  ]);
  const ids = new Set<number>();
  for (const r of [...bySession, ...byAttempt]) if (r.id !== null) ids.add(r.id);
  return [...ids].slice(0, limit);
}

/** The member's last sign-in attempts (by account, or by its username before the account was known), newest first. */
export async function signInHistory(
  db: Db,
  merchantId: number,
  account: { id: number; username: string },
  limit = 100,
): Promise<MemberSignIn[]> {
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.merchantId, merchantId),
        or(eq(loginAttempts.accountId, account.id), eq(loginAttempts.username, account.username.toLowerCase())),
      ),
    )
    .orderBy(desc(loginAttempts.id))
    .limit(limit);
  return rows.map((r) => ({ ip: r.ip, userAgent: r.userAgent, success: r.success, createdAt: toIso(r.createdAt) }));
}

export async function removeRecoveryCodes(db: Db, accountId: number) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
}

/** The member of a desk route, or 404 USER_NOT_FOUND (staff accounts are not members). */
export async function deskMember(db: Db, merchantId: number, username: string): Promise<members.Account> {
  const account = await desk.deskAccount(db, merchantId, username);
  if (!account) throw new AppError('USER_NOT_FOUND', 'No such member');
  return account;
}
