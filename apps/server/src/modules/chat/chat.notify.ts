import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ChatSide } from '@jade/contract/chat';
import type { Db } from '../../db/client';

/**
 * The NOTIFY channel of chat events, one for every node. Payloads are tiny (ids and sequence
 * numbers, never message text, so the 8,000-byte limit is never near); each node reads what it
 * needs from the database once and fans it out to its sockets.
 */
export const CHAT_CHANNEL = 'jade_chat';

const Side = z.enum(['CUSTOMER', 'OPERATOR']);

/** m: merchant, c: conversation; `msg` a new message `s`, `typing` from a side, `read` up to `s`, `conv` changed. */
export const ChatNotification = z.discriminatedUnion('t', [
  z.object({ t: z.literal('msg'), m: z.number().int(), c: z.number().int(), s: z.number().int() }),
  z.object({ t: z.literal('typing'), m: z.number().int(), c: z.number().int(), f: Side }),
  z.object({ t: z.literal('read'), m: z.number().int(), c: z.number().int(), b: Side, s: z.number().int() }),
  z.object({ t: z.literal('conv'), m: z.number().int(), c: z.number().int() }),
]);
export type ChatNotification = z.infer<typeof ChatNotification>;

async function notify(db: Db, payload: ChatNotification) {
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(payload)})`);
}

/** Announces a committed message; call it inside the sending transaction (delivered on commit, in order). */
export const publishMessage = (tx: Db, merchantId: number, conversationId: number, seq: number) =>
  notify(tx, { t: 'msg', m: merchantId, c: conversationId, s: seq });

/** "Someone is typing": not stored, delivered at once. */
export const publishTyping = (db: Db, merchantId: number, conversationId: number, from: ChatSide) =>
  notify(db, { t: 'typing', m: merchantId, c: conversationId, f: from });

export const publishRead = (tx: Db, merchantId: number, conversationId: number, by: ChatSide, seq: number) =>
  notify(tx, { t: 'read', m: merchantId, c: conversationId, b: by, s: seq });

/** A conversation was opened or closed. */
export const publishConversation = (tx: Db, merchantId: number, conversationId: number) =>
  notify(tx, { t: 'conv', m: merchantId, c: conversationId });
