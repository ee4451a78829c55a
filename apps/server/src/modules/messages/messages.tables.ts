import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../members/members.tables';
import { merchants } from '../system/system.tables';

type Localized = Record<string, string>;

/**
 * One internal message as the operator sent it (plain text per language), to one member, to all
 * members, to an agent's team, or as the answer to a feedback. `recipients` is how many inboxes
 * it reached at the time.
 */
export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  audience: text('audience').$type<'member' | 'all' | 'team' | 'feedback'>().notNull(),
  /** The member or agent addressed (username), for `member`, `team` and `feedback`. */
  target: text('target'),
  title: jsonb('title').$type<Localized>().notNull(),
  content: jsonb('content').$type<Localized>().notNull(),
  sender: text('sender').notNull(),
  recipients: integer('recipients').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A message in one member's inbox: unread until opened; deleting removes the row. */
export const messageInbox = pgTable(
  'message_inbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_inbox_message_account').on(t.messageId, t.accountId),
    index('message_inbox_account').on(t.accountId, t.id),
    index('message_inbox_unread')
      .on(t.accountId)
      .where(sql`${t.readAt} is null`),
  ],
);
