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
