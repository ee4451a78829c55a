import { useEffect } from 'react';
import { WS_PATH, WsServerMessage, type WsServerMessageType } from '@jade/contract/events';
import { createSocket } from './socket';

type Message<T extends WsServerMessageType> = Extract<WsServerMessage, { type: T }>;
type Listener = (message: WsServerMessage) => void;

const listeners = new Map<WsServerMessageType, Set<Listener>>();

/**
 * Calls `onMessage` for each server message of this type until the returned function is called.
 * A `resync` is also delivered locally after every (re)authentication: events may have been
 * missed while the socket was down, so subscribers re-read what they show.
 */
export function subscribe<T extends WsServerMessageType>(type: T, onMessage: (message: Message<T>) => void): () => void {
  const set = listeners.get(type) ?? new Set<Listener>();
  const listener = onMessage as Listener;
  set.add(listener);
  listeners.set(type, set);
  return () => set.delete(listener);
}

function emit(message: WsServerMessage) {
  for (const l of listeners.get(message.type) ?? []) l(message);
}

/**
 * Opens the tab's live-events socket for a session token and keeps it open (lib/socket: backoff
 * reconnects, stops on 4401); after every (re)authentication subscribers get a `resync`.
 * Returns the function that closes it for good.
 */
export function connect(token: string): () => void {
  const socket = createSocket({
    path: WS_PATH,
    schema: WsServerMessage,
    hello: () => ({ type: 'auth', token }),
    onReady: () => emit({ type: 'resync' }),
    onMessage: emit,
  });
  socket.start();
  return socket.stop;
}

/** Keeps the tab's live-events socket open while signed in; mount it once (root layout). */
export function useRealtime(token: string | null) {
  useEffect(() => (token ? connect(token) : undefined), [token]);
}
