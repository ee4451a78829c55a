import type { ChatConversation, ChatSide, OpsChatMessage } from '@jade/contract/chat';
import type { Database, Db } from '../../db/client';
import * as conversations from './chat.conversations';
import * as messages from './chat.messages';
import { CHAT_CHANNEL, ChatNotification } from './chat.notify';

/**
 * What the node's chat sockets receive; `resync` when notifications may have been missed. A
 * message is read once, as the operators see it: a customer's socket makes it the customer's.
 */
export type HubEvent =
  | { type: 'message'; message: OpsChatMessage }
  | { type: 'typing'; conversationId: number; from: ChatSide }
  | { type: 'read'; conversationId: number; by: ChatSide; seq: number }
  | { type: 'conversation'; conversation: ChatConversation }
  | { type: 'resync' };

type Listener = (event: HubEvent) => void;

export type ChatHub = {
  /** A customer's socket: the events of one conversation. */
  subscribeConversation: (conversationId: number, fn: Listener) => () => void;
  /** An operator's socket: the events of every conversation of the merchant. */
  subscribeMerchant: (merchantId: number, fn: Listener) => () => void;
  stop: () => Promise<void>;
};

function add(map: Map<number, Set<Listener>>, key: number, fn: Listener) {
  const set = map.get(key) ?? new Set<Listener>();
  set.add(fn);
  map.set(key, set);
  return () => {
    set.delete(fn);
    if (set.size === 0 && map.get(key) === set) map.delete(key);
  };
}

/**
 * The node's chat fan-out: one LISTEN on `jade_chat` for the whole process. A notification names
 * the conversation and the sequence number; the node reads the message (or conversation) once,
 * only when one of its sockets follows it, and hands it to those sockets. Work on one
 * conversation runs in order, so its events reach each socket in commit order.
 */
export async function startChatHub(
  listen: Database['listen'],
  db: Db,
  log: (err: unknown, msg: string) => void,
): Promise<ChatHub> {
  const byConversation = new Map<number, Set<Listener>>();
  const byMerchant = new Map<number, Set<Listener>>();
  const queues = new Map<number, Promise<void>>();

  const deliver = (n: ChatNotification, event: HubEvent) => {
    for (const fn of [...(byConversation.get(n.c) ?? []), ...(byMerchant.get(n.m) ?? [])]) {
      try {
        fn(event);
      } catch (err) {
        log(err, 'chat subscriber failed');
      }
    }
  };

  const eventOf = async (n: ChatNotification): Promise<HubEvent | null> => {
    switch (n.t) {
      case 'msg': {
        const message = await messages.at(db, n.c, n.s);
        return message ? { type: 'message', message } : null;
      }
      case 'conv': {
        const [conversation] = await conversations.present(db, [await conversations.forOperator(db, n.m, n.c)]);
        return { type: 'conversation', conversation: conversation! };
      }
      case 'typing':
        return { type: 'typing', conversationId: n.c, from: n.f };
      case 'read':
        return { type: 'read', conversationId: n.c, by: n.b, seq: n.s };
    }
  };

  const onPayload = (payload: string) => {
    let n: ChatNotification;
    try {
      n = ChatNotification.parse(JSON.parse(payload));
    } catch (err) {
      log(err, `ignored a malformed ${CHAT_CHANNEL} notification`);
      return;
    }
    if (!byConversation.has(n.c) && !byMerchant.has(n.m)) return;
    const previous = queues.get(n.c) ?? Promise.resolve();
    const next = previous
      .then(() => eventOf(n))
      .then(
        (event) => {
          if (event) deliver(n, event);
        },
        (err: unknown) => log(err, 'chat event could not be read'),
      );
    queues.set(n.c, next);
    void next.then(() => {
      if (queues.get(n.c) === next) queues.delete(n.c);
    });
  };

  const onResync = () => {
    for (const set of [...byConversation.values(), ...byMerchant.values()]) for (const fn of set) fn({ type: 'resync' });
  };

  const unlisten = await listen(CHAT_CHANNEL, onPayload, onResync);
  return {
    subscribeConversation: (id, fn) => add(byConversation, id, fn),
    subscribeMerchant: (id, fn) => add(byMerchant, id, fn),
    async stop() {
      byConversation.clear();
      byMerchant.clear();
      await unlisten();
    },
  };
}
