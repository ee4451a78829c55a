import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../members/members.tables';
import { messages } from '../messages/messages.tables';
import { merchants } from '../system/system.tables';

/**
 * A member's feedback (spec §3: content, sender, type): open until an operator answers it; the
 * answer reaches the member as an internal message (`messageId`).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    sender: text('sender').notNull(),
    type: integer('type').notNull(),
    content: text('content').notNull(),
    status: text('status').$type<'OPEN' | 'ANSWERED'>().notNull().default('OPEN'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    messageId: integer('message_id').references(() => messages.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_merchant_status').on(t.merchantId, t.status, t.id)],
);
