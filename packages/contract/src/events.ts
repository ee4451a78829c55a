import { z } from 'zod';
import { MinorUnits } from './common';

export { WS_AUTH_TIMEOUT_MS, WS_CLOSE, WS_LIMITS, WS_MAX_MESSAGE_BYTES, WS_PATH } from './ws';

export const WsAuthMessage = z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }).strict();
export const WsPingMessage = z.object({ type: z.literal('ping') }).strict();

/** What the client sends. */
export const WsClientMessage = z.discriminatedUnion('type', [WsAuthMessage, WsPingMessage]);
export type WsClientMessage = z.infer<typeof WsClientMessage>;

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
]);
export type WsServerMessage = z.infer<typeof WsServerMessage>;
export type WsServerMessageType = WsServerMessage['type'];
