import { and, count, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { ConfirmReceiptRequest, CreatePayoutAccountRequest, Withdrawal, WithdrawalStatus } from '@jade/contract/payments';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import { AppError } from '../../lib/app-error';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import * as events from '../events/events.service';
import * as wallet from '../wallet/wallet.service';
import { assertInRange } from './payments.deposits';
import { iso, maskNumber, newOrderNo } from './payments.orders';
import { getPaymentSettings } from './payments.settings';
import { payoutAccounts, withdrawals } from './payments.tables';
import { assertOwnUploads } from './payments.uploads';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
const MAX_PAYOUT_ACCOUNTS = 5;

export function presentWithdrawal(w: WithdrawalRow): Withdrawal {
  return {
    id: w.id,
    orderNo: w.orderNo,
    amount: toInt(w.amount),
    status: w.status,
    account: {
      kind: w.payoutKind,
      provider: w.payoutProvider,
      accountName: w.payoutName,
      accountNumber: maskNumber(w.payoutNumber),
    },
    receivedAmount: w.receivedAmount === null ? null : toInt(w.receivedAmount),
    refundedAmount: w.refundedAmount === null ? null : toInt(w.refundedAmount),
    proofCount: w.proofUploadIds.length,
    remark: w.remark,
    createdAt: iso(w.createdAt)!,
    paidAt: iso(w.paidAt),
    confirmBy: w.status === 'PAID' ? iso(w.confirmBy) : null,
    confirmedAt: iso(w.confirmedAt),
  };
}

export async function listPayoutAccounts(db: Db, memberId: number) {
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt)))
    .orderBy(payoutAccounts.id);
  return rows.map((a) => ({
    id: a.id,
    kind: a.kind,
    provider: a.provider,
    accountName: a.accountName,
    accountNumber: maskNumber(a.accountNumber),
    createdAt: iso(a.createdAt)!,
  }));
}

/**
 * Binds a payout account. Its name must be the member's real name once that is set; the first
 * account of a member without a real name sets it (so every later one must match).
 */
export async function addPayoutAccount(db: Db, member: members.Account, input: z.infer<typeof CreatePayoutAccountRequest>) {
  return db.transaction(async (tx) => {
    const [n] = await tx
      .select({ n: count() })
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.memberId, member.id), isNull(payoutAccounts.removedAt)));
    if ((n?.n ?? 0) >= MAX_PAYOUT_ACCOUNTS)
      throw new AppError('PAYOUT_ACCOUNT_LIMIT', `At most ${MAX_PAYOUT_ACCOUNTS} payout accounts can be bound`);
    const fresh = await members.findById(tx, member.id);
    if (fresh?.realName) {
      if (!members.sameName(fresh.realName, input.accountName))
        throw new AppError('PAYOUT_NAME_MISMATCH', 'The account name must be your real name', [
          { path: 'accountName', message: 'must match the real name' },
        ]);
    } else {
      await members.updateAccount(tx, member.id, { realName: input.accountName.trim().replace(/\s+/g, ' ') });
    }
    await tx.insert(payoutAccounts).values({ memberId: member.id, ...input });
    return listPayoutAccounts(tx, member.id);
  });
}

export async function removePayoutAccount(db: Db, memberId: number, id: number) {
  const rows = await db
    .update(payoutAccounts)
    .set({ removedAt: new Date() })
    .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt)))
    .returning({ id: payoutAccounts.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such payout account');
}

/** What a member may withdraw now: the balance less the bonuses still locked by their turnover. */
export async function withdrawable(db: Db, merchantId: number, memberId: number, currency: string) {
  const w = await wallet.walletOf(db, merchantId, memberId, currency);
  const { balance, locked, free } = await wallet.spendable(db, w);
  return { wallet: w, balance, locked, withdrawable: free };
}

/** The withdrawal a member already made with this requestId (a retry), or null; another amount is a conflict. */
async function sameRequest(db: Db, memberId: number, input: { amount: number; requestId: string }) {
  const [again] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, input.requestId)));
  if (!again) return null;
  if (toInt(again.amount) !== input.amount) throw new AppError('CONFLICT', 'This request id was used for another withdrawal');
  return presentWithdrawal(again);
}

/**
 * A withdrawal: checks the payment password and limits, then holds the amount (wallet → clearing,
 * a `wallet.spend`) in the same transaction as the order. The wallet row is locked first so two
 * requests of one member cannot both spend the same withdrawable money, and a repeated requestId
 * answers the first.
 */
