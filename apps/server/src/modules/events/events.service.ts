import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { WsSportsEvent, WsSportsOdds, type WsSportsCashOut } from '@jade/contract/events';
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
  // `a` lists accounts whose row, or one of whose sessions, changed (migration 0068's triggers).
  z.object({ t: z.literal('auth'), a: z.array(z.number().int()) }),
  // The sportsbook's public messages (odds, events), to every socket watching the book.
  z.object({ t: z.literal('sports'), m: z.discriminatedUnion('type', [WsSportsOdds, WsSportsEvent]) }),
  // Cash-out offers, each to its bet's owner: [account, bet, amount or null, running stake].
  z.object({
    t: z.literal('cashOuts'),
    l: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int().nullable(), z.number().int()])),
  }),
]);

/** What a member's subscribers receive: an event, or `resync` when events may have been missed. */
export type MemberEvent =
  { type: 'balance'; balance: number } | { type: 'unread' } | { type: 'payments' } | { type: 'resync' } | WsSportsCashOut;
/** What a socket watching the sportsbook receives. */
export type SportsEvent = WsSportsOdds | WsSportsEvent | { type: 'resync' };
export type SportsCashOutNote = { accountId: number; betId: number; offer: { amount: number; stake: number } | null };

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

/**
 * The sportsbook's public messages (a market's prices or state, an event's state or score) to every
 * node's sockets watching the book. In the caller's transaction, like `publishBalance`.
 */
export async function publishSports(db: Db, messages: readonly (WsSportsOdds | WsSportsEvent)[]): Promise<void> {
  for (const m of messages) {
    const payload = JSON.stringify({ t: 'sports', m });
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
  }
}

/** Cash-out offers per notification (about 40 bytes each): well under PostgreSQL's 8,000 bytes. */
const OFFERS_PER_NOTIFICATION = 150;

/** Tells each bet's owner its bet's cash-out offer now (null: none), in chunks. */
export async function publishCashOuts(db: Db, notes: readonly SportsCashOutNote[]): Promise<void> {
  for (let i = 0; i < notes.length; i += OFFERS_PER_NOTIFICATION) {
    const l = notes
      .slice(i, i + OFFERS_PER_NOTIFICATION)
      .map((n) => [n.accountId, n.betId, n.offer?.amount ?? null, n.offer?.stake ?? 0]);
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ t: 'cashOuts', l })})`);
  }
}

/** What the node does with the channel besides members' events. */
export type HubHooks = {
  /** Site sessions revoked on some node: close their sockets. */
  onRevoked?: (sessionIds: number[]) => void;
  /** Accounts or their sessions changed on some node: forget what was read of them. */
  onAuthChanged?: (accountIds: number[]) => void;
  /** The LISTEN connection was re-opened: notifications may have been missed. */
  onResync?: () => void;
};

export type EventHub = {
  /** Calls `onEvent` for each event of the member until the returned function is called. */
  subscribe: (accountId: number, onEvent: (event: MemberEvent) => void) => () => void;
  /** Calls `onEvent` for each of the sportsbook's public messages until the returned function is called. */
  watchSports: (onEvent: (event: SportsEvent) => void) => () => void;
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
  const sportsWatchers = new Set<(event: SportsEvent) => void>();

  const deliver = <E>(fn: (event: E) => void, event: E) => {
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
    } else if (parsed.t === 'sports') {
      for (const fn of sportsWatchers) deliver(fn, parsed.m);
    } else if (parsed.t === 'cashOuts') {
      for (const [a, betId, amount, stake] of parsed.l) {
        const event: MemberEvent = { type: 'sportsCashOut', betId, offer: amount === null ? null : { amount, stake } };
        for (const fn of byAccount.get(a) ?? []) deliver(fn, event);
      }
    } else if (parsed.t === 'revoked') {
      try {
        hooks.onRevoked?.(parsed.s);
      } catch (err) {
        log(err, 'closing the sockets of revoked sessions failed');
      }
    } else if (parsed.t === 'auth') {
      hooks.onAuthChanged?.(parsed.a);
    } else {
      for (const a of parsed.a) for (const fn of byAccount.get(a) ?? []) deliver(fn, { type: 'unread' });
    }
  };

  const onResync = () => {
    for (const subs of byAccount.values()) for (const fn of subs) deliver<MemberEvent>(fn, { type: 'resync' });
    for (const fn of sportsWatchers) deliver<SportsEvent>(fn, { type: 'resync' });
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
    watchSports(onEvent) {
      sportsWatchers.add(onEvent);
      return () => void sportsWatchers.delete(onEvent);
    },
    async stop() {
      byAccount.clear();
      sportsWatchers.clear();
      await unlisten();
    },
  };
}
