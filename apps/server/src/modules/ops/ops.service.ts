import { desc } from 'drizzle-orm';
import type { FeatureFlag } from '@jade/contract/flags';
import type { LocalizedText, OpsSystemSettings } from '@jade/contract/system';
import type { Db } from '../../db/client';
import { toIso } from '../../db/normalize';
import { AppError, invalidField } from '../../lib/app-error';
import { parseRange } from '../../lib/ip';
import * as auth from '../auth/auth.service';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import * as wallet from '../wallet/wallet.service';
import { auditLog } from './ops.tables';

export type Actor = { name: string; ip: string };

/** Records one operator write; called inside the transaction of the write itself. */
export async function recordAudit(db: Db, actor: Actor, action: string, before: unknown, after: unknown) {
  await db.insert(auditLog).values({ actor: actor.name, ip: actor.ip, action, before, after });
}

/**
 * One operator write: read the state before, write, and record both in the audit log, all in one
 * transaction; caches of this node are cleared after it commits.
 */
export async function audited<T>(
  db: Db,
  actor: Actor,
  action: string,
  read: (tx: Db) => Promise<unknown>,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  const after = await db.transaction(async (tx) => {
    const before = await read(tx);
    const result = await write(tx);
    await recordAudit(tx, actor, action, before, result);
    return result;
  });
  system.invalidateSystemCache(db);
  return after;
}

export async function listAudit(db: Db, limit: number) {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    actor: r.actor,
    action: r.action,
    before: r.before,
    after: r.after,
    createdAt: toIso(r.createdAt),
  }));
}

function present(s: system.SettingsRow): OpsSystemSettings {
  return {
    maintenance: s.maintenance,
    maintenanceTitle: s.maintenanceTitle as LocalizedText,
    maintenanceContent: s.maintenanceContent as LocalizedText,
    blockedRanges: s.blockedRanges,
    regionContent: s.regionContent as LocalizedText,
  };
}

export async function readSystem(db: Db, merchantId: number) {
  return present(await system.getSettings(db, merchantId));
}

export async function setMaintenance(
  db: Db,
  merchantId: number,
  actor: Actor,
  input: { maintenance: boolean; title?: LocalizedText | undefined; content?: LocalizedText | undefined },
) {
  return audited(
    db,
    actor,
    'system.maintenance',
    (tx) => readSystem(tx, merchantId),
    async (tx) =>
      present(
        await system.updateSettings(tx, merchantId, {
          maintenance: input.maintenance,
          ...(input.title ? { maintenanceTitle: input.title } : {}),
          ...(input.content ? { maintenanceContent: input.content } : {}),
        }),
      ),
  );
}

export async function setBlockedRanges(
  db: Db,
  merchantId: number,
  actor: Actor,
  input: { ranges: string[]; content?: LocalizedText | undefined },
) {
  const ranges = input.ranges.map((r, i) => {
    if (!parseRange(r)) throw invalidField(`ranges.${i}`, `"${r}" is not an IP address or CIDR range`);
    return r.trim();
  });
  const patch = { blockedRanges: [...new Set(ranges)], ...(input.content ? { regionContent: input.content } : {}) };
  return audited(
    db,
    actor,
    'system.blockedRanges',
    (tx) => readSystem(tx, merchantId),
    async (tx) => present(await system.updateSettings(tx, merchantId, patch)),
  );
}

export async function setFlags(db: Db, merchantId: number, actor: Actor, flags: Partial<Record<FeatureFlag, boolean>>) {
  return audited(
    db,
    actor,
    'flags.set',
    (tx) => system.getFlagsFresh(tx, merchantId),
    async (tx) => {
      await system.setFlags(tx, merchantId, flags);
      return system.getFlagsFresh(tx, merchantId);
    },
  );
}

export async function setRegisterSettings(
  db: Db,
  merchantId: number,
  actor: Actor,
  patch: Partial<Pick<members.RegisterSettingsRow, 'usernameRule' | 'passwordRule' | 'fields' | 'minimumAge'>>,
) {
  return audited(
    db,
    actor,
    'register.settings',
    (tx) => members.getRegisterSettings(tx, merchantId),
    (tx) => members.saveRegisterSettings(tx, merchantId, patch),
  );
}

/** Creates an account as an operator (no self-service rules apply); audited without secrets. */
export async function createAccount(
  db: Db,
  merchantId: number,
  actor: Actor,
  input: {
    username: string;
    password: string;
    type: number;
    nickname?: string | undefined;
    countryDialingCode?: string | undefined;
    mobile?: string | undefined;
    email?: string | undefined;
    uplineUsername?: string | undefined;
    affiliateCode?: string | undefined;
  },
) {
  return db.transaction(async (tx) => {
    if (await members.findByUsername(tx, merchantId, input.username)) {
      throw new AppError('USERNAME_TAKEN', 'This username is already taken', [{ path: 'username', message: 'taken' }]);
    }
    const upline = input.uplineUsername ? await members.findByUsername(tx, merchantId, input.uplineUsername) : null;
    if (input.uplineUsername && !upline) throw invalidField('uplineUsername', 'no such account');
    const account = await members.createAccount(tx, {
      merchantId,
      username: input.username,
      password: input.password,
      type: input.type,
      nickname: input.nickname ?? input.username,
      countryDialingCode: input.mobile ? (input.countryDialingCode ?? '+977') : null,
      mobile: input.mobile ?? null,
      mobileVerified: Boolean(input.mobile),
      email: input.email ?? null,
      emailVerified: Boolean(input.email),
      uplineId: upline?.id ?? null,
      affiliateCode: input.affiliateCode ?? null,
    });
    const after = { id: account.id, username: account.username, type: account.type };
    await recordAudit(tx, actor, 'accounts.create', null, {
      ...after,
      mobile: account.mobile,
      email: account.email,
      uplineId: account.uplineId,
    });
    return after;
  });
}

