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

/** How many mounted views watch the book (the sportsbook's prices, scores and offers). */
let sportsWatchers = 0;
/** The tab's socket's `send` while it is connected (realtime-socket.ts), else null. */
let sendToSocket: ((message: object) => boolean) | null = null;

/**
 * Asks the socket for the book's live messages until the returned function is called (several
 * views may watch at once; the last to stop ends it). Asked again after every reconnection.
 */
export function watchSports(): () => void {
  if (sportsWatchers++ === 0) sendToSocket?.({ type: 'sports', on: true });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--sportsWatchers === 0) sendToSocket?.({ type: 'sports', on: false });
  };
}

/** Called by the socket: `send` once authenticated (it re-sends what is watched), null when stopped. */
export function attachSocket(send: ((message: object) => boolean) | null) {
  sendToSocket = send;
  if (send && sportsWatchers > 0) send({ type: 'sports', on: true });
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
