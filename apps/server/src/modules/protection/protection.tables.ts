import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
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
