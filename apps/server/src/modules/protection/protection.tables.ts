import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../members/members.tables';

/** A member's player-protection choices (issue 21); no row = the defaults (reality check off). */
export const protectionSettings = pgTable('protection_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => accounts.id),
  /** Minutes between reality checks: 0 (off), 15, 30 or 60. */
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A merchant's defaults (issue 21): the reality check of members who have not chosen, and whether it is required. */
export const protectionDefaults = pgTable('protection_defaults', {
  merchantId: integer('merchant_id').primaryKey(),
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
  realityCheckRequired: boolean('reality_check_required').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
