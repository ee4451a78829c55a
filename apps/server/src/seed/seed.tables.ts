import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which data sets have been seeded; the primary key makes a second run (or node) a no-op. */
export const seeds = pgTable('seeds', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
