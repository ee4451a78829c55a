import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { generateRecoveryCodes, generateTotpSecret, hashRecoveryCode, otpauthUri, verifyTotp } from '../../lib/totp';
import * as members from '../members/members.service';
import * as notify from '../notify/notify.service';
import * as verification from '../verification/verification.service';
import { recoveryCodes, securitySettings, trustedIps } from './auth.tables';

export type TwoFactorMethod = 'totp' | 'sms' | 'email';

/** Whether this sign-in needs a second factor: an address the account has not signed in from before. */
export async function needsSecondFactor(db: Db, account: members.Account, ip: string): Promise<TwoFactorMethod | null> {
  const known = await db.select().from(trustedIps).where(eq(trustedIps.accountId, account.id));
  if (known.length === 0 || known.some((k) => k.ip === ip)) return null;
  if (account.totpEnabled) return 'totp';
  if (account.mobileVerified && account.mobile) return 'sms';
  if (account.emailVerified && account.email) return 'email';
  return null;
}

export async function trustIp(db: Db, accountId: number, ip: string) {
  await db.insert(trustedIps).values({ accountId, ip }).onConflictDoNothing();
}

const mask = (s: string) => (s.length <= 4 ? '****' : `${s.slice(0, 3)}${'*'.repeat(Math.max(3, s.length - 6))}${s.slice(-3)}`);

/** Where the code went, masked, for the prompt ("+977***001"). */
export function destination(account: members.Account, method: TwoFactorMethod): string {
  if (method === 'sms') return mask(`${account.countryDialingCode ?? ''}${account.mobile ?? ''}`);
  if (method === 'email') {
    const [user, domain] = (account.email ?? '').split('@');
    return `${(user ?? '').slice(0, 2)}***@${domain ?? ''}`;
  }
  return '';
}

export type SecuritySettings = typeof securitySettings.$inferSelect;

export async function getSecuritySettings(db: Db, merchantId: number): Promise<SecuritySettings> {
  const [row] = await db.select().from(securitySettings).where(eq(securitySettings.merchantId, merchantId));
  return row ?? { merchantId, newIpVerification: true, sessionIdleMinutes: 30, sessionAbsoluteHours: 12 };
}

export async function saveSecuritySettings(db: Db, merchantId: number, patch: Partial<Omit<SecuritySettings, 'merchantId'>>) {
  const next = { ...(await getSecuritySettings(db, merchantId)), ...patch, merchantId };
  await db.insert(securitySettings).values(next).onConflictDoUpdate({ target: securitySettings.merchantId, set: patch });
  return next;
}

type Ctx = { merchantId: number; ip: string; notifier: notify.Notifier; lang: string; brand: string };

const required = (method: TwoFactorMethod, account: members.Account) =>
  new AppError('AUTH_2FA_REQUIRED', 'A sign-in from a new address needs a one-time code', [
    { path: 'twoFactorCode', message: `${method}:${destination(account, method)}` },
  ]);

/**
 * The second factor of a sign-in from a new address: without a code, sends one (SMS or e-mail; the
 * authenticator needs none) and answers AUTH_2FA_REQUIRED; with one, verifies it or throws.
 */
export async function checkSecondFactor(
  db: Db,
  ctx: Ctx,
  account: members.Account,
  method: TwoFactorMethod,
  code: string | undefined,
) {
  if (!code) {
    if (method !== 'totp') {
      const recipient = method === 'sms' ? `${account.countryDialingCode}${account.mobile}` : account.email!;
      const t = notify.messageTexts(ctx.lang);
      const target = { merchantId: ctx.merchantId, channel: method, recipient, purpose: 'twofa' } as const;
      await verification
        .sendCode(db, ctx.notifier, { ...target, ip: ctx.ip, subject: t.codeSubject, message: (c) => t.code(ctx.brand, c) })
        .catch(async (err: unknown) => {
          // A code sent a moment ago that is still good: ask for it rather than fail. One already
          // used (or expired) cannot be asked for: the member hears to wait instead.
          if (!(err instanceof AppError && err.code === 'CODE_TOO_MANY_REQUESTS')) throw err;
          if (!(await verification.hasLiveCode(db, target))) throw err;
        });
    }
    throw required(method, account);
  }
  if (method === 'totp') return verifyAuthenticator(db, account, code);
  const recipient = method === 'sms' ? `${account.countryDialingCode}${account.mobile}` : account.email!;
  await verification.consumeCode(
    db,
    { merchantId: ctx.merchantId, channel: method, recipient, purpose: 'twofa' },
    code,
    'twoFactorCode',
  );
}

/** An authenticator code (each time step once) or one unused recovery code. */
export async function verifyAuthenticator(db: Db, account: members.Account, code: string) {
  const wrong = () =>
    new AppError('CODE_INVALID', 'Please enter a valid verification code', [{ path: 'twoFactorCode', message: 'invalid' }]);
  const cleaned = code.trim();
  if (/^\d{6}$/.test(cleaned.replace(/\s/g, ''))) {
    const step = account.totpSecret ? verifyTotp(account.totpSecret, cleaned, Date.now()) : null;
    if (step === null || !(await members.spendTotpStep(db, account.id, step))) throw wrong();
    return;
  }
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.accountId, account.id),
        eq(recoveryCodes.codeHash, hashRecoveryCode(cleaned)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning();
  if (used.length === 0) throw wrong();
}

/** Starts authenticator enrolment: a new secret (not active until a code proves the app has it). */
export async function setupAuthenticator(db: Db, account: members.Account, issuer: string) {
  if (account.totpEnabled) throw new AppError('CONFLICT', 'The authenticator app is already on');
  const secret = generateTotpSecret();
  await members.updateAccount(db, account.id, { totpSecret: secret, totpLastStep: null });
  return { secret, otpauthUri: otpauthUri({ issuer: issuer.replace(/:/g, ''), account: account.username, secret }) };
}

/**
 * Turns the authenticator on once the login password (counted) and a code from it verify; answers
 * ten recovery codes, shown once. The account's verified contacts are told.
 */
export async function enableAuthenticator(
  db: Db,
  account: members.Account,
  input: { code: string; loginPassword: string },
  notice: { notifier: notify.Notifier; lang: string; brand: string },
): Promise<string[]> {
  if (account.totpEnabled) throw new AppError('CONFLICT', 'The authenticator app is already on');
  if (!account.totpSecret) throw new AppError('CONFLICT', 'Start the set-up first');
  await members.checkLoginPassword(db, account, input.loginPassword);
  const step = verifyTotp(account.totpSecret, input.code, Date.now());
  if (step === null)
    throw new AppError('CODE_INVALID', 'Please enter a valid verification code', [{ path: 'code', message: 'invalid' }]);
  const codes = generateRecoveryCodes(10);
  await db.transaction(async (tx) => {
    await members.updateAccount(tx, account.id, { totpEnabled: true, totpLastStep: step });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, account.id));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ accountId: account.id, codeHash: hashRecoveryCode(c) })));
    await members.noticeSecurityChange(tx, notice.notifier, account, { kind: 'authenticator', ...notice });
  });
  return codes;
}

export async function disableAuthenticator(db: Db, account: members.Account, code: string) {
  if (!account.totpEnabled) return;
  await verifyAuthenticator(db, account, code);
  await db.transaction(async (tx) => {
    await members.updateAccount(tx, account.id, { totpEnabled: false, totpSecret: null, totpLastStep: null });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, account.id));
  });
}
