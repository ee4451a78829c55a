import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What the SMS and e-mail providers sent (or, in outbox mode, would have sent). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient').on(t.recipient, t.id)],
);
