import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ACCOUNT_TYPE } from '@jade/contract/auth';
import {
  CHAT_LIMITS,
  CHAT_QUEUES,
  REAL_ACCOUNT_QUEUES,
  type ChatQueue,
  type ChatSide,
  type ChatStatus,
} from '@jade/contract/chat';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { newToken, sha256 } from '../../lib/secrets';
import * as members from '../members/members.service';
import { publishConversation, publishRead } from './chat.notify';
import { presentConversation, presentOpsConversation, type ConversationExtras } from './chat.presenter';
import { chatConversations, chatMessages, type ConversationRow } from './chat.tables';

/** Who is on the customer side of a call: a signed-in member, or a guest holding a conversation token. */
export type Customer = { kind: 'member'; account: members.Account } | { kind: 'guest'; tokenHash: string };

/** CBS_modelList: the queues, and which need a real account (money questions). */
export function queues() {
  return { list: CHAT_QUEUES.map((modelId) => ({ modelId, realAccountOnly: REAL_ACCOUNT_QUEUES.includes(modelId) })) };
}

async function openOfMember(db: Db, memberId: number, queue: ChatQueue) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(eq(chatConversations.memberId, memberId), eq(chatConversations.queue, queue), eq(chatConversations.status, 'OPEN')),
    );
  return row ?? null;
}

/**
 * CBS_launchChat for a member: their open conversation in the queue, or a new one. Trial accounts
 * may ask general and agent questions, not money ones.
 */
export async function launchForMember(db: Db, merchantId: number, account: members.Account, queue: ChatQueue) {
  if (account.type === ACCOUNT_TYPE.trial && REAL_ACCOUNT_QUEUES.includes(queue))
    throw new AppError('AUTH_TRIAL_NOT_ALLOWED', 'in_need_true_account');
  const open = await openOfMember(db, account.id, queue);
  if (open) return open;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(chatConversations).values({ merchantId, queue, memberId: account.id }).returning();
      await publishConversation(tx, merchantId, row!.id);
      return row!;
    });
  } catch (err) {
    // Two tabs launched at once: the other one's conversation is this one too.
    if (!isUniqueViolation(err)) throw err;
    const again = await openOfMember(db, account.id, queue);
    if (!again) throw err;
    return again;
  }
}

/** CBS_launchChat for a guest: a new conversation under the guest's name, and its secret token. */
export async function launchForGuest(db: Db, merchantId: number, guestName: string, queue: ChatQueue) {
  if (REAL_ACCOUNT_QUEUES.includes(queue)) throw new AppError('AUTH_NOT_LOGGED_IN', 'You are not logged in, please login');
  const token = newToken();
  const row = await db.transaction(async (tx) => {
    const [r] = await tx
      .insert(chatConversations)
      .values({ merchantId, queue, guestName, guestTokenHash: sha256(token) })
      .returning();
    await publishConversation(tx, merchantId, r!.id);
    return r!;
  });
  return { row, token };
}

/** A conversation of this customer, or 404 (another's conversation is as unknown as a missing one). */
export async function forCustomer(db: Db, merchantId: number, id: number, customer: Customer): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.id, id)));
  const mine =
    row &&
    (customer.kind === 'member'
      ? row.memberId === customer.account.id
      : row.guestTokenHash !== null && row.guestTokenHash === customer.tokenHash);
  if (!mine) throw new AppError('NOT_FOUND', 'No such conversation');
  return row;
}

/** Any conversation of the merchant (the operator's side), or 404. */
export async function forOperator(db: Db, merchantId: number, id: number): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.id, id)));
  if (!row) throw new AppError('NOT_FOUND', 'No such conversation');
  return row;
}

/** A member's conversations, newest first (their chat history). */
export function ofMember(db: Db, merchantId: number, memberId: number) {
  return db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.memberId, memberId)))
    .orderBy(desc(chatConversations.id))
    .limit(CHAT_LIMITS.historyMax);
}

