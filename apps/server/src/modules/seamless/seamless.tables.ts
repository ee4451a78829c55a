import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Each vendor's signing secret for the seamless-wallet API. */
export const vendorWalletKeys = pgTable(
  'vendor_wallet_keys',
  {
    merchantId: integer('merchant_id').notNull(),
    vendor: text('vendor').notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vendor_wallet_keys_vendor').on(t.merchantId, t.vendor)],
);

/**
 * Credits and rollbacks a vendor sent, by its transaction id (debits are keyed by their ledger
 * transfer). A rollback row recorded before its debit makes the late debit refused.
 */
export const seamlessTxns = pgTable(
  'seamless_txns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendor: text('vendor').notNull(),
    /** `credit:<txId>` or `rollback:<txId of the debit>`. */
    txKey: text('tx_key').notNull(),
    playerId: text('player_id').notNull(),
    roundId: text('round_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The answer code given first (OK or the refusal), so a repeat answers the same. */
    code: text('code').notNull().default('OK'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seamless_txns_key').on(t.merchantId, t.vendor, t.txKey),
    index('seamless_txns_round').on(t.merchantId, t.vendor, t.roundId),
  ],
);
