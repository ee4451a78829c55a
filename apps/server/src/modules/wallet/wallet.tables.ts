import { sql } from 'drizzle-orm';
import type { TransactionType } from '@jade/contract/wallet';
import { bigint, bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Ledger accounts: a member or agent wallet (owner = the account), or a system account of the
 * merchant (house, vendor, payment clearing, bonus, trial funding) named by `code`.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** `wallet`: a member's main wallet; `subwallet`: its wallet at one vendor (transfer mode); `system`. */
    kind: text('kind').$type<'wallet' | 'subwallet' | 'system'>().notNull(),
    ownerId: integer('owner_id'),
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_accounts_merchant_code').on(t.merchantId, t.code)],
);

/**
 * The running balance of each wallet, updated in the same transaction as its entries with a
 * conditional UPDATE, so it never goes below zero. System accounts have no row: their balance is
 * the sum of their entries, so concurrent movements never wait on a shared row.
 */
export const walletBalances = pgTable(
  'wallet_balances',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => ledgerAccounts.id),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallet_balances_non_negative', sql`${t.balance} >= 0`)],
);

/** One movement of money between two ledger accounts; the idempotency key makes a retry a no-op. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    fromAccountId: integer('from_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccountId: integer('to_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** What kind of movement this is for the member's account record (TransactionType). */
    type: text('type').$type<TransactionType>().notNull().default('ADJUST'),
    reason: text('reason').notNull(),
    reference: text('reference'),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency').on(t.merchantId, t.idempotencyKey),
    check('ledger_transfers_positive', sql`${t.amount} > 0`),
    index('ledger_transfers_time').on(t.merchantId, t.createdAt),
    // A wallet's deposits in order (the promotions' deposit bonuses), without reading its bets.
    index('ledger_transfers_deposits')
      .on(t.toAccountId, t.id)
      .where(sql`${t.type} = 'DEPOSIT'`),
  ],
);

/** The two sides of each transfer (append-only): −amount on the payer, +amount on the payee. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The wallet's balance after this entry (null on system accounts). */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_transfer').on(t.transferId),
    index('ledger_entries_account_time').on(t.accountId, t.createdAt),
  ],
);

/** A bonus credited to a member, locked (not withdrawable) until its turnover of valid bets is met. */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    name: text('name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    turnoverRequired: bigint('turnover_required', { mode: 'number' }).notNull(),
    turnoverDone: bigint('turnover_done', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<'ACTIVE' | 'COMPLETED'>().notNull().default('ACTIVE'),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The game categories whose settled stakes count toward the turnover (null: every category). */
    categories: text('categories').array(),
  },
  (t) => [index('bonus_grants_member').on(t.memberId, t.status), uniqueIndex('bonus_grants_transfer').on(t.transferId)],
);

/**
 * Members whose bets take the guarded path (player protection: a limit, a block): the one-statement
 * debits (wallet.debit.ts, wallet.debit-credit.ts) refuse them, and the seamless API then checks
 * the member's limits under a per-member lock before the same statement runs. No row: the fast path.
 */
export const walletGuards = pgTable('wallet_guards', {
  memberId: integer('member_id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