/** The operator's queue: conversations by status, most recently active first. */
export function forOps(db: Db, merchantId: number, status: ChatStatus | 'ALL', limit: number) {
  return db
    .select()
    .from(chatConversations)
    .where(
      status === 'ALL'
        ? eq(chatConversations.merchantId, merchantId)
        : and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.status, status)),
    )
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(limit);
}

/** Ends a conversation (either side); once closed, messages to it are refused. Closing twice is harmless. */
export async function close(db: Db, row: ConversationRow, by: ChatSide): Promise<ConversationRow> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(chatConversations)
      .set({ status: 'CLOSED', closedAt: sql`now()`, closedBy: by, updatedAt: sql`now()` })
      .where(and(eq(chatConversations.id, row.id), eq(chatConversations.status, 'OPEN')))
      .returning();
    if (!closed) return row.status === 'CLOSED' ? row : forOperator(tx, row.merchantId, row.id);
    await publishConversation(tx, row.merchantId, row.id);
    return closed;
  });
}

/** Moves one side's read mark forward to `seq` (never back, never past the last message). */
export async function markRead(db: Db, row: ConversationRow, side: ChatSide, seq: number): Promise<ConversationRow> {
  const col = side === 'CUSTOMER' ? chatConversations.customerReadSeq : chatConversations.operatorReadSeq;
  const target = sql`least(${seq}, ${chatConversations.lastSeq})`;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(chatConversations)
      .set(side === 'CUSTOMER' ? { customerReadSeq: target } : { operatorReadSeq: target })
      .where(and(eq(chatConversations.id, row.id), sql`${col} < ${target}`))
      .returning();
    if (!updated) return forOperator(tx, row.merchantId, row.id);
    await publishRead(tx, row.merchantId, row.id, side, side === 'CUSTOMER' ? updated.customerReadSeq : updated.operatorReadSeq);
    return updated;
  });
}

/** Names, unread counts and last message of several conversations, in three queries. */
async function extrasOf(db: Db, rows: ConversationRow[]): Promise<Map<number, ConversationExtras>> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return new Map();
  const [names, counts, lasts] = await Promise.all([
    members.usernamesOf(
      db,
      rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])),
    ),
    db
      .select({
        id: chatMessages.conversationId,
        customerUnread: sql<number>`count(*) filter (where ${chatMessages.sender} = 'OPERATOR' and ${chatMessages.seq} > ${chatConversations.customerReadSeq})`,
        operatorUnread: sql<number>`count(*) filter (where ${chatMessages.sender} = 'CUSTOMER' and ${chatMessages.seq} > ${chatConversations.operatorReadSeq})`,
      })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(
        and(
          inArray(chatMessages.conversationId, ids),
          sql`${chatMessages.seq} > least(${chatConversations.customerReadSeq}, ${chatConversations.operatorReadSeq})`,
        ),
      )
      .groupBy(chatMessages.conversationId),
    db
      .selectDistinctOn([chatMessages.conversationId], { id: chatMessages.conversationId, text: chatMessages.text })
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, ids))
      .orderBy(chatMessages.conversationId, desc(chatMessages.seq)),
  ]);
  const countOf = new Map(counts.map((c) => [c.id, c]));
  const lastOf = new Map(lasts.map((l) => [l.id, l.text]));
  return new Map(
    rows.map((r) => {
      const username = r.memberId === null ? null : (names.get(r.memberId) ?? null);
      const c = countOf.get(r.id);
      return [
        r.id,
        {
          customerName: r.guestName ?? username ?? '',
          username,
          customerUnread: toInt(c?.customerUnread),
          operatorUnread: toInt(c?.operatorUnread),
          lastText: lastOf.get(r.id) ?? '',
        },
      ];
    }),
  );
}

/** Conversations as the customer sees them. */
export async function present(db: Db, rows: ConversationRow[]) {
  const extras = await extrasOf(db, rows);
  return rows.map((r) => presentConversation(r, extras.get(r.id)!));
}

/** Conversations as the operator's console lists them. */
export async function presentForOps(db: Db, rows: ConversationRow[]) {
  const extras = await extrasOf(db, rows);
  return rows.map((r) => presentOpsConversation(r, extras.get(r.id)!));
}
