import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Db } from '../../db/client';

/** The socket limits of a WebSocket path (also used by the chat socket). */
export { SocketLimiter, type SocketTicket } from './events.limits';
/** The node's sockets by site session, closed when a session is revoked (the auth plugin holds one). */
export { SessionWatch } from './events.sessions';

/** The one NOTIFY channel of cross-node events; payloads are tiny JSON (see `Notification`). */
export const EVENTS_CHANNEL = 'jade_events';

/** The payload on the channel: `t` the kind, `a` the member account, the rest per kind. */
const Notification = z.discriminatedUnion('t', [
  z.object({ t: z.literal('balance'), a: z.number().int(), b: z.number().int() }),
  // `a` lists the member accounts whose inbox changed (one notification per chunk of accounts).
  z.object({ t: z.literal('unread'), a: z.array(z.number().int()) }),
  // A member's deposit or withdrawal changed state (an operator's decision, a gateway's answer).
  z.object({ t: z.literal('payments'), a: z.number().int() }),
  // `s` lists site sessions that ended (sign-out, password change, revocation): their sockets close.
  z.object({ t: z.literal('revoked'), s: z.array(z.number().int()) }),
]);

/** What a member's subscribers receive: an event, or `resync` when events may have been missed. */
export type MemberEvent = { type: 'balance'; balance: number } | { type: 'unread' } | { type: 'payments' } | { type: 'resync' };

/** Ids per `unread` or `revoked` notification: keeps each payload well under PostgreSQL's 8,000 bytes. */
const IDS_PER_NOTIFICATION = 500;

/**
 * Announces a member's new wallet balance to every node. Runs in the caller's transaction, so
 * the notification is delivered when (and only if) the movement commits, in commit order.
 */
export async function publishBalance(db: Db, accountId: number, balance: number): Promise<void> {
  const payload = JSON.stringify({ t: 'balance', a: accountId, b: balance });
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
}

/**
 * Tells these members' open tabs that their inbox changed (a message arrived, or was read or
 * deleted in another tab). Runs in the caller's transaction, like `publishBalance`; a large
 * audience goes out in chunks of IDS_PER_NOTIFICATION accounts.
 */
export async function publishUnread(db: Db, accountIds: readonly number[]): Promise<void> {
  for (let i = 0; i < accountIds.length; i += IDS_PER_NOTIFICATION) {
    const payload = JSON.stringify({ t: 'unread', a: accountIds.slice(i, i + IDS_PER_NOTIFICATION) });
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
  }
}

/**
 * Tells a member's open tabs that one of their deposits or withdrawals changed state, so their
 * records show the operator's decision at once. Runs in the deciding transaction, like `publishBalance`.
 */
export async function publishPayments(db: Db, accountId: number): Promise<void> {
  const payload = JSON.stringify({ t: 'payments', a: accountId });
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
}

/**
 * Tells every node that these site sessions ended, so each closes their sockets at once (4401)
 * rather than at its next session sweep. Runs in the revoking transaction, like `publishBalance`.
 */
export async function publishRevoked(db: Db, sessionIds: readonly number[]): Promise<void> {
  for (let i = 0; i < sessionIds.length; i += IDS_PER_NOTIFICATION) {
    const payload = JSON.stringify({ t: 'revoked', s: sessionIds.slice(i, i + IDS_PER_NOTIFICATION) });
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
  }
}

/** What the node does with the channel besides members' events. */
export type HubHooks = {
  /** Site sessions revoked on some node: close their sockets. */
  onRevoked?: (sessionIds: number[]) => void;
  /** The LISTEN connection was re-opened: notifications may have been missed. */
  onResync?: () => void;
};

export type EventHub = {
  /** Calls `onEvent` for each event of the member until the returned function is called. */
  subscribe: (accountId: number, onEvent: (event: MemberEvent) => void) => () => void;
  stop: () => Promise<void>;
};

/**
 * The node's fan-out: one LISTEN for the whole process, dispatched to the subscribers of each
 * member account (a map from account id to callbacks), so sockets cost no database connection.
 */
export async function startEventHub(
  listen: Database['listen'],
  log: (err: unknown, msg: string) => void = () => undefined,
  hooks: HubHooks = {},
): Promise<EventHub> {
  const byAccount = new Map<number, Set<(event: MemberEvent) => void>>();

  const deliver = (fn: (event: MemberEvent) => void, event: MemberEvent) => {
    try {
      fn(event);
    } catch (err) {
      log(err, 'event subscriber failed');
    }
  };

  const onPayload = (payload: string) => {
    let parsed: z.infer<typeof Notification>;
    try {
      parsed = Notification.parse(JSON.parse(payload));
    } catch (err) {
      log(err, `ignored a malformed ${EVENTS_CHANNEL} notification`);
      return;
    }
    if (parsed.t === 'balance') {
      for (const fn of byAccount.get(parsed.a) ?? []) deliver(fn, { type: 'balance', balance: parsed.b });
    } else if (parsed.t === 'payments') {
      for (const fn of byAccount.get(parsed.a) ?? []) deliver(fn, { type: 'payments' });
    } else if (parsed.t === 'revoked') {
      try {
        hooks.onRevoked?.(parsed.s);
      } catch (err) {
        log(err, 'closing the sockets of revoked sessions failed');
      }
    } else {
      for (const a of parsed.a) for (const fn of byAccount.get(a) ?? []) deliver(fn, { type: 'unread' });
    }
  };

  const onResync = () => {
    for (const subs of byAccount.values()) for (const fn of subs) deliver(fn, { type: 'resync' });
    hooks.onResync?.();
  };

  const unlisten = await listen(EVENTS_CHANNEL, onPayload, onResync);

  return {
    subscribe(accountId, onEvent) {
      const subs = byAccount.get(accountId) ?? new Set();
      subs.add(onEvent);
      byAccount.set(accountId, subs);
      return () => {
        subs.delete(onEvent);
        if (subs.size === 0 && byAccount.get(accountId) === subs) byAccount.delete(accountId);
      };
    },
    async stop() {
      byAccount.clear();
      await unlisten();
    },
  };
}
