import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type {
  ChatAttachment,
  ChatMessage,
  ChatMessagePage,
  ChatSide,
  OpsChatMessage,
  OpsChatMessagePage,
} from '@jade/contract/chat';
import { LIMITS } from '@jade/contract/limits';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { sniffImage } from '../../lib/images';
import { hit } from '../../plugins/rate-limit';
import { publishMessage } from './chat.notify';
import { presentMessage, presentOpsMessage } from './chat.presenter';
import { chatAttachments, chatConversations, chatMessages, type ConversationRow, type MessageRow } from './chat.tables';

/** A customer may send this many messages a window, across all their conversations (see `customerKey`). */
const CUSTOMER_MESSAGES = { max: 30, windowSeconds: 60 };
/** Images uploaded but never sent are removed after this long (on the side's next upload). */
const UNSENT_IMAGE_MS = 60 * 60 * 1000;

const closed = () => new AppError('CHAT_CONVERSATION_CLOSED', 'This conversation has ended. Start a new chat to write again.');

async function limit(db: Db, key: string, rule: { max: number; windowSeconds: number }) {
  if (!(await hit(db, key, rule.max, rule.windowSeconds)))
    throw new AppError('RATE_LIMITED', 'Too many messages. Please wait a moment and try again.');
}

/** The size and type of the images of some messages, by id. */
async function attachmentsOf(db: Db, rows: MessageRow[]): Promise<Map<string, ChatAttachment>> {
  const ids = rows.flatMap((r) => r.attachmentIds);
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: chatAttachments.id, contentType: chatAttachments.contentType, size: chatAttachments.size })
    .from(chatAttachments)
    .where(inArray(chatAttachments.id, ids));
  return new Map(found.map((a) => [a.id, { ...a, contentType: a.contentType as ChatAttachment['contentType'] }]));
}

/** Who reads: the customer (never the operator's name) or an operator (with it). */
export type Reader = 'CUSTOMER' | 'OPERATOR';

async function presentAll(db: Db, rows: MessageRow[], reader: 'CUSTOMER'): Promise<ChatMessage[]>;
async function presentAll(db: Db, rows: MessageRow[], reader: 'OPERATOR'): Promise<OpsChatMessage[]>;
async function presentAll(db: Db, rows: MessageRow[], reader: Reader): Promise<ChatMessage[]>;
async function presentAll(db: Db, rows: MessageRow[], reader: Reader): Promise<ChatMessage[]> {
  const attachments = await attachmentsOf(db, rows);
  return rows.map((r) => (reader === 'OPERATOR' ? presentOpsMessage(r, attachments) : presentMessage(r, attachments)));
}

async function byClientId(db: Db, conversationId: number, sender: ChatSide, clientId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.sender, sender), eq(chatMessages.clientId, clientId)),
    );
  return row ?? null;
}

type SendInput = { text: string; attachmentIds: string[]; clientId: string };
/** Who sends: the customer (from an address, for the flood limit), or an operator by name. */
export type Sender = { side: 'CUSTOMER'; address: string } | { side: 'OPERATOR'; operator: string };

/**
 * Whom a customer's messages and images count against: the member across all their conversations,
 * or a guest by address (a guest's token names one conversation, and new ones are easy to start).
 */
export function customerKey(conv: ConversationRow, address: string): string {
  return conv.memberId !== null ? `m:${conv.memberId}` : `g:${address}`;
}

/**
 * Adds a message: the next sequence number of the conversation (taken with the row lock, so
 * numbers commit in order), the images it takes (uploaded to this conversation by this side and
 * not sent yet), and the sender's read mark moves to it; an operator's message records which
 * operator wrote it. A resend with the same clientId answers the first message. A closed
 * conversation answers CHAT_CONVERSATION_CLOSED. A customer's message counts against the flood
 * limit of `customerKey(conv, address)`. The answer is the sender's view of the message.
 */
export async function send(
  db: Db,
  conv: ConversationRow,
  from: Extract<Sender, { side: 'OPERATOR' }>,
  input: SendInput,
): Promise<OpsChatMessage>;
export async function send(
  db: Db,
  conv: ConversationRow,
  from: Extract<Sender, { side: 'CUSTOMER' }>,
  input: SendInput,
): Promise<ChatMessage>;
export async function send(db: Db, conv: ConversationRow, from: Sender, input: SendInput): Promise<ChatMessage> {
  const side = from.side;
  const again = await byClientId(db, conv.id, side, input.clientId);
  if (again) return (await presentAll(db, [again], side))[0]!;
  if (conv.status !== 'OPEN') throw closed();
  if (from.side === 'CUSTOMER') await limit(db, `chat-send|${customerKey(conv, from.address)}`, CUSTOMER_MESSAGES);
  let row: MessageRow;
  try {
    row = await db.transaction(async (tx) => {
      const seq = sql`${chatConversations.lastSeq} + 1`;
      const [next] = await tx
        .update(chatConversations)
        .set({
          lastSeq: seq,
          updatedAt: sql`now()`,
          ...(side === 'CUSTOMER' ? { customerReadSeq: seq } : { operatorReadSeq: seq }),
        })
        .where(and(eq(chatConversations.id, conv.id), eq(chatConversations.status, 'OPEN')))
        .returning({ seq: chatConversations.lastSeq });
      if (!next) throw closed();
      await attach(tx, conv.id, side, input.attachmentIds, next.seq);
      const [inserted] = await tx
        .insert(chatMessages)
        .values({
          conversationId: conv.id,
          seq: next.seq,
          sender: side,
          operator: from.side === 'OPERATOR' ? from.operator : null,
          text: input.text,
          attachmentIds: input.attachmentIds,
          clientId: input.clientId,
        })
        .returning();
      await publishMessage(tx, conv.merchantId, conv.id, next.seq);
      return inserted!;
    });
  } catch (err) {
    // The same message sent twice at once: the first one's answer.
    const first = isUniqueViolation(err) ? await byClientId(db, conv.id, side, input.clientId) : null;
    if (!first) throw err;
    row = first;
  }
  return (await presentAll(db, [row], side))[0]!;
}

