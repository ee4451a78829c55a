import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ACCOUNT_TYPE, isAgentType, type MemberInfo } from '@jade/contract/auth';
import type { Db } from '../../db/client';
import { toIso } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { hashSecret, verifySecret } from '../../lib/secrets';
import { verifyCounted } from './members.attempts';
import { accountsWritten } from './account-writes';
import { accounts } from './members.tables';
import { linkUnder } from './members.tree';

export type Account = typeof accounts.$inferSelect;
/** The accounts table for another module's read that joins it in one statement (the session guard); writes stay here. */
export const accountsForJoin = accounts;
export type NewAccount = Omit<typeof accounts.$inferInsert, 'passwordHash' | 'id'> & { password: string };

export async function findByUsername(db: Db, merchantId: number, username: string): Promise<Account | null> {
  const [a] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.merchantId, merchantId), sql`lower(${accounts.username}) = lower(${username})`))
    .limit(1);
  return a ?? null;
}

export async function findById(db: Db, id: number): Promise<Account | null> {
  const [a] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return a ?? null;
}

export async function findByMobile(db: Db, merchantId: number, dialingCode: string, mobile: string): Promise<Account | null> {
  const [a] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.merchantId, merchantId), eq(accounts.countryDialingCode, dialingCode), eq(accounts.mobile, mobile)))
    .limit(1);
  return a ?? null;
}

/**
 * Creates an account with its password hashed, linked under its upline in the hierarchy; the
 * caller's transaction decides what else goes with it.
 */
export async function createAccount(db: Db, input: NewAccount): Promise<Account> {
  const { password, ...rest } = input;
  const [a] = await db
    .insert(accounts)
    .values({ ...rest, passwordHash: await hashSecret(password) })
    .returning();
  if (a!.uplineId !== null) await linkUnder(db, a!.id, a!.uplineId);
  return a!;
}

export async function updateAccount(db: Db, id: number, patch: Partial<Omit<Account, 'id' | 'merchantId'>>) {
  accountsWritten([id]);
  const [a] = await db.update(accounts).set(patch).where(eq(accounts.id, id)).returning();
  return a!;
}

/**
 * Spends an authenticator time step: true only for the first caller with a step later than the
 * last one spent (one statement, so neither a replay nor two requests at once on any node pass).
 */
export async function spendTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  accountsWritten([id]);
  const spent = await db
    .update(accounts)
    .set({ totpLastStep: step })
    .where(and(eq(accounts.id, id), sql`(${accounts.totpLastStep} is null or ${accounts.totpLastStep} < ${step})`))
    .returning({ id: accounts.id });
  return spent.length > 0;
}

/** Whether the account must change its password before doing anything else. */
export function passwordExpired(a: Account, now = new Date()): boolean {
  return a.mustChangePassword || (a.passwordExpiresAt !== null && a.passwordExpiresAt <= now);
}

/** The member info the web keeps (spec §3): never a secret. */
export function presentMember(a: Account, opts: { forceExpiry: boolean }): MemberInfo {
  return {
    id: a.id,
    account: a.username,
    nickname: a.nickname || a.username,
    type: a.type,
    isAgent: isAgentType(a.type),
    isTrial: a.type === ACCOUNT_TYPE.trial,
    firstTimeLogin: a.previousLoginAt === null,
    passwordExpired: opts.forceExpiry && passwordExpired(a),
    lastLoginAt: a.previousLoginAt ? toIso(a.previousLoginAt) : null,
  };
}

export { onAccountsWritten } from './account-writes';
export { changePassword, setPassword } from './members.password';
export { checkLoginPassword, SECRET_ATTEMPTS } from './members.attempts';
export { noticeSecurityChange, type SecurityChange } from './members.notices';
export { audienceIds, type Audience } from './members.audience';
export { chainBelow, linkUnder, moveUnder, teamCte } from './members.tree';
export { chainLevelsOf, levelOf, levelOfAccount, levelView, myLevel, setLevel } from './prize-levels';
export { getRegisterSettings, saveRegisterSettings } from './register-settings';
export type { RegisterSettingsRow } from './register-settings';

/** The agent that owns an affiliate code, if the code is live. */
export async function findByAffiliateCode(db: Db, merchantId: number, code: string): Promise<Account | null> {
  const [a] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.merchantId, merchantId),
        sql`lower(${accounts.affiliateCode}) = lower(${code})`,
        eq(accounts.status, 'active'),
      ),
    )
    .limit(1);
  return a && isAgentType(a.type) ? a : null;
}

export async function findByReferralCode(db: Db, merchantId: number, code: string): Promise<Account | null> {
  const [a] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.merchantId, merchantId), eq(accounts.referralCode, code)))
    .limit(1);
  return a ?? null;
}

/** Other accounts of the merchant registered from the same address as this one (none when it has none). */
export async function accountsSharingRegisterIp(db: Db, merchantId: number, memberId: number): Promise<number[]> {
  const [me] = await db.select({ ip: accounts.registerIp }).from(accounts).where(eq(accounts.id, memberId));
  if (!me?.ip) return [];
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.merchantId, merchantId), eq(accounts.registerIp, me.ip), ne(accounts.id, memberId)))
    .limit(1_000);
  return rows.map((r) => r.id);
}

/** A new member's own referral code (the default invite link). */
export const newReferralCode = () => randomBytes(5).toString('hex');

/** The member's own referral code, made on first use by an account created without one (operator, agent). */
export async function ensureReferralCode(db: Db, id: number): Promise<string> {
  accountsWritten([id]);
  await db
    .update(accounts)
    .set({ referralCode: newReferralCode() })
    .where(and(eq(accounts.id, id), isNull(accounts.referralCode)));
  return (await findById(db, id))!.referralCode!;
}

/**
 * Checks a member's payment password (PIN) before money leaves the wallet or the PIN changes. Every
 * PIN route shares one counter per account: after 5 wrong tries in a 15-minute window every try
 * is refused, and parallel tries cannot slip past it (see `verifyCounted`).
 */
export async function checkPaymentPassword(
  db: Db,
  account: Account,
  password: string,
  wrong: { code: 'PAYMENT_PASSWORD_WRONG' | 'AUTH_WRONG_PASSWORD'; path: string } = {
    code: 'PAYMENT_PASSWORD_WRONG',
    path: 'paymentPassword',
  },
) {
  // The PIN as stored now, not the caller's session read (which a node may keep for seconds).
  const [row] = await db.select({ hash: accounts.paymentPasswordHash }).from(accounts).where(eq(accounts.id, account.id));
  const hash = row ? row.hash : account.paymentPasswordHash;
  if (!hash) throw new AppError('PAYMENT_PASSWORD_NOT_SET', 'Set a payment password first');
  if (!(await verifyCounted(db, 'pin', account.id, () => verifySecret(hash, password))))
    throw new AppError(wrong.code, 'The payment password is incorrect', [{ path: wrong.path, message: 'wrong' }]);
}

/** The normalised form of a person's name for comparison (case, extra spaces). */
export const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The usernames of several accounts in one query (lists that show who is behind each row). */
export async function usernamesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(inArray(accounts.id, unique));
  return new Map(rows.map((r) => [r.id, r.username]));
}
