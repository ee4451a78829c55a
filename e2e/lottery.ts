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

/**
 * On the fast Vietnam lotto's betting page: lô on 12, 34 and 56 from the board and đề on 00–09
 * typed as a range, both added to the slip — 13 tickets of Rs 1.00.
 */
export async function slipOfThirteenTickets(page: Page) {
  const board = page.getByTestId('number-board');
  for (const n of ['12', '34', '56']) await board.getByRole('button', { name: n, exact: true }).click();
  await expect(page.getByTestId('picker-summary')).toHaveText('3 tickets');
  await page.getByTestId('add-to-slip').click();
  await page.getByRole('radio', { name: 'Đề (special)' }).click();
  await page.getByLabel('Type numbers').fill('00-09');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByTestId('add-to-slip').click();
  await expect(page.getByTestId('slip-tickets')).toHaveText('13');
  await expect(page.getByTestId('slip-total')).toHaveText('Rs 13.00');
}
