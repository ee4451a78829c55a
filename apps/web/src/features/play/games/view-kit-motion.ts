/**
 * Motion helpers shared by the nine table and number views (kept under a `dice-` name so they stay
 * inside this set of files). Every animation collapses to its end state under prefers-reduced-motion.
 */

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Waits `ms` (no wait under reduced motion). */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, prefersReducedMotion() ? 0 : ms));

const frame = (cb: (now: number) => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(cb) : setTimeout(() => cb(performance.now()), 16);

/** Calls `onFrame(p)` with p rising from 0 to 1 over `ms`; resolves after p = 1 (at once under reduced motion). */
export function tween(ms: number, onFrame: (p: number) => void): Promise<void> {
  if (ms <= 0 || prefersReducedMotion()) {
    onFrame(1);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    const step = (now: number) => {
      const p = Math.min(1, Math.max(0, (now - start) / ms));
      onFrame(p);
      if (p < 1) frame(step);
      else resolve();
    };
    frame(step);
  });
}

/** Ease-out cubic. */
export const easeOut = (p: number) => 1 - (1 - p) ** 3;