export async function createWithdrawal(
  db: Db,
  merchantId: number,
  member: members.Account,
  input: { payoutAccountId: number; amount: number; paymentPassword: string; requestId: string },
): Promise<Withdrawal> {
  const again = await sameRequest(db, member.id, input);
  if (again) return again;
  await members.checkPaymentPassword(db, member, input.paymentPassword);
  const settings = await getPaymentSettings(db, merchantId);
  assertInRange(input.amount, settings.withdrawMin, settings.withdrawMax);
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(
      and(eq(payoutAccounts.id, input.payoutAccountId), eq(payoutAccounts.memberId, member.id), isNull(payoutAccounts.removedAt)),
    );
  if (!account)
    throw new AppError('VALIDATION_FAILED', 'No such payout account', [{ path: 'payoutAccountId', message: 'unknown' }]);
  const merchant = await system.getMerchant(db, merchantId);
  return db.transaction(async (tx) => {
    const w = await wallet.walletOf(tx, merchantId, member.id, merchant.currency);
    await wallet.lockWallet(tx, w);
    // Concurrent requests with one requestId wait on the wallet lock; the later ones find the first here.
    const raced = await sameRequest(tx, member.id, input);
    if (raced) return raced;
    let row: WithdrawalRow | undefined;
    await wallet.spend(tx, { merchantId, from: w, amount: input.amount, type: 'WITHDRAW' }, async () => {
      [row] = await tx
        .insert(withdrawals)
        .values({
          merchantId,
          memberId: member.id,
          orderNo: newOrderNo('W'),
          requestId: input.requestId,
          amount: input.amount,
          payoutKind: account.kind,
          payoutProvider: account.provider,
          payoutName: account.accountName,
          payoutNumber: account.accountNumber,
        })
        .returning();
      return {
        to: await wallet.systemAccount(tx, merchantId, 'withdraw-clearing', merchant.currency),
        idempotencyKey: `withdraw:${row!.id}`,
        reason: 'withdraw.hold',
        reference: row!.orderNo,
        actor: `member:${member.id}`,
      };
    });
    return presentWithdrawal(row!);
  });
}

export async function listWithdrawals(
  db: Db,
  merchantId: number,
  memberId: number | null,
  q: {
    pageNo: number;
    pageSize: number;
    /** One status, or any of several (the operator's open disputes: PARTIAL and NOT_RECEIVED). */
    status?: WithdrawalStatus | readonly WithdrawalStatus[] | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
  },
) {
  const where = and(
    eq(withdrawals.merchantId, merchantId),
    memberId === null ? undefined : eq(withdrawals.memberId, memberId),
    typeof q.status === 'string'
      ? eq(withdrawals.status, q.status)
      : q.status
        ? inArray(withdrawals.status, [...q.status])
        : undefined,
    q.from ? gte(withdrawals.createdAt, q.from) : undefined,
    q.to ? lt(withdrawals.createdAt, q.to) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { rows, total: total?.n ?? 0 };
}

export async function findWithdrawal(db: Db, merchantId: number, id: number, memberId: number | null) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.merchantId, merchantId),
        eq(withdrawals.id, id),
        memberId === null ? undefined : eq(withdrawals.memberId, memberId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'No such withdrawal');
  return row;
}

/** Moves a withdrawal from one of `from` to `to` with a conditional UPDATE; a conflict when it was not there. */
async function move(tx: Db, merchantId: number, id: number, from: WithdrawalStatus[], set: Partial<WithdrawalRow>) {
  const [row] = await tx
    .update(withdrawals)
    .set(set)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id), inArray(withdrawals.status, from)))
    .returning();
  if (row) {
    await events.publishPayments(tx, row.memberId);
    return row;
  }
  const current = await findWithdrawal(tx, merchantId, id, null);
  throw new AppError('ORDER_STATE_CONFLICT', `The withdrawal is ${current.status.toLowerCase()}`);
}

async function ledgerMove(
  tx: Db,
  merchantId: number,
  row: WithdrawalRow,
  step: 'pay' | 'reject' | 'resolve',
  amount: number,
  actor: string,
) {
  const merchant = await system.getMerchant(tx, merchantId);
  const clearing = await wallet.systemAccount(tx, merchantId, 'withdraw-clearing', merchant.currency);
  const payouts = await wallet.systemAccount(tx, merchantId, 'payouts', merchant.currency);
  const member = await wallet.walletOf(tx, merchantId, row.memberId, merchant.currency);
  const [from, to] = step === 'pay' ? [clearing, payouts] : step === 'reject' ? [clearing, member] : [payouts, member];
  await wallet.transfer(tx, {
    merchantId,
    from,
    to,
    amount,
    idempotencyKey: `withdraw-${step}:${row.id}`,
    type: step === 'pay' ? 'WITHDRAW' : 'WITHDRAW_REFUND',
    reason: `withdraw.${step}`,
    reference: row.orderNo,
    actor,
  });
}

