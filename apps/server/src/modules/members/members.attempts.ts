import { eq } from 'drizzle-orm';
import { numberIssue } from '@jade/contract/common';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifySecret } from '../../lib/secrets';
import { hit, hitsNow, secondsUntilRoom } from '../../plugins/rate-limit';
import { accounts } from './members.tables';

type Account = typeof accounts.$inferSelect;

/**
 * The secrets a signed-in caller proves again before a sensitive change: the six-digit payment
 * password (PIN) and the login password. Each has its own counter per account, shared by every
 * route that checks it (withdrawal, transfers and PIN change share the PIN counter).
 */
export type SecretKind = 'pin' | 'password';

/** Wrong guesses allowed per secret and account in one window; then every try is refused. */
export const SECRET_ATTEMPTS = { max: 5, windowSeconds: 900 } as const;

const tryKey = (kind: SecretKind, accountId: number) => `secret-try:${kind}:${accountId}`;
const okKey = (kind: SecretKind, accountId: number) => `secret-ok:${kind}:${accountId}`;

/** Refused until the tries leave room again (`hit` in plugins/rate-limit counts this window and the one before). */
async function throttled(db: Db, key: string, budget: number) {
  const minutes = Math.max(1, Math.ceil((await secondsUntilRoom(db, key, budget, SECRET_ATTEMPTS.windowSeconds)) / 60));
  return new AppError('AUTH_THROTTLED', `Too many wrong tries; try again in ${minutes} minutes`, [
    numberIssue('retryAfterMinutes', minutes),
  ]);
}

/**
 * Verifies a secret under a budget of wrong guesses. One attempt is taken from the account's
 * counter in a single atomic statement *before* argon2 runs, so parallel requests cannot all pass
 * a "fewer than 5 failures?" read and guess at once: at most `max` wrong verifications per
 * window, however the tries are timed. A success gives its attempt back (counted on a second key,
 * since counters only grow), so a member who types the secret right is never throttled by it.
 * Must run outside a transaction that a wrong answer rolls back, or the attempt is lost with it.
 */
export async function verifyCounted(db: Db, kind: SecretKind, accountId: number, verify: () => Promise<boolean>) {
  const { max, windowSeconds } = SECRET_ATTEMPTS;
  // Successes only raise the budget, so reading them first can only make the check stricter.
  const given = await hitsNow(db, okKey(kind, accountId), windowSeconds);
  if (!(await hit(db, tryKey(kind, accountId), max + given, windowSeconds)))
    throw await throttled(db, tryKey(kind, accountId), max + given);
  if (!(await verify())) return false;
  await hit(db, okKey(kind, accountId), Number.MAX_SAFE_INTEGER, windowSeconds);
  return true;
}

/**
 * Checks the login password of a signed-in caller before a sensitive change (binding a contact,
 * the authenticator, the payment password, a new login password): `AUTH_WRONG_PASSWORD` naming
 * the field when wrong, `AUTH_THROTTLED` after 5 wrong tries in 15 minutes.
 */
export async function checkLoginPassword(db: Db, account: Account, password: string, path = 'loginPassword') {
  // The hash as stored now, not the caller's session read (which a node may keep for seconds).
  const [row] = await db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, account.id));
  const hash = row?.hash ?? account.passwordHash;
  if (!(await verifyCounted(db, 'password', account.id, () => verifySecret(hash, password))))
    throw new AppError('AUTH_WRONG_PASSWORD', 'The login password is wrong', [{ path, message: 'wrong' }]);
}
