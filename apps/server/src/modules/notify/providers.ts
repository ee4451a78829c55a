import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export type Notification = {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string | null;
  body: string;
};

/** Delivers one kind of message. Every message is also written to the outbox, the operator's record. */
export type Sender = { name: string; deliver: (n: Notification) => Promise<void> };

export type Notifier = { sms: Sender; email: Sender };

/** Outbox only: nothing leaves the server; the operator API shows what would have been sent. */
export const outboxSender: Sender = { name: 'outbox', deliver: async () => undefined };

/**
 * HTTP SMS gateway: POSTs `{ to, text }` as JSON, signed with HMAC-SHA256 over `timestamp.body`
 * in `X-Jade-Signature` (timestamp in `X-Jade-Timestamp`), so the gateway can refuse forgeries.
 */
export function httpSmsSender(url: string, secret: string): Sender {
  return {
    name: 'http',
    async deliver(n) {
      const body = JSON.stringify({ to: n.recipient, text: n.body });
      const ts = Math.floor(Date.now() / 1000).toString();
      const sig = createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-jade-timestamp': ts, 'x-jade-signature': sig },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

/** SMTP e-mail through nodemailer (`smtp://user:pass@host:587` or `smtps://…:465`). */
export function smtpSender(url: string, from: string): Sender {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async deliver(n) {
      await transport.sendMail({ from, to: n.recipient, subject: n.subject ?? '', text: n.body });
    },
  };
}

export function notifierFor(config: Pick<Config, 'sms' | 'email'>): Notifier {
  return {
    sms: config.sms.provider === 'http' ? httpSmsSender(config.sms.url, config.sms.secret) : outboxSender,
    email: config.email.provider === 'smtp' ? smtpSender(config.email.url, config.email.from) : outboxSender,
  };
}
