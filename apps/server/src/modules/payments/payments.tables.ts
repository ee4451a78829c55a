import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../lib/images';
import type { DepositStatus, PayoutKind, WithdrawalStatus } from '@jade/contract/payments';
import { accounts } from '../members/members.tables';
import { merchants } from '../system/system.tables';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The merchant's money settings: wallet mode, withdrawal limits and the auto-receive and expiry minutes. */
export const paymentSettings = pgTable('payment_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  walletMode: text('wallet_mode').$type<'SINGLE' | 'TRANSFER'>().notNull().default('SINGLE'),
  withdrawMin: money('withdraw_min').notNull().default(10_000),
  withdrawMax: money('withdraw_max').notNull().default(50_000_000),
  autoReceiveMinutes: integer('auto_receive_minutes').notNull().default(1440),
  depositExpiryMinutes: integer('deposit_expiry_minutes').notNull().default(30),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type BankInfo = { bankName: string; accountName: string; accountNumber: string; branch: string };
export type GatewayInfo = { provider: 'sandbox' | 'http'; url?: string | undefined; secret: string };

/** Deposit channels configured by the operator: a bank account to transfer to, or a payment gateway. */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind').$type<'BANK' | 'GATEWAY'>().notNull(),
    name: text('name').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    feePercentBp: integer('fee_percent_bp').notNull().default(0),
    feeFixed: money('fee_fixed').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    bank: jsonb('bank').$type<BankInfo>(),
    gateway: jsonb('gateway').$type<GatewayInfo>(),
  },
  (t) => [index('payment_channels_merchant').on(t.merchantId, t.sort)],
);

/** A member's deposit order; the ledger credit happens once, when it turns APPROVED. */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => accounts.id),
    orderNo: text('order_no').notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('PENDING'),
    reference: text('reference'),
    receiptUploadId: text('receipt_upload_id'),
    requestId: text('request_id').notNull(),
    gatewayRef: text('gateway_ref'),
    remark: text('remark'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at'),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('deposits_order_no').on(t.orderNo),
    uniqueIndex('deposits_member_request').on(t.memberId, t.requestId),
    index('deposits_member').on(t.memberId, t.id),
    index('deposits_status').on(t.merchantId, t.status, t.id),
    check('deposits_amount_positive', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
  ],
);

/** Where a member's withdrawals are paid: a bank account or an e-wallet. Removed ones are kept, hidden. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<PayoutKind>().notNull(),
    provider: text('provider').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
  },
  (t) => [index('payout_accounts_member').on(t.memberId)],
);

/**
 * A withdrawal: the amount is held in clearing from the request on; the payout account is copied
 * so later edits do not change what was paid where.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => accounts.id),
    orderNo: text('order_no').notNull(),
    requestId: text('request_id').notNull(),
    amount: money('amount').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('PENDING'),
    payoutKind: text('payout_kind').$type<PayoutKind>().notNull(),
    payoutProvider: text('payout_provider').notNull(),
    payoutName: text('payout_name').notNull(),
    payoutNumber: text('payout_number').notNull(),
    receivedAmount: money('received_amount'),
    refundedAmount: money('refunded_amount'),
    proofUploadIds: jsonb('proof_upload_ids').$type<string[]>().notNull().default([]),
    note: text('note'),
    remark: text('remark'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    confirmBy: at('confirm_by'),
    confirmedAt: at('confirmed_at'),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_order_no').on(t.orderNo),
    uniqueIndex('withdrawals_member_request').on(t.memberId, t.requestId),
    index('withdrawals_member').on(t.memberId, t.id),
    index('withdrawals_status').on(t.merchantId, t.status, t.confirmBy),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Images members upload (deposit receipts, withdrawal proofs): bytes in the database, never on a served path. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('uploads_owner').on(t.ownerId)],
);

/** What gateways told us about an order (each callback, verified or not), for the operator. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    event: text('event').notNull(),
    detail: jsonb('detail'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('payment_events_order').on(t.orderNo)],
);
