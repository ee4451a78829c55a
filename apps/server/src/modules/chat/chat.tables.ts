import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from '../../lib/images';
import type { ChatQueue, ChatSide, ChatStatus } from '@jade/contract/chat';
import { accounts } from '../members/members.tables';
import { merchants } from '../system/system.tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One support conversation in a queue: a member's (memberId) or a guest's (guestName and the
 * SHA-256 of its secret token). `lastSeq` numbers the messages; each side's read mark is the
 * last seq it has seen. Sending takes the row lock (`last_seq = last_seq + 1`), so sequence
 * numbers are gap-free and commit in order.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    queue: text('queue').$type<ChatQueue>().notNull(),
    memberId: integer('member_id').references(() => accounts.id),
    guestName: text('guest_name'),
    guestTokenHash: text('guest_token_hash'),
    status: text('status').$type<ChatStatus>().notNull().default('OPEN'),
    lastSeq: integer('last_seq').notNull().default(0),
    customerReadSeq: integer('customer_read_seq').notNull().default(0),
    operatorReadSeq: integer('operator_read_seq').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    closedBy: text('closed_by').$type<ChatSide>(),
  },
  (t) => [
    index('chat_conversations_status').on(t.merchantId, t.status, t.updatedAt),
    index('chat_conversations_member').on(t.memberId, t.id),
    // A member has at most one open conversation per queue.
    uniqueIndex('chat_conversations_member_open')
      .on(t.memberId, t.queue)
      .where(sql`${t.status} = 'OPEN' and ${t.memberId} is not null`),
    check('chat_conversations_customer', sql`(${t.memberId} is not null) <> (${t.guestTokenHash} is not null)`),
  ],
);

/** The messages of a conversation, numbered 1, 2, 3 … by `seq`; `clientId` makes a resend harmless. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    seq: integer('seq').notNull(),
    sender: text('sender').$type<ChatSide>().notNull(),
    /** Which operator wrote an OPERATOR message (username, or `admin-token`); shown to operators only. */
    operator: text('operator'),
    text: text('text').notNull(),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    clientId: text('client_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client').on(t.conversationId, t.sender, t.clientId),
  ],
);

/**
 * Images sent in a conversation (png or jpg by their bytes, at most 5 MB): bytes in the database,
 * never on a served path; readable by the conversation's customer and the operator only.
 * `messageSeq` is set when a message takes the image (an image goes with one message only).
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: text('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    uploader: text('uploader').$type<ChatSide>().notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    messageSeq: integer('message_seq'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_attachments_conversation').on(t.conversationId, t.uploader, t.messageSeq)],
);

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
