import { and, eq, sql } from 'drizzle-orm';
import {
  LIMIT_COOLING_OFF_HOURS,
  LIMIT_PERIODS,
  MONEY_LIMIT_KINDS,
  type Limit,
  type LimitKind,
  type LimitPeriod,
  type LimitRef,
  type Limits,
  type LimitSetting,
  type MoneyLimitKind,
} from '@jade/contract/protection';
import type { Db } from '../../db/client';
import { LOCKS } from '../../db/locks';
import { numberIssue } from '@jade/contract/common';
import { AppError } from '../../lib/app-error';
import { addDays, businessDay, dayStartAt, weekOf } from '../../lib/business-days';
import * as figures from '../figures/figures.service';
import * as system from '../system/system.service';
import * as wallet from '../wallet/wallet.service';
import { exclusionOf } from './protection.exclusions';
import { protectionLimits, protectionSettings } from './protection.tables';

type Row = typeof protectionLimits.$inferSelect;
type Usage = Record<MoneyLimitKind, Record<LimitPeriod, number>>;
export type BetRefusal = 'PROTECTION_EXCLUDED' | 'PROTECTION_SESSION_LIMIT' | 'PROTECTION_LOSS_LIMIT' | 'PROTECTION_WAGER_LIMIT';

const MINUTE = 60_000;
const COOLING_OFF_MS = LIMIT_COOLING_OFF_HOURS * 3_600_000;
const SLOTS: { kind: LimitKind; period: LimitPeriod }[] = [
  ...MONEY_LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => ({ kind, period }))),
  { kind: 'SESSION', period: 'DAY' },
];

/** The value in force at `now`: a pending change once its time has come (null: no limit). */
const effective = (row: Row | undefined, now: Date) =>
  !row ? null : row.pendingAt !== null && row.pendingAt <= now ? row.pendingAmount : row.amount;
const pendingOf = (row: Row | undefined, now: Date) =>
  row?.pendingAt && row.pendingAt > now ? { amount: row.pendingAmount, effectiveAt: row.pendingAt.toISOString() } : null;

/** [from, to) of the business period holding `now` on the merchant's clock (weeks from Monday). */
export function periodOf(period: LimitPeriod, now: Date, offset: number): { from: Date; to: Date } {
  const day = businessDay(now, offset);
  if (period === 'DAY') return { from: dayStartAt(day, offset), to: dayStartAt(addDays(day, 1), offset) };
  if (period === 'WEEK') {
    const monday = weekOf(day);
    return { from: dayStartAt(monday, offset), to: dayStartAt(addDays(monday, 7), offset) };
  }
  const [y, m] = day.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { from: dayStartAt(`${day.slice(0, 7)}-01`, offset), to: dayStartAt(next, offset) };
}

