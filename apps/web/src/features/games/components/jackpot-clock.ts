import { useSyncExternalStore } from 'react';
import { JACKPOT_TICK_MS } from './jackpot';

/**
 * One clock for every rising jackpot figure on the page: a single interval while at least one
 * counter shows a rising pool, so a page of jackpot cards makes one timer and one batched render of
 * the figures a tick (the cards themselves do not render again), not one timer and render per card.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, JACKPOT_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const noSubscription = () => () => undefined;
const read = () => now;

/** The time of the last tick (ms since the epoch) while `running`; a still figure subscribes to nothing. */
export function useJackpotClock(running: boolean): number {
  return useSyncExternalStore(running ? subscribe : noSubscription, read);
}

/** How many intervals the clock holds (0 or 1): for tests. */
export const jackpotTimers = () => (timer === undefined ? 0 : 1);
