import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The merchant's referral reward (spec §3 REFERRAL.enabled): paid to the referrer once per friend
 * whose first deposit reached the minimum and whose cumulative valid bet reached the threshold.
 * No row: the program is off.
 */
export const referralSettings = pgTable('referral_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
  minFirstDeposit: bigint('min_first_deposit', { mode: 'number' }).notNull(),
  validBetThreshold: bigint('valid_bet_threshold', { mode: 'number' }).notNull(),
  turnoverMultiple: integer('turnover_multiple').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A referral link a member made (referral link management): its own random code, unique in the
 * merchant whatever its case, a label, on or off, and the members registered through it. The
 * member's own referral code (accounts.referral_code) is the default link and has no row here.
 */
export const referralLinks = pgTable(
  'referral_links',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_links_code').on(t.merchantId, sql`lower(${t.code})`),
    index('referral_links_member').on(t.memberId),
  ],
);

/**
 * One invited friend: who invited them and through which link (null: the referrer's own code),
 * and when the referrer's reward for them was granted (once: `rewarded_at` is set under the row's
 * lock in the grant's transaction).
 */
export const referrals = pgTable(
  'referrals',
  {
    refereeId: integer('referee_id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    referrerId: integer('referrer_id').notNull(),
    linkId: integer('link_id'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    rewardAmount: bigint('reward_amount', { mode: 'number' }),
  },
  (t) => [index('referrals_referrer').on(t.referrerId)],
);