/** Takes the member's protection lock for the transaction: limit checks and changes one at a time. */
const lockMember = (tx: Db, memberId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.merchant.memberProtection}::int, ${memberId}::int)`);

const rowsOf = (db: Db, memberId: number) => db.select().from(protectionLimits).where(eq(protectionLimits.memberId, memberId));

/** The member's session block and the first bet of the business day (null when none). */
async function settingsOf(db: Db, memberId: number) {
  const [row] = await db
    .select({ until: protectionSettings.sessionBlockedUntil, playStartedAt: protectionSettings.playStartedAt })
    .from(protectionSettings)
    .where(eq(protectionSettings.memberId, memberId));
  return { until: row?.until ?? null, playStartedAt: row?.playStartedAt ?? null };
}

/**
 * What each money limit's current period used, from the member's wallet figures (buckets, queue
 * and the raw entries of partial hours — exact at any clock): wagers are stakes less refunded
 * ones, losses wagers less wins, deposits the money deposited.
 */
async function moneyUsed(db: Db, merchantId: number, memberId: number, now: Date, offset: number): Promise<Usage> {
  const ranges = LIMIT_PERIODS.map((p) => ({ label: p, from: periodOf(p, now, offset).from, to: null }));
  const rows = await figures.sums(db, merchantId, { member: memberId }, ranges, ['L']);
  const usage = { DEPOSIT: {}, LOSS: {}, WAGER: {} } as Usage;
  for (const p of LIMIT_PERIODS) {
    const t = (key: string) => figures.total(rows, { label: p, kind: 'L', key });
    const wager = t('BET').b - t('BET_REFUND').a;
    usage.WAGER[p] = wager;
    usage.LOSS[p] = wager - (t('WIN').a - t('WIN').b);
    usage.DEPOSIT[p] = t('DEPOSIT').a;
  }
  return usage;
}

/**
 * Minutes the member has played this business day: since its first bet (`playStartedAt`), which
 * neither signing out nor a new sign-in resets; 0 before the day's first bet.
 */
const playMinutes = (playStartedAt: Date | null, now: Date, offset: number) =>
  playStartedAt === null || playStartedAt < periodOf('DAY', now, offset).from
    ? 0
    : Math.max(0, Math.floor((now.getTime() - playStartedAt.getTime()) / MINUTE));

/** Every limit of the member with what its period used and what is left, and the session block. */
export async function getLimits(db: Db, merchantId: number, memberId: number, now = new Date()): Promise<Limits> {
  const { utcOffsetMinutes: offset } = await system.getMerchant(db, merchantId);
  const [rows, usage, { until, playStartedAt }] = await Promise.all([
    rowsOf(db, memberId),
    moneyUsed(db, merchantId, memberId, now, offset),
    settingsOf(db, memberId),
  ]);
  const limits: Limit[] = SLOTS.map(({ kind, period }) => {
    const row = rows.find((r) => r.kind === kind && r.period === period);
    const amount = effective(row, now);
    const used = kind === 'SESSION' ? playMinutes(playStartedAt, now, offset) : usage[kind][period];
    return {
      kind,
      period,
      amount,
      used,
      remaining: amount === null ? null : Math.max(0, amount - used),
      periodEndsAt: periodOf(period, now, offset).to.toISOString(),
      pending: pendingOf(row, now),
    };
  });
  return { limits, sessionBlockedUntil: until && until > now ? until.toISOString() : null };
}

/**
 * Sets or removes one limit. A new or lower limit applies at once (dropping any pending change); a
 * higher one, or a removal, waits out the cooling-off period as the pending change (asking again
 * for the same change keeps its time). The member's bets take the guarded path from now on.
 */
export async function setLimit(db: Db, memberId: number, s: LimitSetting, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [row] = (await rowsOf(tx, memberId)).filter((r) => r.kind === s.kind && r.period === s.period);
    const current = effective(row, now);
    const pending = pendingOf(row, now);
    let next: { amount: number | null; pendingAmount: number | null; pendingAt: Date | null };
    if (s.amount === current || (s.amount !== null && (current === null || s.amount < current)))
      next = { amount: s.amount, pendingAmount: null, pendingAt: null };
    else if (pending && pending.amount === s.amount)
      next = { amount: current, pendingAmount: s.amount, pendingAt: row!.pendingAt };
    else next = { amount: current, pendingAmount: s.amount, pendingAt: new Date(now.getTime() + COOLING_OFF_MS) };
    await tx
      .insert(protectionLimits)
      .values({ memberId, kind: s.kind, period: s.period, ...next })
      .onConflictDoUpdate({
        target: [protectionLimits.memberId, protectionLimits.kind, protectionLimits.period],
        set: { ...next, updatedAt: now },
      });
    await wallet.setGuard(tx, memberId, true);
  });
}

/** Drops the pending change of one limit (the limit in force stays). */
export async function cancelPending(db: Db, memberId: number, ref: LimitRef, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [row] = (await rowsOf(tx, memberId)).filter((r) => r.kind === ref.kind && r.period === ref.period);
    if (!row || !pendingOf(row, now)) return;
    await tx
      .update(protectionLimits)
      .set({ amount: row.amount, pendingAmount: null, pendingAt: null, updatedAt: now })
      .where(
        and(
          eq(protectionLimits.memberId, memberId),
          eq(protectionLimits.kind, ref.kind),
          eq(protectionLimits.period, ref.period),
        ),
      );
  });
}

/**
 * Whether the member's limits allow a bet of `stake`, inside the transaction that places it and
 * under the member's lock (two bets of one member never both pass on the same room): refused on a
 * break or a self-exclusion; refused while a session block lasts; the day's first bet starts the
 * session limit's count, and play past the limit starts a block until the next business day
 * (written here: the caller commits before it answers the refusal); refused when the losses or
 * wagers of any period, with this stake, would pass their limit. A member with nothing left to
 * guard goes back to the fast path.
 */
export async function checkBet(
  tx: Db,
  c: { merchantId: number; memberId: number; stake: number; isRepeat?: () => Promise<boolean> },
  now = new Date(),
): Promise<BetRefusal | null> {
  await lockMember(tx, c.memberId);
  // A repeat that raced its first call here goes on to meet its first answer, never a refusal.
  if (await c.isRepeat?.()) return null;
  const [rows, { until, playStartedAt }, excluded] = await Promise.all([
    rowsOf(tx, c.memberId),
    settingsOf(tx, c.memberId),
    exclusionOf(tx, c.memberId, now),
  ]);
  if (excluded) return 'PROTECTION_EXCLUDED';
  const live = rows.filter((r) => effective(r, now) !== null || pendingOf(r, now) !== null);
  if (live.length === 0 && !(until && until > now)) {
    await wallet.setGuard(tx, c.memberId, false);
    return null;
  }
  if (until && until > now) return 'PROTECTION_SESSION_LIMIT';
  const { utcOffsetMinutes: offset } = await system.getMerchant(tx, c.merchantId);
  const limitOf = (kind: LimitKind, period: LimitPeriod) =>
    effective(
      rows.find((r) => r.kind === kind && r.period === period),
      now,
    );
  const session = limitOf('SESSION', 'DAY');
  if (session !== null && (playStartedAt === null || playStartedAt < periodOf('DAY', now, offset).from)) {
    // The day's first bet starts the count.
    await tx
      .insert(protectionSettings)
      .values({ memberId: c.memberId, playStartedAt: now })
      .onConflictDoUpdate({ target: protectionSettings.memberId, set: { playStartedAt: now, updatedAt: now } });
  } else if (session !== null && playMinutes(playStartedAt, now, offset) >= session) {
    const endOfDay = periodOf('DAY', now, offset).to;
    await tx
      .insert(protectionSettings)
      .values({ memberId: c.memberId, sessionBlockedUntil: endOfDay })
      .onConflictDoUpdate({ target: protectionSettings.memberId, set: { sessionBlockedUntil: endOfDay, updatedAt: now } });
    return 'PROTECTION_SESSION_LIMIT';
  }
  const played = (['LOSS', 'WAGER'] as const).some((k) => LIMIT_PERIODS.some((p) => limitOf(k, p) !== null));
  if (!played) return null;
  const usage = await moneyUsed(tx, c.merchantId, c.memberId, now, offset);
  for (const kind of ['LOSS', 'WAGER'] as const)
    for (const p of LIMIT_PERIODS) {
      const limit = limitOf(kind, p);
      if (limit !== null && usage[kind][p] + c.stake > limit)
        return kind === 'LOSS' ? 'PROTECTION_LOSS_LIMIT' : 'PROTECTION_WAGER_LIMIT';
    }
  return null;
}

/**
 * Refuses a deposit order the member's deposit limits do not leave room for, counting the
 * deposits of each period and the orders still pending (`pending`, minor units), inside the
 * transaction that records the order and under the member's lock.
 */
export async function checkDeposit(
  tx: Db,
  c: { merchantId: number; memberId: number; amount: number; pending: () => Promise<number>; isRepeat?: () => Promise<boolean> },
  now = new Date(),
): Promise<void> {
  if (await exclusionOf(tx, c.memberId, now))
    throw new AppError('PROTECTION_EXCLUDED', 'Deposits are closed during a break or self-exclusion');
  const rows = (await rowsOf(tx, c.memberId)).filter((r) => r.kind === 'DEPOSIT');
  if (!rows.some((r) => effective(r, now) !== null)) return;
  await lockMember(tx, c.memberId);
  // A twin of an order already recorded is answered with that order, not checked again.
  if (await c.isRepeat?.()) return;
  const { utcOffsetMinutes: offset } = await system.getMerchant(tx, c.merchantId);
  const [usage, pending] = await Promise.all([moneyUsed(tx, c.merchantId, c.memberId, now, offset), c.pending()]);
  for (const p of LIMIT_PERIODS) {
    const limit = effective(
      rows.find((r) => r.period === p),
      now,
    );
    if (limit === null) continue;
    const room = Math.max(0, limit - usage.DEPOSIT[p] - pending);
    if (c.amount > room)
      throw new AppError('PROTECTION_DEPOSIT_LIMIT', `Your deposit limit leaves room for ${room} this period`, [
        numberIssue('amount', room),
      ]);
  }
}
