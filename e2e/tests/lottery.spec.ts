import { expect, signIn, test } from '../fixtures';
import { drawTakingBets, slipOfThirteenTickets } from '../lottery';
import { newMember } from '../members';

/** Rs amounts on screen ("Rs 9,987.00") as minor units. */
const minor = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
const rupees = (n: number) => `Rs ${(n / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a visitor opening a lottery page is sent to log in', async ({ page }) => {
  await page.goto('/vnLottery?lottoPrizeMode=LOTT&lottoView=lobby');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.getByTestId('lottery-page')).toHaveCount(0);
});

test('a member bets on the fast Vietnam lotto, sees the draw settle with hits and the win or loss, its trend chart and the draw verified', async ({
  page,
  ops,
}) => {
  // One 1-minute cycle at most to wait for a draw that takes the bet, then its draw and settlement.
  test.setTimeout(180_000);
  await signIn(page, ops);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/^Rs /);
  const before = minor(await balance.textContent());

  // The lottery centre's vendor card launches the in-app lobby with the spec's launch payload.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Lottery', exact: true }).click();
  await page.getByRole('button', { name: 'Play now: Jade Lottery' }).click();
  await expect(page).toHaveURL(/\/lottery\?lottoArea=VN&launchMode=LOTT&lottoPrizeMode=LOTT&lottoGameCode=&lottoView=lobby/);
  const card = page.locator('[data-game="LOTT_VN_1M"]');
  await expect(card.getByRole('timer')).toBeVisible();
  await card.getByRole('link', { name: 'Play' }).click();
  await expect(page.getByRole('heading', { name: 'Fast Vietnam Lotto 1 min' })).toBeVisible();

  await slipOfThirteenTickets(page);
  await expect(page.getByTestId('slip-potential')).toHaveText('Rs 98.50');

  const drawNo = await drawTakingBets(page, 6_000);
  await page.getByTestId('slip-confirm').click();
  await expect(page.getByTestId('slip-placed').or(page.getByTestId('slip-error'))).toBeVisible();
  await expect(page.getByTestId('slip-error')).toHaveCount(0);
  await expect(balance).toHaveText(rupees(before - 1300));
  const bets = page.getByRole('region', { name: 'My bets' });
  await expect(bets.locator(`[data-draw="${drawNo}"]`)).toContainText('Waiting for the draw');

  // The draw comes at its time; the slip moves to settled with its hits and win.
  await bets.getByRole('tab', { name: 'Settled' }).click();
  const settled = bets.locator(`[data-draw="${drawNo}"]`);
  await expect(settled).toBeVisible({ timeout: 75_000 });
  await expect(settled.getByTestId('my-bet-hits').first()).toContainText(/Hits: |No hits/);
  const outcome = (await settled.getByTestId('my-bet-outcome').textContent()) ?? '';
  expect(outcome).toMatch(/^(Won Rs [\d,.]+|No win)$/);
  const win = outcome.startsWith('Won') ? minor(outcome) : 0;
  await expect(balance).toHaveText(rupees(before - 1300 + win), { timeout: 15_000 });

  // The trend chart of the last draws, drawn as charts.
  await page.getByRole('link', { name: 'Trend chart' }).click();
  await expect(page.getByRole('heading', { name: 'Lô frequency 00–99' })).toBeVisible();
  await expect(page.getByTestId('trend-bars').first()).toBeVisible();
  await expect(page.getByTestId('trend-position')).toBeVisible();

  // The draw recomputed in the browser from its revealed seed.
  await page.getByRole('link', { name: 'Results' }).click();
  await page.locator(`[data-testid="result"][data-draw="${drawNo}"]`).getByRole('link', { name: 'Verify' }).click();
  await expect(page.getByTestId('lottery-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('lottery-verdict')).toHaveAttribute('data-verdict', 'verified');
});

test('the lottery lobby reads in Nepali', async ({ page, ops }) => {
  // A member of its own: demo01 signed in from a new network in the story before, and its SMS code
  // may be asked again only after a minute.
  await newMember(page, ops, 'lne');
  await page.evaluate(() => localStorage.setItem('lang', 'ne'));
  await page.goto('/lottery?lottoPrizeMode=ELOTT&lottoView=lobby');
  await expect(page.getByRole('heading', { name: 'ई-लटरी' })).toBeVisible();
  await expect(page.locator('[data-game="ELOTT_DICE_1M"]')).toContainText('तीन पासा 1 मिनेट');
  await expect(page.locator('[data-game="ELOTT_DICE_1M"]').getByRole('link', { name: 'खेल्नुहोस्' })).toBeVisible();
});
