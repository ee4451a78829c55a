import { z } from 'zod';
import { Id, MinorUnits } from './common';
import { RecordQuery, RequestId } from './wallet';

/**
 * Deposits, withdrawals, payout accounts, uploads and the operator's payment settings (issue 5).
 * Amounts are integer minor units of the merchant currency.
 */

const Amount = z.number().int().positive().max(1_000_000_000_00);

// ---------------------------------------------------------------- uploads

/** POST /wps/uploads (multipart, one field `file`): png or jpg by its bytes, at most 5 MB. */
export const Upload = z.object({ id: z.string(), contentType: z.enum(['image/png', 'image/jpeg']), size: z.number().int() });
export type Upload = z.infer<typeof Upload>;
export const UploadIds = z.array(z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)).max(3);

// ---------------------------------------------------------------- channels

export const ChannelKind = z.enum(['BANK', 'GATEWAY']);
export type ChannelKind = z.infer<typeof ChannelKind>;

/** The fee of a channel: basis points of the amount plus a fixed part, paid by the member (deducted). */
export const FeeRule = z.object({ percentBp: z.number().int().min(0).max(10_000), fixed: MinorUnits.min(0) });
export type FeeRule = z.infer<typeof FeeRule>;

export const BankAccountInfo = z.object({
  bankName: z.string().min(1).max(100),
  accountName: z.string().min(1).max(100),
  accountNumber: z.string().min(1).max(64),
  branch: z.string().max(100).default(''),
});

/** GET /wps/payments/channels: enabled channels in display order. */
export const PaymentChannel = z.object({
  id: z.number().int(),
  kind: ChannelKind,
  name: z.string(),
  minAmount: MinorUnits,
  maxAmount: MinorUnits,
  fee: FeeRule,
  sort: z.number().int(),
  /** The receiving account (BANK channels only). */
  bank: BankAccountInfo.nullable(),
});
export type PaymentChannel = z.infer<typeof PaymentChannel>;

// ---------------------------------------------------------------- deposits

export const DepositStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED']);
export type DepositStatus = z.infer<typeof DepositStatus>;

/** POST /wps/payments/deposits. `reference` is the bank transfer's reference (BANK channels). */
export const CreateDepositRequest = z
  .object({
    channelId: Id,
    amount: Amount,
    reference: z.string().trim().max(100).optional(),
    receiptUploadId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/)
      .optional(),
    requestId: RequestId,
  })
  .strict();

export const Deposit = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  kind: ChannelKind,
  amount: MinorUnits,
  fee: MinorUnits,
  /** What reaches the wallet: amount − fee. */
  credited: MinorUnits,
  status: DepositStatus,
  reference: z.string().nullable(),
  hasReceipt: z.boolean(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** GATEWAY: the gateway's checkout page to send the member to (while PENDING). */
  redirectUrl: z.string().nullable(),
});
export type Deposit = z.infer<typeof Deposit>;

export const DepositListQuery = RecordQuery.extend({ status: DepositStatus.optional() });

// ---------------------------------------------------------------- payout accounts

export const PayoutKind = z.enum(['BANK', 'EWALLET']);
export type PayoutKind = z.infer<typeof PayoutKind>;

/** POST /wps/payments/payout-accounts. The account name must be the member's real name once set. */
export const CreatePayoutAccountRequest = z
  .object({
    kind: PayoutKind,
    provider: z.string().trim().min(2).max(60),
    accountName: z.string().trim().min(2).max(60),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z-]{4,34}$/, '4-34 letters, digits or -'),
  })
  .strict();

export const PayoutAccount = z.object({
  id: z.number().int(),
  kind: PayoutKind,
  provider: z.string(),
  accountName: z.string(),
  /** Masked except the last 4 characters. */
  accountNumber: z.string(),
  createdAt: z.string(),
});
export type PayoutAccount = z.infer<typeof PayoutAccount>;

// ---------------------------------------------------------------- withdrawals

