import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FieldRule } from '@jade/contract/patterns';
import { merchants } from '../system/system.tables';

/**
 * Every account that can exist on a merchant: members (0), trial (4), agents (1, 2, 41, 42) and
 * staff (9). `uplineId` links a downline to its agent. Secrets are argon2id hashes.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: text('username').notNull(),
    type: integer('type').notNull().default(0),
    nickname: text('nickname').notNull().default(''),
    realName: text('real_name'),
    passwordHash: text('password_hash').notNull(),
    paymentPasswordHash: text('payment_password_hash'),
    countryDialingCode: text('country_dialing_code'),
    mobile: text('mobile'),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    birthday: text('birthday'),
    uplineId: integer('upline_id'),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    /** The password must be changed at next sign-in (expired, or the default one). */
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    affiliateCode: text('affiliate_code'),
    /** This member's own referral code (invite link); `referredById` is who invited them. */
    referralCode: text('referral_code'),
    referredById: integer('referred_by_id'),
    registerIp: text('register_ip'),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The sign-in before the current one, shown in the sign-in banner. */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    trialExpiresAt: timestamp('trial_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_merchant_username').on(t.merchantId, sql`lower(${t.username})`),
    uniqueIndex('accounts_merchant_mobile').on(t.merchantId, t.countryDialingCode, t.mobile),
    index('accounts_upline').on(t.uplineId),
    uniqueIndex('accounts_merchant_affiliate').on(t.merchantId, t.affiliateCode),
    uniqueIndex('accounts_merchant_referral').on(t.merchantId, t.referralCode),
  ],
);

/**
 * The agent hierarchy as a closure table: one row for every account and each of its uplines at any
 * depth (1 = direct upline), so a team is one indexed range read, never a recursive walk. Kept in
 * the same transaction as `accounts.upline_id` by `members.tree.ts` (registration and moves only).
 */
export const accountTree = pgTable(
  'account_tree',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => accounts.id),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => accounts.id),
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('account_tree_descendant').on(t.descendantId, t.depth),
    // A team page in its order (level, then id) without sorting the whole team.
    index('account_tree_ancestor_depth').on(t.ancestorId, t.depth, t.descendantId),
  ],
);

/** The merchant's registration form: rules of username and password, and of each optional field. */
export const registerSettings = pgTable('register_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  usernameRule: jsonb('username_rule').$type<FieldRule>().notNull(),
  passwordRule: jsonb('password_rule').$type<FieldRule>().notNull(),
  fields: jsonb('fields').$type<Record<string, FieldRule>>().notNull(),
  minimumAge: integer('minimum_age').notNull().default(18),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Lottery prize levels set on accounts (basis points of the odds table; contract `LotteryPrizeLevel`):
 * an attribute of the account in its upline tree, read by the lottery and the agent centre. An account's level is the lowest
 * set on it or on any of its uplines (`LOTTERY_LEVEL_MAX` when none is), so it is never higher than
 * its upline's, whatever moves or changes happen above it.
 */
export const prizeLevels = pgTable('lottery_prize_levels', {
  accountId: integer('account_id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  level: integer('level').notNull(),
  /** Who set it: `agent:<username>` or `ops`. */
  setBy: text('set_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An operator's note on a member (the member desk): kept, never edited; who wrote it and when. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    body: text('body').notNull(),
    /** The operator's name (or `admin-token`). */
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_account').on(t.accountId, t.id)],
);
