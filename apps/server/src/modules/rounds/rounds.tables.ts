import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../members/members.tables';

/**
 * One game round of a member at a vendor: stake and win in minor units, its result text and
 * detail. The betting record, profit report, turnover and winner board read from here.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => accounts.id),
    vendor: text('vendor').notNull(),
    category: text('category').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    roundRef: text('round_ref').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<'OPEN' | 'SETTLED' | 'CANCELLED'>().notNull().default('OPEN'),
    result: text('result').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The last correction of a settled round's result the vendor resettled (seamless `resettle`). */
    resettledVersion: integer('resettled_version'),
    /** What a resettlement could not take back from the player's balance (owed to the house). */
    owed: bigint('owed', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('game_rounds_vendor_ref').on(t.merchantId, t.vendor, t.roundRef),
    index('game_rounds_member').on(t.memberId, t.createdAt),
    // The figures' partial edges and the team lists are range reads (modules/figures).
    index('game_rounds_member_settled').on(t.memberId, t.settledAt),
    index('game_rounds_settled').on(t.merchantId, t.settledAt),
    index('game_rounds_created').on(t.merchantId, t.createdAt),
  ],
);
