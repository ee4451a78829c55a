import type { KeyboardEvent } from 'react';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The arrow keys of a radio group or tab list (WAI-ARIA): move to the previous or next option
 * (wrapping) and choose it. Only the chosen option is in the tab order (`tabIndex`), so Tab leaves
 * the group.
 */
export function arrowKeys(role: 'radio' | 'tab') {
  return (e: KeyboardEvent<HTMLElement>) => {
    const step = STEP[e.key];
    if (!step) return;
    const options = [...e.currentTarget.querySelectorAll<HTMLElement>(`[role="${role}"]`)];
    const i = options.indexOf(document.activeElement as HTMLElement);
    if (i < 0) return;
    e.preventDefault();
    const next = options[(i + step + options.length) % options.length]!;
    next.focus();
    next.click();
  };
}
