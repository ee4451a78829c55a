import { z } from 'zod';
import { IsoDay, MinorUnits } from './common';

/** GET /wps/v2/wallets/balance: integer minor units with the merchant currency. */
export const WalletBalance = z.object({ balance: MinorUnits, currency: z.string(), currencySymbol: z.string() });
export type WalletBalance = z.infer<typeof WalletBalance>;

/** Play money a trial (free play) account starts with, in minor units (रु 10,000.00). */
export const TRIAL_BALANCE = 1_000_000;

/** Operator credit (positive) or debit (negative) of a member wallet, with its reason; idempotent by key. */
export const OpsAdjustRequest = z
  .object({
    amount: z
      .number()
      .int()
      .refine((n) => n !== 0 && Math.abs(n) <= 1_000_000_000_00, 'a non-zero amount of minor units'),
    reason: z.string().trim().min(3).max(200),
    idempotencyKey: z.string().trim().min(8).max(100),
  })
  .strict();
export const OpsAdjustResponse = z.object({ transferId: z.number().int(), replayed: z.boolean(), balance: MinorUnits });

// ---------------------------------------------------------------- wallet mode and transfers

/** GET /wps/relay/GCS_merchantWallet: single wallet (vendors use the main balance) or transfer wallet. */
export const MerchantWallet = z.object({ isSingle: z.boolean() });

/** GET /wps/relay/GCS_vendorWallets: the main balance and each vendor's sub-wallet (transfer mode). */
export const VendorWallets = z.object({
  main: MinorUnits,
  wallets: z.array(z.object({ vendor: z.string(), name: z.string(), balance: MinorUnits, maintenance: z.boolean() })),
});
export type VendorWallets = z.infer<typeof VendorWallets>;

const Amount = z.number().int().positive().max(1_000_000_000_00);
/** A client-made id (8-64 characters, e.g. a UUID) that makes a retried request move money once. */
export const RequestId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '8-64 letters, digits, - or _');

/**
 * POST /wps/relay/GCS_walletTransfer: `MAIN` or a vendor code on each side; `recallAll` brings
 * every vendor wallet back to main. `requestId` makes a retried click move money once.
 */
export const WalletTransferRequest = z.union([
  z.object({ from: z.string().min(1).max(40), to: z.string().min(1).max(40), amount: Amount, requestId: RequestId }).strict(),
  z.object({ recallAll: z.literal(true), requestId: RequestId }).strict(),
]);
export type WalletTransferRequest = z.infer<typeof WalletTransferRequest>;

/** POST /wps/wallet/transfer-upline (encrypted: it carries the payment password). */
export const UplineTransferRequest = z
  .object({ amount: Amount, paymentPassword: z.string().min(1).max(128), requestId: RequestId })
  .strict();
export const UplineInfo = z.object({ upline: z.string().nullable(), balance: MinorUnits, hasPaymentPassword: z.boolean() });
export const UplineTransferResult = z.object({ transferId: z.number().int(), balance: MinorUnits, upline: z.string() });

// ---------------------------------------------------------------- records

/** The kinds of movement the account record shows (the ledger reason's first part). */
export const TransactionType = z.enum([
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_REFUND',
  'TRANSFER',
  'BET',
  'BET_REFUND',
  'WIN',
  'BONUS',
  'ADJUST',
  'TRIAL',
  'COMMISSION',
]);
export type TransactionType = z.infer<typeof TransactionType>;

/** Paging (from 1) and an inclusive date range in the member's days. */
export const RecordQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  from: IsoDay.optional(),
  to: IsoDay.optional(),
  /** The member's offset from UTC in minutes (e.g. 345 for Nepal): days are the member's days. */
  tz: z.coerce.number().int().min(-720).max(840).default(0),
});

/** GET /wps/wallet/transactions (transactionHistory). */
export const TransactionQuery = RecordQuery.extend({ type: TransactionType.optional() });
export const TransactionRecord = z.object({
  id: z.number().int(),
  type: TransactionType,
  /** Signed: + into the wallet, − out of it. */
  amount: MinorUnits,
  balanceAfter: MinorUnits,
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type TransactionRecord = z.infer<typeof TransactionRecord>;
const InOut = z.object({ in: MinorUnits, out: MinorUnits });
export const TransactionPage = z.object({
  list: z.array(TransactionRecord),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageTotals: InOut,
  totals: InOut,
});
export type TransactionPage = z.infer<typeof TransactionPage>;

/** GET /wps/wallet/bets (personalHistoryCopy, betting record). */
export const BetQuery = RecordQuery.extend({ category: z.string().max(20).optional() });
export const BetRecord = z.object({
  id: z.number().int(),
  roundRef: z.string(),
  vendor: z.string(),
  category: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  stake: MinorUnits,
  win: MinorUnits,
  /** win − stake, the member's point of view. */
  profit: MinorUnits,
  status: z.enum(['OPEN', 'SETTLED', 'CANCELLED']),
  result: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BetRecord = z.infer<typeof BetRecord>;
const BetSums = z.object({ stake: MinorUnits, win: MinorUnits, profit: MinorUnits });
export const BetPage = z.object({
  list: z.array(BetRecord),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageTotals: BetSums,
  totals: BetSums,
});
export type BetPage = z.infer<typeof BetPage>;

/** GET /wps/wallet/profit (personalProfit): profit and loss by category and by day. */
export const ProfitQuery = RecordQuery.omit({ pageNo: true, pageSize: true });
const ProfitRow = z.object({ rounds: z.number().int(), stake: MinorUnits, win: MinorUnits, profit: MinorUnits });
export const ProfitReport = z.object({
  byCategory: z.array(ProfitRow.extend({ category: z.string() })),
  byDay: z.array(ProfitRow.extend({ day: IsoDay })),
  total: ProfitRow,
  deposits: MinorUnits,
  withdrawals: MinorUnits,
  bonuses: MinorUnits,
  /**
   * The member's net position over the period (player protection): what came back out
   * (withdrawals) less what was paid in (deposits). Negative: the member is that much down.
   */
  netPosition: MinorUnits,
});
export type ProfitReport = z.infer<typeof ProfitReport>;

/** GET /wps/wallet/bonuses (bonusDetails). */
export const BonusRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: MinorUnits,
  turnoverRequired: MinorUnits,
  turnoverDone: MinorUnits,
  status: z.enum(['ACTIVE', 'COMPLETED']),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type BonusRecord = z.infer<typeof BonusRecord>;
export const BonusList = z.object({ list: z.array(BonusRecord), locked: MinorUnits });
