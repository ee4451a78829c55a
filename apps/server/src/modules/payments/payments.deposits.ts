import { and, count, desc, eq, gte, inArray, lt, or, sql, sum } from 'drizzle-orm';
import type { CreateDepositRequest, Deposit, DepositStatus } from '@jade/contract/payments';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import { AppError } from '../../lib/app-error';
import * as members from '../members/members.service';
import * as protection from '../protection/protection.service';
import * as system from '../system/system.service';
import * as events from '../events/events.service';
import * as wallet from '../wallet/wallet.service';
import { gatewayFor } from './payments.gateways';
import { iso, newOrderNo } from './payments.orders';
import { feeOf, findChannel, getPaymentSettings, type ChannelRow } from './payments.settings';
import { deposits, paymentChannels } from './payments.tables';
import { assertOwnUploads } from './payments.uploads';

export type DepositRow = typeof deposits.$inferSelect;
const MAX_PENDING = 5;

export function presentDeposit(d: DepositRow, channel: ChannelRow): Deposit {
  const amount = toInt(d.amount);
  const fee = toInt(d.fee);
  return {
    id: d.id,
    orderNo: d.orderNo,
    channelId: d.channelId,
    channelName: channel.name,
    kind: channel.kind,
    amount,
    fee,
    credited: amount - fee,
    status: d.status,
    reference: d.reference,
    hasReceipt: d.receiptUploadId !== null,
    remark: d.remark,
    createdAt: iso(d.createdAt)!,
    decidedAt: iso(d.decidedAt),
    redirectUrl: channel.kind === 'GATEWAY' && d.status === 'PENDING' ? gatewayFor(channel).checkoutUrl(d, channel) : null,
  };
}

/** Checks an amount against a channel's or the merchant's limits; the issue names both bounds. */
export function assertInRange(amount: number, min: number, max: number) {
  if (amount < min || amount > max)
    throw new AppError('AMOUNT_OUT_OF_RANGE', `The amount must be between ${min} and ${max}`, [
      { path: 'amount', message: `${min}-${max}` },
    ]);
}

/**
 * A member's deposit order on an enabled channel. A repeated requestId answers the first order.
 * Bank transfers wait for the operator; gateway orders carry the checkout URL and expire.
 */
export async function createDeposit(
  db: Db,
  merchantId: number,
  member: members.Account,
  input: z.infer<typeof CreateDepositRequest>,
): Promise<Deposit> {
  const channel = await findChannel(db, merchantId, input.channelId);
  if (!channel || !channel.enabled) throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE', 'This payment channel is not available');
  const [existing] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.memberId, member.id), eq(deposits.requestId, input.requestId)));
  if (existing) {
    if (existing.channelId !== channel.id || toInt(existing.amount) !== input.amount)
      throw new AppError('CONFLICT', 'This request id was used for another deposit');
    return presentDeposit(existing, channel);
  }
  assertInRange(input.amount, toInt(channel.minAmount), toInt(channel.maxAmount));
  const fee = feeOf({ percentBp: channel.feePercentBp, fixed: toInt(channel.feeFixed) }, input.amount);
  if (fee >= input.amount)
    throw new AppError('AMOUNT_OUT_OF_RANGE', 'The amount does not cover the fee', [{ path: 'amount', message: 'fee' }]);
  if (input.receiptUploadId) await assertOwnUploads(db, member.id, [input.receiptUploadId], 'receiptUploadId');
  const [pending] = await db
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.memberId, member.id), eq(deposits.status, 'PENDING')));
  if ((pending?.n ?? 0) >= MAX_PENDING)
    throw new AppError('DEPOSIT_PENDING_LIMIT', `At most ${MAX_PENDING} deposits can wait for approval at once`);
  const settings = await getPaymentSettings(db, merchantId);
  // The member's deposit limits (player protection) counted with the orders still pending, in
  // the transaction that records this one, so two tabs cannot both take the last of the room.
  // Pending orders, and gateway orders expired in the last day (a gateway may still confirm one).
  const pendingSum = async (tx: Db) => {
    const [r] = await tx
      .select({ n: sum(deposits.amount) })
      .from(deposits)
      .where(
        and(
          eq(deposits.memberId, member.id),
          or(
            eq(deposits.status, 'PENDING'),
            and(eq(deposits.status, 'EXPIRED'), gte(deposits.createdAt, new Date(Date.now() - 86_400_000))),
          ),
        ),
      );
    return toInt(r?.n ?? 0);
  };
  const row = await db.transaction(async (tx) => {
    await protection.checkDeposit(tx, {
      merchantId,
      memberId: member.id,
      amount: input.amount,
      pending: () => pendingSum(tx),
      isRepeat: async () =>
        (
          await tx
            .select({ id: deposits.id })
            .from(deposits)
            .where(and(eq(deposits.memberId, member.id), eq(deposits.requestId, input.requestId)))
        ).length > 0,
    });
    const [inserted] = await tx
      .insert(deposits)
      .values({
        merchantId,
        memberId: member.id,
        orderNo: newOrderNo('D'),
        channelId: channel.id,
        amount: input.amount,
        fee,
        reference: channel.kind === 'BANK' ? (input.reference ?? null) : null,
        receiptUploadId: channel.kind === 'BANK' ? (input.receiptUploadId ?? null) : null,
        requestId: input.requestId,
        expiresAt: channel.kind === 'GATEWAY' ? new Date(Date.now() + settings.depositExpiryMinutes * 60_000) : null,
      })
      .onConflictDoNothing()
      .returning();
    return inserted;
  });
  if (!row) return createDeposit(db, merchantId, member, input); // a concurrent twin won: answer it
  return presentDeposit(row, channel);
}

