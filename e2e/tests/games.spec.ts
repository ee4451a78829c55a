import type { Page } from '@playwright/test';
import { DEMO_NETWORK, expect, signIn, test } from '../fixtures';

// demo01 signs in here: from the demo network, so no one-time code is asked (see DEMO_NETWORK).
test.use({ visitorIp: DEMO_NETWORK });

const cards = (page: Page) => page.getByTestId('game-page').getByTestId('game-card');

test('/rng?vassalage=INHOUSE shows only the in-house games', async ({ page }) => {
  await page.goto('/rng?vassalage=INHOUSE');
  await expect(page.getByRole('heading', { level: 1, name: 'In-house' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const vendors = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-vendor')));
  expect(vendors.length).toBeGreaterThan(0);
  expect(new Set(vendors)).toEqual(new Set(['INHOUSE']));
});

test('a vendor tab filters the list and search narrows it as the player types', async ({ page }) => {
  await page.goto('/rng');
  await expect(cards(page).first()).toBeVisible();
  const allCount = await page.getByTestId('games-count').innerText();
  await page.getByRole('navigation', { name: 'Providers' }).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/vassalage=/);
  const vendor = new URL(page.url()).searchParams.get('vassalage');
  await expect(page.getByTestId('games-count')).not.toHaveText(allCount);
  await expect(cards(page).first()).toHaveAttribute('data-vendor', vendor!);

  const name = (await cards(page).first().getByTestId('game-name').innerText()).trim();
  await page.getByRole('searchbox', { name: 'Search games' }).fill(name);
  await expect(page.getByTestId('games-count')).toHaveText(/^\d{1,2} games?$/);
  for (const text of await cards(page).getByTestId('game-name').allInnerTexts())
    expect(text.toLowerCase()).toContain(name.toLowerCase());
  await page.getByRole('searchbox', { name: 'Search games' }).fill('zzzz-no-such-game');
  await expect(page.getByTestId('games-empty')).toHaveText('No games match');
});

test('scrolling loads the next page and keeps at most ~100 cards in the page', async ({ page }) => {
  await page.goto('/rng');
  await expect(cards(page)).toHaveCount(20);
  const before = await page
    .getByRole('listitem')
    .evaluateAll((els) => Math.max(...els.map((el) => Number(el.getAttribute('aria-posinset')))));
  expect(before).toBe(20);
  for (let i = 0; i < 12; i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(150);
  }
  await expect
    .poll(() =>
      page
        .getByTestId('game-page')
        .locator('[aria-posinset]')
        .evaluateAll((els) => Math.max(...els.map((el) => Number(el.getAttribute('aria-posinset'))))),
    )
    .toBeGreaterThan(60);
  expect(await cards(page).count()).toBeLessThanOrEqual(100);
  // The total stays the whole catalog (thousands), while the page draws only the rows near the screen.
  const setSize = Number(await page.getByTestId('game-page').locator('[aria-setsize]').first().getAttribute('aria-setsize'));
  expect(setSize).toBeGreaterThan(1000);
});

test('a guest choosing a favourite gets the login popup', async ({ page }) => {
  await page.goto('/rng');
  await cards(page)
    .first()
    .getByRole('button', { name: /^Favourite: / })
    .click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('/favorite and /recent ask a guest to sign in', async ({ page }) => {
  await page.goto('/favorite');
  await expect(page.getByTestId('sign-in-prompt')).toContainText('Log in to see your favourite games.');
  await page.goto('/recent');
  await expect(page.getByTestId('sign-in-prompt')).toContainText('Log in to see the games you played recently.');
});

test('a member marks a favourite, finds it on /favorite and removes it again', async ({ page, ops }) => {
  await page.goto('/rng?vassalage=YETI');
  await signIn(page, ops);
  const card = cards(page).first();
  const nodeId = (await card.getAttribute('data-node-id'))!;
  const heart = card.getByRole('button', { name: /^Favourite: / });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toBeDisabled();
  await expect(heart).toBeEnabled();

  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  await expect(page.locator(`[data-testid="game-page"] [data-node-id="${nodeId}"]`)).toBeVisible();

  await page.goto('/favorite');
  const favourite = page.locator(`[data-node-id="${nodeId}"]`);
  await expect(favourite).toBeVisible();
  await favourite.getByRole('button', { name: /^Favourite: / }).click();
  // Taken off the list at once, and for good.
  await expect(favourite).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('account-games-page')).toBeVisible();
  await expect(page.locator(`[data-node-id="${nodeId}"]`)).toHaveCount(0);
});

test('/recent lists the games demo01 played', async ({ page, ops }) => {
  await page.goto('/recent');
  await signIn(page, ops);
  const list = page.getByTestId('account-games-page');
  for (const gameCode of ['LOTUS-0001', 'HIMAL-0007', 'ROYALDL-BAC1', 'OCEAN-0002'])
    await expect(list.locator(`[data-game-code="${gameCode}"]`)).toBeVisible();
});

test('a game under maintenance says so and suggests six other games', async ({ page, ops }) => {
  // The card rooms have no engine yet: their vendors are in maintenance.
  await page.goto('/pvp?vassalage=CARDMS');
  await signIn(page, ops);
  const card = page.locator('[data-testid="game-card"][data-vendor="CARDMS"]').first();
  await expect(card.getByTestId('maintenance-overlay')).toBeVisible();
  await card.getByRole('button', { name: /^Play / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('maintenance-dialog')).toContainText('This game is under maintenance.');
  await expect(dialog.getByTestId('suggested-games').getByRole('button')).toHaveCount(6);
});

test('a guest playing for real gets the login popup', async ({ page }) => {
  await page.goto('/fish');
  await cards(page)
    .first()
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('the game list speaks Nepali', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ne'));
  await page.goto('/rng');
  await expect(page.getByRole('heading', { level: 1, name: 'स्लटहरू' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'सबै', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('searchbox', { name: 'खेल खोज्नुहोस्' })).toBeVisible();
  await expect(page.getByText('२५ लाइन वा बढी')).toBeVisible();
  await expect(page.getByTestId('games-count')).toContainText('खेलहरू');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the game list fits the screen and works from the keyboard', async ({ page }) => {
    await page.goto('/rng');
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('searchbox', { name: 'Search games' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Favourites', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});
