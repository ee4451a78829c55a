import { useEffect, useState } from 'react';

/** Rows waiting for their turn, rendered one per idle moment once the page has loaded. */
const queue: (() => void)[] = [];
let running = false;

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };

function drain() {
  const w = window as IdleWindow;
  const next = () => {
    const turn = queue.shift();
    if (!turn) {
      running = false;
      return;
    }
    turn();
    schedule();
  };
  const schedule = () => (w.requestIdleCallback ? w.requestIdleCallback(next, { timeout: 2000 }) : window.setTimeout(next, 50));
  schedule();
}

function enqueue(turn: () => void) {
  queue.push(turn);
  if (running) return;
  running = true;
  if (document.readyState === 'complete') drain();
  else window.addEventListener('load', drain, { once: true });
}

/**
 * Whether a section below the first screen should render its content: at once when `eager`, when
 * it comes within a screen of the viewport, or in its turn when the page is idle after loading
 * (one section per idle moment, so no long task builds them all at once).
 */
export function useDeferred(element: Element | null, eager: boolean): boolean {
  const [shown, setShown] = useState(eager);
  useEffect(() => {
    if (shown || !element) return;
    let done = false;
    const show = () => {
      if (done) return;
      done = true;
      setShown(true);
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: '100% 0px' });
    observer?.observe(element);
    enqueue(show);
    return () => {
      done = true;
      observer?.disconnect();
    };
  }, [element, shown]);
  return shown;
}
