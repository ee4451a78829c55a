import { startTransition, useEffect, useState } from 'react';

/** Steps waiting for their turn, run one per idle moment once the page has loaded. */
const queue: (() => void)[] = [];
let running = false;

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };

function drain() {
  const w = window as IdleWindow;
  const next = () => {
    const step = queue.shift();
    if (!step) {
      running = false;
      return;
    }
    step();
    schedule();
  };
  const schedule = () => (w.requestIdleCallback ? w.requestIdleCallback(next, { timeout: 4000 }) : window.setTimeout(next, 50));
  schedule();
}

function enqueue(step: () => void) {
  queue.push(step);
  if (running) return;
  running = true;
  if (document.readyState === 'complete') drain();
  else window.addEventListener('load', drain, { once: true });
}

/**
 * How many of a row's `total` chunks to render: none until the row is within a screen of the
 * viewport (or `eager`), then the `inView` first ones at once and one more chunk per idle moment
 * after the page has loaded (each step a couple of cards, built as a transition). A row nobody
 * scrolls to is never built: on a phone the rows below the first screen cost the first load
 * nothing (their placeholders hold their place), and a row is whole soon after it comes near.
 */
export function useProgressive(element: Element | null, total: number, inView: number, eager: boolean): number {
  const [count, setCount] = useState(eager ? inView : 0);
  const [near, setNear] = useState(eager);
  useEffect(() => {
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && startTransition(() => setNear(true)),
      {
        rootMargin: '100% 0px',
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  const shown = near ? Math.max(count, inView) : count;
  useEffect(() => {
    if (!near || total === 0 || shown >= total) return;
    let cancelled = false;
    enqueue(() => {
      if (!cancelled) startTransition(() => setCount(shown + 1));
    });
    return () => {
      cancelled = true;
    };
  }, [near, shown, total]);
  return Math.min(shown, total);
}
