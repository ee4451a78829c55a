import { useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Runs `fn` once the page has loaded and the main thread is idle; returns what cancels it. */
export function afterLoad(fn: () => void, timeout = 3000): () => void {
  const w = window as IdleWindow;
  let idle = 0;
  const later = () => {
    idle = w.requestIdleCallback ? w.requestIdleCallback(fn, { timeout }) : window.setTimeout(fn, 1000);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    if (w.cancelIdleCallback) w.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** False until the page has loaded and the main thread is idle: what need not come with the first screen waits for it. */
export function useAfterLoad(timeout?: number): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterLoad(() => setLoaded(true), timeout), [timeout]);
  return loaded;
}

/**
 * Runs `steps` one per idle moment once the page has loaded (each waits for the one before,
 * and for its promise), then `done`: a load made of several heavy parts (script evaluation, a
 * first use) becomes several short tasks instead of one long one. A failed step does not stop
 * the rest. Returns what cancels the steps not yet run.
 */
export function afterLoadSteps(steps: readonly (() => unknown)[], done: () => void, timeout = 3000): () => void {
  let cancel: () => void = () => undefined;
  let cancelled = false;
  const run = (i: number) => {
    cancel = afterLoad(() => {
      if (cancelled) return;
      if (i === steps.length) {
        done();
        return;
      }
      let result: unknown;
      try {
        result = steps[i]!();
      } catch {
        result = undefined;
      }
      void Promise.resolve(result)
        .catch(() => undefined)
        .then(() => !cancelled && run(i + 1));
    }, timeout);
  };
  run(0);
  return () => {
    cancelled = true;
    cancel();
  };
}
