import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The operator's housekeeping settings (one row per setting the operator changed; the others
 * keep the default of `HOUSEKEEPING_SETTINGS`): game-server lives and each growing table's
 * retention. Deployment-wide, like the tables they bound.
 */
export const housekeepingSettings = pgTable('housekeeping_settings', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
