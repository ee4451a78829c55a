import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits on the betting page for a draw that takes bets for at least `margin` ms more: the one
 * open now when it closes late enough, else the next one (a fast game's draw opens at the last
 * one's draw time). Returns its number. `timeout`: how long to wait for it (a 1-minute game
 * needs at most one cycle).
 */
export async function drawTakingBets(page: Page, margin: number, timeout = 75_000): Promise<string> {
  const current = page.getByTestId('current-draw');
  await expect
    .poll(
      async () => {
        if ((await current.getAttribute('data-open')) !== 'true') return 0;
        return Number(await current.getByTestId('lottery-countdown').getAttribute('data-left-ms'));
      },
      { timeout, intervals: [250] },
    )
    .toBeGreaterThan(margin);
  return (await current.getAttribute('data-draw'))!;
}