export async function listDeposits(
  db: Db,
  merchantId: number,
  memberId: number | null,
  q: { pageNo: number; pageSize: number; status?: DepositStatus | undefined; from?: Date | undefined; to?: Date | undefined },
) {
  const where = and(
    eq(deposits.merchantId, merchantId),
    memberId === null ? undefined : eq(deposits.memberId, memberId),
    q.status ? eq(deposits.status, q.status) : undefined,
    q.from ? gte(deposits.createdAt, q.from) : undefined,
    q.to ? lt(deposits.createdAt, q.to) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(deposits).where(where);
  const rows = await db
    .select({ d: deposits, c: paymentChannels })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .where(where)
    .orderBy(desc(deposits.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { rows, total: total?.n ?? 0 };
}

export async function depositWithChannel(db: Db, merchantId: number, where: { id?: number; orderNo?: string }) {
  const [row] = await db
    .select({ d: deposits, c: paymentChannels })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .where(
      and(
        eq(deposits.merchantId, merchantId),
        where.id !== undefined ? eq(deposits.id, where.id) : eq(deposits.orderNo, where.orderNo ?? ''),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'No such deposit');
  return row;
}

/**
 * Approves a deposit and credits the wallet, once: the state moves by a conditional UPDATE and the
 * ledger key is the deposit's id. Approving an approved deposit answers it unchanged. A gateway's
 * late PAID may approve an EXPIRED order (the money did arrive).
 */
export async function approveDeposit(
  tx: Db,
  merchantId: number,
  id: number,
  opts: { actor: string; remark?: string | undefined; gatewayRef?: string | undefined; allowExpired?: boolean },
): Promise<DepositRow> {
  const from: DepositStatus[] = opts.allowExpired ? ['PENDING', 'EXPIRED'] : ['PENDING'];
  const [row] = await tx
    .update(deposits)
    .set({
      status: 'APPROVED',
      decidedAt: new Date(),
      remark: opts.remark ?? null,
      ...(opts.gatewayRef ? { gatewayRef: opts.gatewayRef } : {}),
    })
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.id, id), inArray(deposits.status, from)))
    .returning();
  if (!row) return settled(tx, merchantId, id, 'APPROVED');
  const merchant = await system.getMerchant(tx, merchantId);
  const credited = toInt(row.amount) - toInt(row.fee);
  const res = await wallet.transfer(tx, {
    merchantId,
    from: await wallet.systemAccount(tx, merchantId, 'deposits', merchant.currency),
    to: await wallet.walletOf(tx, merchantId, row.memberId, merchant.currency),
    amount: credited,
    idempotencyKey: `deposit:${row.id}`,
    type: 'DEPOSIT',
    reason: 'deposit',
    reference: row.orderNo,
    actor: opts.actor,
  });
  const [done] = await tx.update(deposits).set({ transferId: res.transferId }).where(eq(deposits.id, row.id)).returning();
  await events.publishPayments(tx, row.memberId);
  return done!;
}

export async function rejectDeposit(
  tx: Db,
  merchantId: number,
  id: number,
  opts: { remark?: string | undefined; gatewayRef?: string | undefined },
): Promise<DepositRow> {
  const [row] = await tx
    .update(deposits)
    .set({
      status: 'REJECTED',
      decidedAt: new Date(),
      remark: opts.remark ?? null,
      ...(opts.gatewayRef ? { gatewayRef: opts.gatewayRef } : {}),
    })
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.id, id), eq(deposits.status, 'PENDING')))
    .returning();
  if (!row) return settled(tx, merchantId, id, 'REJECTED');
  await events.publishPayments(tx, row.memberId);
  return row;
}

/** The order after a decision that did not apply: itself if already in `wanted`, else a conflict. */
async function settled(tx: Db, merchantId: number, id: number, wanted: DepositStatus): Promise<DepositRow> {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.id, id)));
  if (!row) throw new AppError('NOT_FOUND', 'No such deposit');
  if (row.status === wanted) return row;
  throw new AppError('ORDER_STATE_CONFLICT', `The deposit is ${row.status.toLowerCase()}`);
}

/** Gateway orders nobody paid in time become EXPIRED (a scheduled job; idempotent). */
export async function expireDeposits(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .update(deposits)
    .set({ status: 'EXPIRED', decidedAt: now })
    .where(and(eq(deposits.status, 'PENDING'), sql`${deposits.expiresAt} is not null`, lt(deposits.expiresAt, now)))
    .returning({ id: deposits.id });
  return rows.length;
}
