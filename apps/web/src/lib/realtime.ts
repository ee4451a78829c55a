import { useEffect } from 'react';
import type { WsServerMessage, WsServerMessageType } from '@jade/contract/events';

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

/** Hands a server message (or the local `resync`) to its subscribers. */
export function emit(message: WsServerMessage) {
  for (const l of listeners.get(message.type) ?? []) l(message);
}

/**
 * Keeps the tab's live-events socket open while signed in; mount it once (root layout). The
 * socket's code and its messages' schema (realtime-socket.ts) load when a session needs them, so a
 * guest's first visit never downloads them.
 */
export function useRealtime(token: string | null) {
  useEffect(() => {
    if (!token) return undefined;
    let stop: (() => void) | null = null;
    let closed = false;
    void import('./realtime-socket').then(({ connect }) => {
      if (!closed) stop = connect(token);
    });
    return () => {
      closed = true;
      stop?.();
    };
  }, [token]);
}
