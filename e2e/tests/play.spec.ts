import { expect, test } from '../fixtures';
import { newMember } from '../members';
import { balanceOf, launchFrom, played } from '../play';

// Game tabs next to the site's (and a verify tab), each loading a game: these stories take longer
// than most, the more so with other workers on the same cores.
test.slow();

test('a new member launches a slot from home, spins, finds the round and verifies its receipt', async ({ page, ops }) => {
  await newMember(page, ops, 'slot', { funds: 500_000 });
  await page.goto('/');
  const { game, code } = await launchFrom(page, '[data-row="HOT"]', /^(LOTUS|HIMAL|EVEREST|YETI|RHINO)-\d{4}$/);
  // The rules and the declared RTP are shown before the first bet; the launch token left the URL.
  await expect(game.getByTestId('rules-panel')).toBeVisible();
  await expect(game.getByTestId('rules-rtp')).toContainText('%');
  expect(game.url()).not.toContain('t=');
  await game.getByTestId('rules-close').click();
  const before = await balanceOf(game);
  expect(before).toBe(500_000);
  const spin = await played(game, () => game.getByTestId('slot-spin').click());
  await expect(game.getByTestId('slot-win')).toHaveAttribute('data-done', 'true');
  await expect.poll(() => balanceOf(game)).toBe(before - spin.round.stake + spin.round.win);
  expect(spin.balance).toBe(before - spin.round.stake + spin.round.win);

  // Rotating the seed reveals the server seed of the round just played.
  await game.getByTestId('fairness-toggle').click();
  await game.getByTestId('fair-rotate').click();
  await expect(game.getByTestId('fair-revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);

  // Back on the site: the balance followed, and the betting record has the round and its receipt.
  await page.bringToFront();
  await page.goto('/member?page=personalHistoryCopy');
  const rows = page.getByRole('region', { name: 'Betting record' }).locator('tbody tr');
  await expect(rows).toHaveCount(1); // a new member: this spin is the only round
  await expect(rows.first()).toContainText(code.split('-')[0]!);
  await rows.first().getByRole('button').first().click();
  const detail = page.getByRole('dialog', { name: 'Round detail' });
  await detail.getByTestId('receipt-show').click();
  await expect(detail.getByTestId('fairness-receipt')).toContainText(`{"stake":${spin.round.stake}}`);
  await expect(detail.getByTestId('receipt-server-seed')).toHaveText(/^[0-9a-f]{64}$/);
  const verifyTab = page.waitForEvent('popup');
  await detail.getByTestId('receipt-verify').click();
  const verify = await verifyTab;
  await expect(verify.getByTestId('verify-verdict')).toHaveAttribute('data-verdict', 'verified');
});

test('a member plays dice, then a baccarat hand at a live table in this tab', async ({ page, ops }) => {
  await newMember(page, ops, 'dice', { funds: 500_000 });
  await page.goto('/rng?vassalage=INHOUSE');
  const { game } = await launchFrom(page, '', /^INHOUSE-DICE$/);
  await game.getByTestId('rules-close').click();
  const roll = await played(game, () => game.getByTestId('roll').click());
  await expect(game.getByTestId('round-result')).toBeVisible();
  await expect.poll(() => balanceOf(game)).toBe(500_000 - roll.round.stake + roll.round.win);
  await game.close();

  // Live tables open in the site's own tab.
  await page.goto('/live');
  const card = page.locator('[data-testid="game-card"][data-game-code="ROYALDL-BAC1"]');
  await card.getByRole('button', { name: /^Play / }).click();
  await expect(page).toHaveURL(/\/seamless\?game=ROYALDL-BAC1/);
  await expect(page.getByTestId('game-room')).toHaveAttribute('data-engine', 'baccarat');
  await page.getByTestId('rules-close').click();
  const start = await balanceOf(page);
  await page.getByTestId('place-banker').click();
  const hand = await played(page, () => page.getByTestId('deal').click());
  expect(hand.round.stake).toBeGreaterThan(0);
  await expect(page.getByTestId('round-result')).toBeVisible();
  await expect.poll(() => balanceOf(page)).toBe(start - hand.round.stake + hand.round.win);
});

test('a free trial without signing in plays with play money and records nothing', async ({ page }) => {
  await page.goto('/rng?vassalage=INHOUSE');
  const { game } = await launchFrom(page, '', /^INHOUSE-LIMBO$/, 'Free trial');
  await expect(game.getByTestId('game-mode')).toBeVisible();
  await game.getByTestId('rules-close').click();
  const before = await balanceOf(game);
  const bet = await played(game, () => game.getByTestId('bet').click());
  await expect.poll(() => balanceOf(game)).toBe(before - bet.round.stake + bet.round.win);
  // No member, no record: the receipt of a trial round is nobody's.
  const receipt = await page.request.get(`/wps/game/fairness/${bet.round.roundRef}`);
  expect((await receipt.json()).code).toBe('AUTH_NOT_LOGGED_IN');
});

test('a game page keeps working after a reload, and a used launch link says it expired', async ({ page, ops }) => {
  await newMember(page, ops, 'reload', { funds: 100_000 });
  await page.goto('/rng?vassalage=INHOUSE');
  const [launch] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/wps/game/launchGame')),
    launchFrom(page, '', /^INHOUSE-KENO$/).then(({ game }) => game.close()),
  ]);
  const url = (await launch.json()).value.url as string;
  // The same link opened again in another tab: the one-time token is used up.
  const other = await page.context().newPage();
  await other.goto(url);
  await expect(other.getByTestId('game-fatal')).toBeVisible();
});

test('a mines round in play keeps its seed: rotating is refused, and signing out on the site ends the game', async ({
  page,
  ops,
}) => {
  await newMember(page, ops, 'mines', { funds: 100_000 });
  await page.goto('/rng?vassalage=INHOUSE');
  const { game } = await launchFrom(page, '', /^INHOUSE-MINES$/);
  await game.getByTestId('rules-close').click();
  await played(game, () => game.getByTestId('bet').click());
  await expect(game.getByTestId('mines-cashout')).toBeVisible();
  // The round's server seed would tell where the mines are: the pair is not retired while it is open.
  await game.getByTestId('fairness-toggle').click();
  await game.getByTestId('fair-rotate').click();
  await expect(game.getByTestId('fairness-panel').getByRole('alert')).toHaveText('Finish the round in progress first.');
  await expect(game.getByTestId('fair-revealed')).toHaveCount(0);

  // Signing out on the site ends the game page's session with it.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Prompt' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await game.bringToFront();
  await game.getByTestId('mines-tile-0').click();
  await expect(game.getByTestId('game-fatal')).toContainText('Your game session has ended');
});
