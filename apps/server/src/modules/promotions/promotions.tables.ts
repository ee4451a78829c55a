import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PromotionRules, PromotionType, RewardRejection, RewardSource } from '@jade/contract/promotions';

/** A promotion the operator runs (spec §2 promotions): texts per language, period, rules by kind. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    type: text('type').$type<Exclude<PromotionType, 'ALL'>>().notNull(),
    /** `terms.kind`, kept as a column to find the promotions a deposit or a sign-in concerns. */
    kind: text('kind').$type<PromotionRules['kind']>().notNull(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    /** Cleaned HTML per language (cleaned again on the way out). */
    rules: jsonb('rules').$type<Record<string, string>>().notNull(),
    bannerUrl: text('banner_url').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    sequence: integer('sequence').notNull().default(0),
    terms: jsonb('terms').$type<PromotionRules>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promotions_merchant').on(t.merchantId, t.sequence)],
);

/** A member's opt-in to a deposit promotion: deposits after it earn the bonus. */
export const promotionJoins = pgTable(
  'promotion_joins',
  {
    promotionId: integer('promotion_id').notNull(),
    memberId: integer('member_id').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.memberId] }), index('promotion_joins_member').on(t.memberId)],
);

/** One sign-in a business day of the merchant (the key makes a second one impossible). */
export const promotionSignIns = pgTable(
  'promotion_sign_ins',
  {
    promotionId: integer('promotion_id').notNull(),
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    reward: bigint('reward', { mode: 'number' }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.memberId, t.day] })],
);

/**
 * A reward in the member's reward centre, granted once per member and source key — a promotion's
 * (`p<id>:first` deposit, `p<id>:dep:<transfer>` a reload, `p<id>:sign:<day>`), a VIP level's
 * upgrade bonus (`vip:<level>`), a day's rebate (`rebate:<day>:<category>…`) — and claimed once
 * into the wallet as a bonus locked by its turnover (`transfer_id`, the wallet's bonus grant).
 */
export const rewardGrants = pgTable(
  'reward_grants',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** What granted it, and the promotion when a promotion did. */
    source: text('source').$type<RewardSource>().notNull(),
    promotionId: integer('promotion_id'),
    sourceKey: text('source_key').notNull(),
    /** Its title per language, as granted. */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    turnover: bigint('turnover', { mode: 'number' }).notNull(),
    /** Game categories whose valid bets count toward the turnover (null: all). */
    categories: text('categories').array(),
    state: text('state').$type<'CLAIM' | 'CLAIMED' | 'REJECTED'>().notNull().default('CLAIM'),
    /** Why it was rejected (REWARD_REJECTIONS), and which account had it first. */
    reason: text('reason').$type<RewardRejection>(),
    firstMemberId: integer('first_member_id'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    claimableUntil: timestamp('claimable_until', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    transferId: bigint('transfer_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('reward_grants_source').on(t.memberId, t.sourceKey),
    index('reward_grants_member').on(t.memberId, t.state, t.claimableUntil),
  ],
);

/** The merchant's VIP table: level 0, 1, 2… reached by cumulative valid bet and deposits. */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantId: integer('merchant_id').notNull(),
    level: integer('level').notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    minValidBet: bigint('min_valid_bet', { mode: 'number' }).notNull(),
    minDeposits: bigint('min_deposits', { mode: 'number' }).notNull(),
    upgradeBonus: bigint('upgrade_bonus', { mode: 'number' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull(),
    /** Basis points of valid bet per game category. */
    rebateRates: jsonb('rebate_rates').$type<Partial<Record<string, number>>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.level] })],
);

/**
 * A business day the loyalty job has settled — its rebate paid and its points earned — claimed and
 * settled in one transaction, once.
 */
export const loyaltyDays = pgTable(
  'loyalty_days',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    members: integer('members').notNull(),
    paid: bigint('paid', { mode: 'number' }).notNull(),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day] })],
);

/** The merchant's points rules (PTSYS3): points per 100.00 of valid bet, the exchange tiers, the rules text. */
export const pointSettings = pgTable('point_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  earnPer100: integer('earn_per_100').notNull(),
  /** Tiers of conversion to money: from `fromPoints` points, `rate` minor units per 100 points. */
  exchange: jsonb('exchange').$type<{ fromPoints: number; rate: number }[]>().notNull(),
  rules: jsonb('rules').$type<Record<string, string>>().notNull(),
});

/** A member's points: never below zero (a conditional update), never expiring. */
export const pointBalances = pgTable('point_balances', {
  memberId: integer('member_id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  balance: bigint('balance', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every movement of a member's points (points details), once per member and source key. */
export const pointMovements = pgTable(
  'point_movements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<'EARN' | 'REDEEM' | 'REFUND' | 'CONVERT'>().notNull(),
    sourceKey: text('source_key').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_movements_source').on(t.memberId, t.sourceKey),
    index('point_movements_member').on(t.memberId, t.id),
  ],
);

/** An item of the points mall: cash (credited at once) or goods (sent by the operator). */
export const pointItems = pgTable(
  'point_items',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').$type<'CASH' | 'GOODS'>().notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    imageUrl: text('image_url').notNull().default(''),
    points: integer('points').notNull(),
    /** Cash items: the money credited; goods: their value, shown. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Left to redeem (null: unlimited); never below zero. */
    stock: integer('stock'),
    perMemberLimit: integer('per_member_limit'),
    /** The cumulative valid bet a member needs to redeem it (the "amount requirement"). */
    minValidBet: bigint('min_valid_bet', { mode: 'number' }).notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [index('point_items_merchant').on(t.merchantId, t.sequence)],
);

/** A redemption: cash items approved at once; goods in process until the operator approves or rejects (refunded). */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    itemId: integer('item_id').notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'IN_PROCESS' | 'APPROVED' | 'REJECTED'>().notNull(),
    /** Where goods go (the member's words), and the operator's remark. */
    delivery: text('delivery'),
    remark: text('remark'),
    requestId: text('request_id').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('point_redemptions_request').on(t.memberId, t.requestId),
    index('point_redemptions_member').on(t.memberId, t.id),
    index('point_redemptions_status').on(t.merchantId, t.status, t.id),
  ],
);

/**
 * Each version of a promotion's terms and state, from when it was in force: a deposit's bonus is
 * priced by the version in force when the deposit was made, whenever it is granted.
 */
export const promotionVersions = pgTable(
  'promotion_versions',
  {
    promotionId: integer('promotion_id').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    terms: jsonb('terms').$type<PromotionRules>().notNull(),
    enabled: boolean('enabled').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.validFrom] })],
);

/** A ranking promotion whose prizes were paid (once, by the job, after its end). */
export const rankingSettlements = pgTable('ranking_settlements', {
  promotionId: integer('promotion_id').primaryKey(),
  winners: integer('winners').notNull(),
  paid: bigint('paid', { mode: 'number' }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A raffle's secret seed, made when the raffle is created and kept here until its draw: members see
 * only its SHA-256 (`seed_hash`) until then; `drawn_at` marks the draw done (once, by the job).
 */
export const raffleDraws = pgTable('raffle_draws', {
  promotionId: integer('promotion_id').primaryKey(),
  seed: text('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  totalTickets: integer('total_tickets'),
  /** Each participant's tickets in the order of member ids (published with the seed, for anyone to replay). */
  ticketCounts: integer('ticket_counts').array(),
  /** The same by member (each member reads their own). */
  memberTickets: jsonb('member_tickets').$type<Record<string, number>>(),
  winners: jsonb('winners').$type<{ memberId: number; ticket: number; prize: number }[]>(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
});
