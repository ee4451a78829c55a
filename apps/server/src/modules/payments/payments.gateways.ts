import { createHmac, timingSafeEqual } from 'node:crypto';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import type { ChannelRow } from './payments.settings';
import type { GatewayInfo, deposits } from './payments.tables';

type DepositRow = typeof deposits.$inferSelect;

/** How long a signed gateway callback stays acceptable (replays outside it are refused). */
export const CALLBACK_WINDOW_SECONDS = 300;

export const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** The headers a gateway sends with its callback: `X-Jade-Timestamp` and `X-Jade-Signature` over `timestamp.body`. */
export function signCallback(secret: string, body: string, now = Date.now()) {
  const ts = String(Math.floor(now / 1000));
  return { 'x-jade-timestamp': ts, 'x-jade-signature': hmacHex(secret, `${ts}.${body}`) };
}

/** Refuses a callback whose signature is wrong or whose timestamp is outside the window. */
export function verifyCallback(secret: string, body: string, ts: string | undefined, sig: string | undefined, now = Date.now()) {
  const seconds = Number(ts);
  if (!ts || !sig || !Number.isInteger(seconds) || Math.abs(now / 1000 - seconds) > CALLBACK_WINDOW_SECONDS)
    throw new AppError('GATEWAY_SIGNATURE_INVALID', 'Stale or missing callback timestamp');
  const expected = Buffer.from(hmacHex(secret, `${ts}.${body}`), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(sig) ? sig : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError('GATEWAY_SIGNATURE_INVALID', 'Wrong callback signature');
}

/** The signature the checkout link carries, so the gateway page shows only real orders of ours. */
export const checkoutSignature = (secret: string, orderNo: string, amount: number) =>
  hmacHex(secret, `checkout.${orderNo}.${amount}`);

export type Gateway = { checkoutUrl: (d: DepositRow, channel: ChannelRow) => string };

/**
 * A gateway adapter. `sandbox` is the local gateway inside this server (its checkout page is
 * /sandbox-gateway/checkout); `http` sends the member to the gateway's own page at `url`.
 */
export function gatewayFor(channel: ChannelRow): Gateway {
  const g = channel.gateway;
  if (!g) throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE', 'The channel has no gateway');
  return {
    checkoutUrl(d) {
      const amount = toInt(d.amount);
      const q = new URLSearchParams({ amount: String(amount), sig: checkoutSignature(g.secret, d.orderNo, amount) });
      if (g.provider === 'sandbox') return `/sandbox-gateway/checkout/${d.orderNo}?${q}`;
      q.set('orderNo', d.orderNo);
      q.set('callback', `/wps/payments/gateway/callback/${channel.id}`);
      return `${g.url}?${q}`;
    },
  };
}

/**
 * Whether a gateway may not be used here: the sandbox one approves deposits with a click, so it is
 * off in production unless the operator opted in (`config.sandboxGateway`).
 */
export const gatewayRefused = (sandboxOn: boolean, g: Pick<GatewayInfo, 'provider'> | null | undefined) =>
  !sandboxOn && g?.provider === 'sandbox';