export async function setSecuritySettings(
  db: Db,
  merchantId: number,
  actor: Actor,
  patch: {
    newIpVerification?: boolean | undefined;
    sessionIdleMinutes?: number | undefined;
    sessionAbsoluteHours?: number | undefined;
  },
) {
  const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return audited(
    db,
    actor,
    'security.settings',
    (tx) => auth.getSecuritySettings(tx, merchantId),
    (tx) => auth.saveSecuritySettings(tx, merchantId, clean),
  );
}

export async function setDomainRoutes(
  db: Db,
  merchantId: number,
  actor: Actor,
  routes: { domain: string; route: string; affiliateCode?: string | null | undefined }[],
) {
  await audited(
    db,
    actor,
    'system.domainRoutes',
    (tx) => system.listDomainRoutes(tx, merchantId),
    async (tx) => {
      await system.setDomainRoutes(tx, merchantId, routes);
      return routes;
    },
  );
}

/**
 * Credits (amount > 0) or debits (amount < 0) a member's wallet against the merchant's
 * adjustments account, with the reason on the transfer and in the audit log. A debit above the
 * balance is refused; the idempotency key makes a retried call move money once.
 */
export async function adjustWallet(
  db: Db,
  merchantId: number,
  actor: Actor,
  username: string,
  input: { amount: number; reason: string; idempotencyKey: string },
) {
  return db.transaction(async (tx) => {
    const member = await members.findByUsername(tx, merchantId, username);
    if (!member) throw new AppError('NOT_FOUND', `No account ${username}`);
    const merchant = await system.getMerchant(tx, merchantId);
    const memberWallet = await wallet.walletOf(tx, merchantId, member.id, merchant.currency);
    const adjustments = await wallet.systemAccount(tx, merchantId, 'adjustments', merchant.currency);
    const credit = input.amount > 0;
    const res = await wallet.transfer(tx, {
      merchantId,
      from: credit ? adjustments : memberWallet,
      to: credit ? memberWallet : adjustments,
      amount: Math.abs(input.amount),
      idempotencyKey: `ops:${input.idempotencyKey}`,
      type: 'ADJUST',
      reason: `ops.adjust: ${input.reason}`,
      actor: actor.name,
    });
    const balance = (credit ? res.toBalance : res.fromBalance) ?? 0;
    if (!res.replayed) {
      await recordAudit(tx, actor, 'wallet.adjust', null, {
        username,
        amount: input.amount,
        reason: input.reason,
        transferId: res.transferId,
        balance,
      });
    }
    return { transferId: res.transferId, replayed: res.replayed, balance };
  });
}

/** Credits a bonus from the merchant's bonus account, locked until `turnover` of valid bets; once per key. */
export async function grantBonus(
  db: Db,
  merchantId: number,
  actor: Actor,
  username: string,
  input: { amount: number; turnover: number; name: string; idempotencyKey: string },
) {
  return db.transaction(async (tx) => {
    const member = await members.findByUsername(tx, merchantId, username);
    if (!member) throw new AppError('NOT_FOUND', `No account ${username}`);
    const merchant = await system.getMerchant(tx, merchantId);
    const res = await wallet.transfer(tx, {
      merchantId,
      from: await wallet.systemAccount(tx, merchantId, 'bonus', merchant.currency),
      to: await wallet.walletOf(tx, merchantId, member.id, merchant.currency),
      amount: input.amount,
      idempotencyKey: `ops:bonus:${input.idempotencyKey}`,
      type: 'BONUS',
      reason: `bonus: ${input.name}`,
      actor: actor.name,
    });
    if (!res.replayed) {
      await wallet.recordBonusGrant(tx, {
        merchantId,
        memberId: member.id,
        name: input.name,
        amount: input.amount,
        turnover: input.turnover,
        transferId: res.transferId,
      });
      await recordAudit(tx, actor, 'wallet.bonus', null, { username, ...input, transferId: res.transferId });
    }
    return { transferId: res.transferId, replayed: res.replayed, balance: res.toBalance ?? 0 };
  });
}

/** Any member's account record, for the operator. */
export async function memberLedger(db: Db, merchantId: number, username: string, page: { pageNo: number; pageSize: number }) {
  const member = await members.findByUsername(db, merchantId, username);
  if (!member) throw new AppError('NOT_FOUND', `No account ${username}`);
  const merchant = await system.getMerchant(db, merchantId);
  const w = await wallet.walletOf(db, merchantId, member.id, merchant.currency);
  return wallet.transactionsOf(db, w.id, page);
}
