import { and, desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@jade/contract/system';
import type { Notification, Notifier } from './providers';
import type { Db } from '../../db/client';
import { toIso } from '../../db/normalize';
import { outbox } from './notify.tables';

export { notifierFor, type Notification, type Notifier } from './providers';
/** The texts of what the platform sends (codes, reset links, security notices), by language. */
export { texts as messageTexts, type SecurityChange } from './notify.texts';

/** Sends one message through the configured provider and records it in the outbox. */
export async function send(db: Db, notifier: Notifier, n: Notification): Promise<void> {
  const sender = notifier[n.channel];
  await sender.deliver(n);
  await db.insert(outbox).values({
    channel: n.channel,
    recipient: n.recipient,
    subject: n.subject ?? null,
    body: n.body,
    provider: sender.name,
  });
}

export async function listOutbox(
  db: Db,
  q: { channel?: 'sms' | 'email' | undefined; recipient?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  const where = and(
    q.channel ? eq(outbox.channel, q.channel) : undefined,
    q.recipient ? eq(outbox.recipient, q.recipient) : undefined,
  );
  const rows = await db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(q.limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: toIso(r.createdAt),
  }));
}
