import { createHmac } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@jade/contract/system';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { toIso } from '../../db/normalize';
import { outbox } from './notify.tables';

export type Notification = {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string | null;
  body: string;
};

/** Delivers SMS and e-mail. Every message is also written to the outbox, the operator's record. */
export type Notifier = {
  name: string;
  deliver: (n: Notification) => Promise<void>;
};

/** Outbox only: nothing leaves the server; the operator API shows what would have been sent. */
export const outboxNotifier: Notifier = { name: 'outbox', deliver: async () => undefined };

/**
 * Webhook delivery: POSTs each message as JSON to the operator's SMS/e-mail gateway, signed with
 * HMAC-SHA256 over `timestamp.body` in `X-Jade-Signature`, so the gateway can refuse forgeries.
 */
export function webhookNotifier(url: string, secret: string): Notifier {
  return {
    name: 'webhook',
    async deliver(n) {
      const body = JSON.stringify(n);
      const ts = Math.floor(Date.now() / 1000).toString();
      const sig = createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-jade-timestamp': ts, 'x-jade-signature': sig },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`Notification gateway answered ${res.status}`);
    },
  };
}

export function notifierFor(config: Config['notify']): Notifier {
  return config.provider === 'webhook' ? webhookNotifier(config.url, config.secret) : outboxNotifier;
}

/** Sends one message through the configured provider and records it in the outbox. */
export async function send(db: Db, notifier: Notifier, n: Notification): Promise<void> {
  await notifier.deliver(n);
  await db.insert(outbox).values({
    channel: n.channel,
    recipient: n.recipient,
    subject: n.subject ?? null,
    body: n.body,
    provider: notifier.name,
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
