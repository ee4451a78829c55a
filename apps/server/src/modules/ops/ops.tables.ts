import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every operator write: who, what, the state before and after, and when. Append-only. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
