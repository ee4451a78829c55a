import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExclusionDuration, ExclusionKind, LimitKind, LimitPeriod } from '@jade/contract/protection';
import { accounts } from '../members/members.tables';

/** A member's player-protection choices (issue 21); no row = the defaults (reality check off). */
export const protectionSettings = pgTable('protection_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => accounts.id),
  /** Minutes between reality checks: 0 (off), 15, 30 or 60. */
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
  /** A session reached the member's session limit: bets are refused until then (the next business day). */
  sessionBlockedUntil: timestamp('session_blocked_until', { withTimezone: true }),
  /** The first bet of the member's business day the session limit counts from (signing out does not reset it). */
  playStartedAt: timestamp('play_started_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's limit of one kind and period: `amount` in force (minor units; minutes for SESSION;
 * null: none), and a raise or removal waiting out the cooling-off period (`pendingAt` set: from
 * then on `pendingAmount` is the limit, null meaning none). Read through `effective`.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    amount: bigint('amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);

/** A merchant's defaults (issue 21): the reality check of members who have not chosen, and whether it is required. */
export const protectionDefaults = pgTable('protection_defaults', {
  merchantId: integer('merchant_id').primaryKey(),
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
  realityCheckRequired: boolean('reality_check_required').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Breaks and self-exclusions, as taken (never changed, never deleted: the operator sees them and
 * cannot lift one). In force from `startsAt` until `endsAt` (null: for good).
 */
export const protectionExclusions = pgTable(
  'protection_exclusions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<ExclusionKind>().notNull(),
    duration: text('duration').$type<ExclusionDuration>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('protection_exclusions_member').on(t.memberId, t.startsAt)],
);
