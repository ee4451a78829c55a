import { expect, test } from '../fixtures';
import { drawTakingBets } from '../lottery';
import { newMember } from '../members';

test('a member chases a bet over the next 3 draws from the slip, sees its first draw placed and paid for, then cancels the rest and is refunded', async ({
  page,
  ops,
}) => {
  // Placing the chase may wait for the next draw to open (up to ~15 s); no draw is waited for to settle.
  test.setTimeout(45_000);
  await newMember(page, ops, 'chase', { funds: 100_000 });
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('Rs 1,000.00');

  await page.goto('/lottery?lottoPrizeMode=LOTT&lottoView=lobby');
  await page.locator('[data-game="LOTT_VN_1M"]').getByRole('link', { name: 'Play' }).click();
  await expect(page.getByRole('heading', { name: 'Fast Vietnam Lotto 1 min' })).toBeVisible();
  const chases = page.getByRole('region', { name: 'My chases' });
  await expect(chases).toContainText('No chase is running.');

  // Lô on three numbers: 3 tickets of Rs 1.00 a draw.
  const board = page.getByTestId('number-board');
  for (const n of ['12', '34', '56']) await board.getByRole('button', { name: n, exact: true }).click();
  await page.getByTestId('add-to-slip').click();
  const slip = page.getByTestId('slip');
  await expect(slip.getByTestId('slip-total')).toHaveText('Rs 3.00');

  // A chase over 3 draws, doubling the multiplier each draw, stopping on the first win.
  await slip.getByLabel('Chase the next draws').check();
  await slip.getByLabel('Number of draws').fill('3');
  await slip.getByRole('radio', { name: 'Multiply it' }).click();
  await slip.getByLabel('Stop on the first win').check();
  await expect(slip.getByTestId('chase-plan-draw')).toHaveText([/^Draw 1\s*×1\s*Rs 3\.00$/, /×2\s*Rs 6\.00$/, /×4\s*Rs 12\.00$/]);
  await expect(slip.getByTestId('chase-first')).toHaveText('Rs 3.00');
  await expect(slip.getByTestId('chase-total')).toHaveText('Rs 21.00');
  const start = slip.getByRole('button', { name: 'Start chase · 3 draws · Rs 21.00' });

  // Only the first draw's stake is taken now; the draw must stay open long enough to cancel before it closes.
  const drawNo = await drawTakingBets(page, 8_000, 20_000);
  await start.click();
  await expect(slip.getByTestId('slip-placed').or(slip.getByTestId('slip-error'))).toBeVisible();
  await expect(slip.getByTestId('slip-error')).toHaveCount(0);
  await expect(slip.getByTestId('slip-placed')).toContainText('the first of its 3 draws is placed');
  await expect(balance).toHaveText('Rs 997.00');

  const chase = chases.getByTestId('my-chase');
  await expect(chase.getByTestId('my-chase-status')).toHaveText('In progress');
  await expect(chase.getByTestId('my-chase-progress')).toHaveText('1 of 3 draws placed');
  await expect(chase.getByTestId('my-chase-staked')).toHaveText('Rs 3.00');
  await expect(chase).toContainText('Stops on the first win');
  await expect(chase.getByTestId('chase-draw-outcome')).toHaveText(['Waiting for the draw', 'To come', 'To come']);
  await expect(chase.locator(`[data-draw="${drawNo}"]`)).toContainText('×1');
  // The first draw's slip is an ordinary slip among My bets.
  await expect(page.getByRole('region', { name: 'My bets' }).locator(`[data-draw="${drawNo}"]`)).toContainText(
    'Waiting for the draw',
  );

  // Cancelling asks first, then gives back the open draw's stake and plays no more draws.
  await chase.getByRole('button', { name: /^Cancel remaining draws/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the remaining draws?' });
  await expect(dialog).toContainText('2 draws still to come');
  await expect(dialog).toContainText('Rs 3.00, comes back to your balance');
  await dialog.getByRole('button', { name: 'Cancel remaining draws', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(chases.getByTestId('chase-cancelled')).toHaveText(/^Chase \d+ cancelled: Rs 3\.00 refunded to your balance\.$/);
  await expect(balance).toHaveText('Rs 1,000.00');
  await expect(chases).toContainText('No chase is running.');

  await chases.getByRole('tab', { name: 'Ended' }).click();
  const ended = chases.getByTestId('my-chase');
  await expect(ended.getByTestId('my-chase-status')).toHaveText('Cancelled');
  await expect(ended.getByTestId('chase-draw-outcome')).toHaveText(['Refunded', 'Cancelled', 'Cancelled']);
  await expect(ended.getByTestId('my-chase-staked')).toHaveText('Rs 0.00');
  await expect(ended.getByRole('button', { name: /Cancel remaining draws/ })).toHaveCount(0);

  // On a phone the slip's chase options and the chase fit the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(slip.getByTestId('chase-options')).toBeVisible();
  await expect(ended).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