/** GET /wps/payments/withdraw-info: what the withdraw page needs. */
export const WithdrawInfo = z.object({
  balance: MinorUnits,
  /** balance − bonus still locked by its turnover. */
  withdrawable: MinorUnits,
  locked: MinorUnits,
  minAmount: MinorUnits,
  maxAmount: MinorUnits,
  hasPaymentPassword: z.boolean(),
  realName: z.string().nullable(),
  accounts: z.array(PayoutAccount),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfo>;

/** POST /wps/payments/withdrawals (encrypted: it carries the payment password). */
export const CreateWithdrawalRequest = z
  .object({
    payoutAccountId: Id,
    amount: Amount,
    paymentPassword: z.string().min(1).max(128),
    requestId: RequestId,
  })
  .strict();

/**
 * PENDING (held in clearing) → PAID (operator paid) | REJECTED (returned). After PAID the member
 * confirms RECEIVED, PARTIAL or NOT_RECEIVED (a dispute); with no answer in the merchant's minutes
 * it becomes FORCED_RECEIVED (never refunded). The operator closes a dispute: RESOLVED.
 */
export const WithdrawalStatus = z.enum([
  'PENDING',
  'PAID',
  'REJECTED',
  'RECEIVED',
  'PARTIAL',
  'NOT_RECEIVED',
  'FORCED_RECEIVED',
  'RESOLVED',
]);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

export const Withdrawal = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  amount: MinorUnits,
  status: WithdrawalStatus,
  account: z.object({ kind: PayoutKind, provider: z.string(), accountName: z.string(), accountNumber: z.string() }),
  /** PARTIAL: what the member says arrived. */
  receivedAmount: MinorUnits.nullable(),
  /** Refunded to the wallet when the operator resolved a dispute. */
  refundedAmount: MinorUnits.nullable(),
  proofCount: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** PAID: when it will count as received without an answer. */
  confirmBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

export const WithdrawalListQuery = RecordQuery.extend({ status: WithdrawalStatus.optional() });

/** POST /wps/payments/withdrawals/:id/receipt */
export const ConfirmReceiptRequest = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('RECEIVED') }).strict(),
  z
    .object({
      outcome: z.literal('PARTIAL'),
      receivedAmount: z.number().int().min(0),
      proofUploadIds: UploadIds.default([]),
      note: z.string().trim().max(200).optional(),
    })
    .strict(),
  z
    .object({
      outcome: z.literal('NOT_RECEIVED'),
      proofUploadIds: UploadIds.min(1, 'at least one proof image'),
      note: z.string().trim().max(200).optional(),
    })
    .strict(),
]);
export type ConfirmReceiptRequest = z.infer<typeof ConfirmReceiptRequest>;

export const Paged = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNo: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

// ---------------------------------------------------------------- operator

export const OpsDecisionRequest = z.object({ remark: z.string().trim().max(200).optional() }).strict();

export const OpsDepositListQuery = RecordQuery.pick({ pageNo: true, pageSize: true }).extend({
  status: DepositStatus.optional(),
});
export const OpsDeposit = Deposit.extend({ username: z.string(), receiptUploadId: z.string().nullable() });

export const OpsWithdrawalListQuery = RecordQuery.pick({ pageNo: true, pageSize: true }).extend({
  status: WithdrawalStatus.optional(),
});
export const OpsWithdrawal = Withdrawal.extend({
  username: z.string(),
  accountNumberFull: z.string(),
  proofUploadIds: z.array(z.string()),
  note: z.string().nullable(),
});

/** POST /ops/withdrawals/:id/resolve: close a dispute, returning `refundAmount` (may be 0) to the wallet. */
export const OpsResolveRequest = z
  .object({ refundAmount: z.number().int().min(0), remark: z.string().trim().min(1).max(200) })
  .strict();

export const OpsChannelInput = z
  .object({
    kind: ChannelKind,
    name: z.string().trim().min(1).max(60),
    minAmount: Amount,
    maxAmount: Amount,
    fee: FeeRule,
    sort: z.number().int().min(0).max(10_000),
    enabled: z.boolean(),
    bank: BankAccountInfo.nullable().default(null),
    /** GATEWAY: `sandbox` (the local one) or `http` (a real gateway at `gatewayUrl`). */
    gateway: z
      .object({ provider: z.enum(['sandbox', 'http']), url: z.string().url().optional(), secret: z.string().min(16).max(200) })
      .nullable()
      .default(null),
  })
  .strict()
  .refine((c) => c.minAmount <= c.maxAmount, { message: 'minAmount must not exceed maxAmount', path: ['minAmount'] })
  .refine((c) => (c.kind === 'BANK' ? c.bank !== null : c.gateway !== null), {
    message: 'a BANK channel needs bank, a GATEWAY channel needs gateway',
    path: ['kind'],
  });
export const OpsChannel = PaymentChannel.extend({ enabled: z.boolean(), gatewayProvider: z.string().nullable() });

/** GET/PUT /ops/payment-settings */
export const PaymentSettings = z
  .object({
    walletMode: z.enum(['SINGLE', 'TRANSFER']),
    withdrawMin: Amount,
    withdrawMax: Amount,
    /** A PAID withdrawal with no answer counts as received after this many minutes. */
    autoReceiveMinutes: z
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 30),
    /** A PENDING gateway deposit expires after this many minutes. */
    depositExpiryMinutes: z
      .number()
      .int()
      .min(5)
      .max(60 * 24 * 7),
  })
  .strict()
  .refine((s) => s.withdrawMin <= s.withdrawMax, { message: 'withdrawMin must not exceed withdrawMax', path: ['withdrawMin'] });
export type PaymentSettings = z.infer<typeof PaymentSettings>;

/** POST /ops/members/:username/bonus: a bonus credit locked until `turnover` of valid bets. */
export const OpsBonusRequest = z
  .object({
    amount: Amount,
    turnover: z.number().int().min(0).max(1_000_000_000_00),
    name: z.string().trim().min(1).max(60),
    idempotencyKey: z.string().trim().min(8).max(100),
  })
  .strict();

/** The gateway's server-to-server callback body (signed: see docs/payments-gateway.md). */
export const GatewayCallback = z
  .object({
    orderNo: z.string().min(1).max(64),
    gatewayRef: z.string().min(1).max(100),
    status: z.enum(['PAID', 'FAILED']),
    amount: Amount,
    currency: z.string().min(3).max(3),
  })
  .strict();
export type GatewayCallback = z.infer<typeof GatewayCallback>;
