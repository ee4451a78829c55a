import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MessageAudience, MessageItem, MessagePage } from '@jade/contract/messages';
import { isAgentType } from '@jade/contract/auth';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import { AppError, invalidField } from '../../lib/app-error';
import { pickText } from '../../lib/lang';
import * as events from '../events/events.service';
import * as members from '../members/members.service';
import * as protection from '../protection/protection.service';
import { messageInbox, messages } from './messages.tables';

type Localized = Record<string, string>;
export type NewMessage = {
  audience: 'member' | 'all' | 'team' | 'feedback';
  target: string | null;
  title: Localized;
  content: Localized;
  sender: string;
};

/**
 * Writes one message and puts it in the inbox of every account of the audience with one
 * `insert … select`, then tells their open tabs (in the same transaction: on commit). An audience
 * with nobody in it is refused and nothing is written. A message to everyone or to a team skips
 * the members on a break or self-excluded (player protection: marketing stops for them); a
 * message to one member reaches them.
 */
export async function deliver(tx: Db, merchantId: number, message: NewMessage, audience: members.Audience) {
  const reach = audience.kind === 'one' ? sql`true` : protection.notExcludedSql(sql`r.id`);
  const [row] = await tx
    .insert(messages)
    .values({ merchantId, ...message })
    .returning({ id: messages.id });
  const id = row!.id;
  const inserted = (await tx.execute(
    sql`insert into ${messageInbox} (message_id, account_id) select ${id}, r.id from (${members.audienceIds(merchantId, audience)}) r where ${reach} returning account_id`,
  )) as unknown as { rows: { account_id: unknown }[] };
  const ids = inserted.rows.map((r) => toInt(r.account_id));
  if (ids.length === 0) throw new AppError('MESSAGE_NO_RECIPIENTS', 'Nobody is in this audience; nothing was sent');
  await tx.update(messages).set({ recipients: ids.length }).where(eq(messages.id, id));
  await events.publishUnread(tx, ids);
  return { messageId: id, recipients: ids.length };
}

/** An operator's message to one member, every member, or an agent's whole team. */
export async function send(
  db: Db,
  merchantId: number,
  sender: string,
  input: { audience: MessageAudience; title: Localized; content: Localized },
) {
  return db.transaction(async (tx) => {
    const a = input.audience;
    if (a.to === 'all') {
      return deliver(
        tx,
        merchantId,
        { audience: 'all', target: null, sender, title: input.title, content: input.content },
        { kind: 'all' },
      );
    }
    const name = a.to === 'member' ? a.username : a.agent;
    const account = await members.findByUsername(tx, merchantId, name);
    if (!account) throw new AppError('NOT_FOUND', `No account ${name}`);
    if (a.to === 'team' && !isAgentType(account.type)) throw invalidField('audience.agent', `${name} is not an agent`);
    const message = { audience: a.to, target: account.username, sender, title: input.title, content: input.content };
    return deliver(
      tx,
      merchantId,
      message,
      a.to === 'member' ? { kind: 'one', accountId: account.id } : { kind: 'team', agentId: account.id },
    );
  });
}

/** How many messages of the account are unread (a partial index keeps this one index scan). */
export async function unreadCount(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messageInbox)
    .where(and(eq(messageInbox.accountId, accountId), isNull(messageInbox.readAt)));
  return toInt(row?.n ?? 0);
}

/** The account's inbox, newest first, in the asked language (English when not written in it). */
export async function inbox(
  db: Db,
  accountId: number,
  lang: string,
  page: { pageNo: number; pageSize: number },
): Promise<MessagePage> {
  const [rows, [total], unread] = await Promise.all([
    db
      .select({
        id: messageInbox.id,
        readAt: messageInbox.readAt,
        at: messageInbox.createdAt,
        title: messages.title,
        content: messages.content,
      })
      .from(messageInbox)
      .innerJoin(messages, eq(messages.id, messageInbox.messageId))
      .where(eq(messageInbox.accountId, accountId))
      .orderBy(desc(messageInbox.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(messageInbox).where(eq(messageInbox.accountId, accountId)),
    unreadCount(db, accountId),
  ]);
  const list: MessageItem[] = rows.map((r) => ({
    id: r.id,
    title: pickText(r.title, lang),
    content: pickText(r.content, lang),
    read: r.readAt !== null,
    time: toIso(r.at),
  }));
  return { list, pageNo: page.pageNo, pageSize: page.pageSize, total: toInt(total?.n ?? 0), unread };
}

/** After a change to the inbox: the new count, and the member's other tabs are told. */
async function changed(tx: Db, accountId: number) {
  await events.publishUnread(tx, [accountId]);
  return { count: await unreadCount(tx, accountId) };
}

/** Marks one of the account's messages read (again is a no-op); another account's is not found. */
export async function markRead(db: Db, accountId: number, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ readAt: messageInbox.readAt })
      .from(messageInbox)
      .where(and(eq(messageInbox.id, id), eq(messageInbox.accountId, accountId)));
    if (!row) throw new AppError('NOT_FOUND', 'No such message');
    if (row.readAt !== null) return { count: await unreadCount(tx, accountId) };
    await tx.update(messageInbox).set({ readAt: new Date() }).where(eq(messageInbox.id, id));
    return changed(tx, accountId);
  });
}

export async function markAllRead(db: Db, accountId: number) {
  return db.transaction(async (tx) => {
    await tx
      .update(messageInbox)
      .set({ readAt: new Date() })
      .where(and(eq(messageInbox.accountId, accountId), isNull(messageInbox.readAt)));
    return changed(tx, accountId);
  });
}

export async function remove(db: Db, accountId: number, id: number) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(messageInbox)
      .where(and(eq(messageInbox.id, id), eq(messageInbox.accountId, accountId)))
      .returning({ id: messageInbox.id });
    if (gone.length === 0) throw new AppError('NOT_FOUND', 'No such message');
    return changed(tx, accountId);
  });
}

/** The messages operators sent, newest first, with how many inboxes each reached. */
export async function sentMessages(db: Db, merchantId: number, page: { pageNo: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(eq(messages.merchantId, merchantId))
      .orderBy(desc(messages.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(messages).where(eq(messages.merchantId, merchantId)),
  ]);
  return {
    list: rows.map((m) => ({
      id: m.id,
      audience: m.audience,
      target: m.target,
      title: m.title,
      sender: m.sender,
      recipients: m.recipients,
      createdAt: toIso(m.createdAt),
    })),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    total: toInt(total?.n ?? 0),
  };
}