/** The operator paid it: clearing → payouts; the member has the merchant's minutes to confirm receipt. */
export async function payWithdrawal(tx: Db, merchantId: number, id: number, actor: string, remark?: string) {
  const settings = await getPaymentSettings(tx, merchantId);
  const now = new Date();
  const row = await move(tx, merchantId, id, ['PENDING'], {
    status: 'PAID',
    paidAt: now,
    confirmBy: new Date(now.getTime() + settings.autoReceiveMinutes * 60_000),
    remark: remark ?? null,
  });
  await ledgerMove(tx, merchantId, row, 'pay', toInt(row.amount), actor);
  return row;
}

/** The operator refused it: the held amount returns to the wallet. */
export async function rejectWithdrawal(tx: Db, merchantId: number, id: number, actor: string, remark?: string) {
  const row = await move(tx, merchantId, id, ['PENDING'], {
    status: 'REJECTED',
    remark: remark ?? null,
    confirmedAt: new Date(),
  });
  await ledgerMove(tx, merchantId, row, 'reject', toInt(row.amount), actor);
  return row;
}

/** The member's answer after payment: received in full, partly (a dispute) or not at all (a dispute with proofs). */
export async function confirmReceipt(db: Db, merchantId: number, memberId: number, id: number, input: ConfirmReceiptRequest) {
  const current = await findWithdrawal(db, merchantId, id, memberId);
  if (input.outcome !== 'RECEIVED') await assertOwnUploads(db, memberId, input.proofUploadIds, 'proofUploadIds');
  if (input.outcome === 'PARTIAL' && input.receivedAmount >= toInt(current.amount))
    throw new AppError('VALIDATION_FAILED', 'A partial amount must be less than the withdrawal', [
      { path: 'receivedAmount', message: 'less than the amount' },
    ]);
  return move(db, merchantId, id, ['PAID'], {
    status: input.outcome,
    confirmedAt: new Date(),
    receivedAmount: input.outcome === 'PARTIAL' ? input.receivedAmount : input.outcome === 'RECEIVED' ? toInt(current.amount) : 0,
    ...(input.outcome !== 'RECEIVED' ? { proofUploadIds: input.proofUploadIds, note: input.note ?? null } : {}),
  });
}

/** The operator closes a dispute, returning `refund` (at most the amount) to the wallet. */
export async function resolveDispute(
  tx: Db,
  merchantId: number,
  id: number,
  actor: string,
  input: { refundAmount: number; remark: string },
) {
  const current = await findWithdrawal(tx, merchantId, id, null);
  if (input.refundAmount > toInt(current.amount))
    throw new AppError('VALIDATION_FAILED', 'The refund exceeds the withdrawal', [
      { path: 'refundAmount', message: 'at most the amount' },
    ]);
  const row = await move(tx, merchantId, id, ['PARTIAL', 'NOT_RECEIVED'], {
    status: 'RESOLVED',
    refundedAmount: input.refundAmount,
    remark: input.remark,
    resolvedAt: new Date(),
  });
  if (input.refundAmount > 0) await ledgerMove(tx, merchantId, row, 'resolve', input.refundAmount, actor);
  return row;
}

/** PAID withdrawals past their confirm-by time count as received (FORCED_RECEIVED, never refunded). Idempotent. */
export async function autoReceive(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .update(withdrawals)
    .set({ status: 'FORCED_RECEIVED', confirmedAt: now, receivedAmount: sql`${withdrawals.amount}` })
    .where(and(eq(withdrawals.status, 'PAID'), lte(withdrawals.confirmBy, now)))
    .returning({ id: withdrawals.id });
  return rows.length;
}

/** A payout account's provider and number as compared: case, spaces and separators do not tell two apart. */
const sameProvider = (a: string, b: string) =>
  sql.raw(`lower(btrim(regexp_replace(${a}, '\\s+', ' ', 'g'))) = lower(btrim(regexp_replace(${b}, '\\s+', ' ', 'g')))`);
const sameNumber = (a: string, b: string) =>
  sql.raw(`upper(regexp_replace(${a}, '[^0-9A-Za-z]', '', 'g')) = upper(regexp_replace(${b}, '[^0-9A-Za-z]', '', 'g'))`);

/**
 * Other members with a payout account of the same provider and number as one of this member's
 * (removed ones too; "Nabil Bank 0011-2233" is "nabil  bank 00112233"): one person's several
 * accounts (the promotions' duplicate rule).
 */
export async function membersSharingPayoutAccount(db: Db, memberId: number): Promise<number[]> {
  const rows = await db.execute(sql`
    select distinct p2.member_id from payout_accounts p1
      join payout_accounts p2 on ${sameProvider('p2.provider', 'p1.provider')} and ${sameNumber('p2.account_number', 'p1.account_number')}
       and p2.member_id <> p1.member_id
     where p1.member_id = ${memberId}::int`);
  return (rows as unknown as { rows: { member_id: number }[] }).rows.map((r) => Number(r.member_id));
}
