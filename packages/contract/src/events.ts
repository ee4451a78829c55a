import { z } from 'zod';
import { MinorUnits } from './common';

export { WS_AUTH_TIMEOUT_MS, WS_CLOSE, WS_LIMITS, WS_MAX_MESSAGE_BYTES, WS_PATH } from './ws';

export const WsAuthMessage = z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }).strict();
export const WsPingMessage = z.object({ type: z.literal('ping') }).strict();
/**
 * The sportsbook's public messages (`sportsOdds`, `sportsEvent`) on (`on: true`) or off. Allowed
 * before `auth` (odds are public: a visitor's socket watching the book is not closed by the auth
 * timeout; it may still authenticate later) and after it. A member's `sportsCashOut` messages need
 * no watching: they follow `auth` like `balance`.
 */
export const WsSportsWatchMessage = z.object({ type: z.literal('sports'), on: z.boolean() }).strict();

/** What the client sends. */
export const WsClientMessage = z.discriminatedUnion('type', [WsAuthMessage, WsPingMessage, WsSportsWatchMessage]);
export type WsClientMessage = z.infer<typeof WsClientMessage>;

/**
 * Sportsbook (watchers): a market's prices or state moved. Each selection's `odds` (ten-thousandths)
 * at its `version`; `state` OPEN/SUSPENDED/SETTLED/VOID. The market's selections, all of them.
 */
export const WsSportsOdds = z.object({
  type: z.literal('sportsOdds'),
  eventId: z.number().int(),
  marketId: z.number().int(),
  state: z.enum(['OPEN', 'SUSPENDED', 'SETTLED', 'VOID']),
  selections: z.array(z.object({ id: z.number().int(), odds: z.number().int(), version: z.number().int() })),
});
/** Sportsbook (watchers): an event's state or live score changed (its markets follow as `sportsOdds`). */
export const WsSportsEvent = z.object({
  type: z.literal('sportsEvent'),
  eventId: z.number().int(),
  state: z.enum(['SCHEDULED', 'LIVE', 'SUSPENDED', 'ENDED', 'SETTLED', 'CANCELLED']),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
});
/**
 * Sportsbook (the bet's owner only): an open bet's cash-out offer changed — the whole running
 * stake's `amount` and that `stake` (as SportsCashOutOffer), or null when it has none now.
 */
export const WsSportsCashOut = z.object({
  type: z.literal('sportsCashOut'),
  betId: z.number().int(),
  offer: z.object({ amount: MinorUnits, stake: MinorUnits }).nullable(),
});
export type WsSportsOdds = z.infer<typeof WsSportsOdds>;
export type WsSportsEvent = z.infer<typeof WsSportsEvent>;
export type WsSportsCashOut = z.infer<typeof WsSportsCashOut>;

/** What the server sends. */
export const WsServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('resync') }),
  /** The member's wallet balance after a movement, in minor units. */
  z.object({ type: z.literal('balance'), balance: MinorUnits }),
  /** The member's inbox changed (a message arrived, or was read or deleted elsewhere): re-read the unread count. */
  z.object({ type: z.literal('unread') }),
  // One of the member's deposits or withdrawals changed state: its records read again.
  z.object({ type: z.literal('payments') }),
  WsSportsOdds,
  WsSportsEvent,
  WsSportsCashOut,
]);
export type WsServerMessage = z.infer<typeof WsServerMessage>;
export type WsServerMessageType = WsServerMessage['type'];