async function attach(tx: Db, conversationId: number, side: ChatSide, ids: string[], seq: number) {
  if (ids.length === 0) return;
  const taken = await tx
    .update(chatAttachments)
    .set({ messageSeq: seq })
    .where(
      and(
        eq(chatAttachments.conversationId, conversationId),
        eq(chatAttachments.uploader, side),
        isNull(chatAttachments.messageSeq),
        inArray(chatAttachments.id, ids),
      ),
    )
    .returning({ id: chatAttachments.id });
  const found = new Set(taken.map((t) => t.id));
  const bad = ids.findIndex((id, i) => !found.has(id) || ids.indexOf(id) !== i);
  if (bad >= 0)
    throw new AppError('VALIDATION_FAILED', 'An image is not one you uploaded here, or was sent already', [
      { path: `attachmentIds.${bad}`, message: 'unknown image' },
    ]);
}

/**
 * The messages after a sequence number, oldest first (history, and catching up after a reconnect),
 * as the reader sees them.
 */
export async function after(
  db: Db,
  conversationId: number,
  seq: number,
  pageSize: number,
  reader: 'CUSTOMER',
): Promise<ChatMessagePage>;
export async function after(
  db: Db,
  conversationId: number,
  seq: number,
  pageSize: number,
  reader: 'OPERATOR',
): Promise<OpsChatMessagePage>;
export async function after(
  db: Db,
  conversationId: number,
  seq: number,
  pageSize: number,
  reader: Reader,
): Promise<ChatMessagePage> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, seq)))
    .orderBy(asc(chatMessages.seq))
    .limit(pageSize + 1);
  return { list: await presentAll(db, rows.slice(0, pageSize), reader), hasMore: rows.length > pageSize };
}

/** One message by its sequence number, as the operators see it (the hub makes it the customer's). */
export async function at(db: Db, conversationId: number, seq: number): Promise<OpsChatMessage | null> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.seq, seq)));
  return rows.length ? (await presentAll(db, rows, 'OPERATOR'))[0]! : null;
}

/**
 * Stores an image for a message still to be sent: png or jpg by its bytes (never its name or the
 * browser's word), at most 5 MB, in the database. This side's images never sent are swept first.
 * (The routes receive it under the upload limits: `receiveImage` of lib/images.)
 */
export async function saveAttachment(db: Db, conv: ConversationRow, side: ChatSide, bytes: Buffer): Promise<ChatAttachment> {
  if (conv.status !== 'OPEN') throw closed();
  if (bytes.length > LIMITS.imageMaxBytes) throw new AppError('UPLOAD_TOO_LARGE', 'Images may be at most 5 MB');
  const contentType = sniffImage(bytes);
  if (!contentType) throw new AppError('UPLOAD_INVALID', 'Only png or jpg images are accepted');
  await db
    .delete(chatAttachments)
    .where(
      and(
        eq(chatAttachments.conversationId, conv.id),
        eq(chatAttachments.uploader, side),
        isNull(chatAttachments.messageSeq),
        lt(chatAttachments.createdAt, new Date(Date.now() - UNSENT_IMAGE_MS)),
      ),
    );
  const id = randomBytes(18).toString('base64url');
  await db
    .insert(chatAttachments)
    .values({ id, conversationId: conv.id, uploader: side, contentType, size: bytes.length, bytes });
  return { id, contentType, size: bytes.length };
}

/**
 * The bytes of the images a customer uploaded in the last 24 hours: a member's in all their
 * conversations, a guest's in this one.
 */
export async function customerBytesToday(db: Db, conv: ConversationRow): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | number>`coalesce(sum(${chatAttachments.size}), 0)` })
    .from(chatAttachments)
    .innerJoin(chatConversations, eq(chatConversations.id, chatAttachments.conversationId))
    .where(
      and(
        conv.memberId !== null ? eq(chatConversations.memberId, conv.memberId) : eq(chatConversations.id, conv.id),
        eq(chatAttachments.uploader, 'CUSTOMER'),
        gt(chatAttachments.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return Number(row?.bytes ?? 0);
}

/** An image of the conversation, or 404. */
export async function attachment(db: Db, conversationId: number, id: string) {
  const [row] = await db
    .select({ contentType: chatAttachments.contentType, bytes: chatAttachments.bytes })
    .from(chatAttachments)
    .where(and(eq(chatAttachments.conversationId, conversationId), eq(chatAttachments.id, id)));
  if (!row) throw new AppError('NOT_FOUND', 'No such image');
  return { contentType: row.contentType, bytes: Buffer.from(row.bytes) };
}
