import { expect, test } from '../fixtures';

test('a visitor sees the logged-out home with header, side menu and footer', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign up' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const items = (await nav.getByRole('link').allInnerTexts()).map((text) => text.split('\n').at(-1)!.trim());
  expect(items[0]).toBe('Home');
  expect(items[1]).toBe('In-house');
  expect(items.at(-1)).toBe('Promotions');
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('at least 18 years');
  // Lotus Spin runs slots and fishing: its logo shows once.
  await expect(footer.getByRole('img', { name: 'Lotus Spin' })).toHaveCount(1);
  await expect(footer.getByTestId('footer-vendor')).toHaveCount(18);
  await expect(page.locator('#boot-loader')).toBeHidden();
});

test('switching to Nepali changes the text at once and survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('ne');
  await expect(page.getByRole('banner').getByRole('button', { name: 'लग इन' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['ne', '["ne"]']);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'लग इन' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आफ्नै तरिकाले खेल्नुहोस्' })).toBeVisible();
  await page.getByLabel('भाषा').selectOption('en');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a language without a locale file falls back to English and says so', async ({ page }) => {
  await page.goto('/');
  const select = page.getByLabel('Language');
  await expect(select.locator('option[value="th"]')).toHaveText('ไทย (shown in English)');
  await select.selectOption('th');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Language').selectOption('en');
});

test('the dark theme survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the maintenance page appears when the operator sets it and goes away when cleared', async ({ page, ops }) => {
  await ops.setMaintenance(true, 'Upgrading the tables');
  await page.goto('/promotions');
  const closed = page.getByTestId('maintenance-page');
  await expect(closed.getByRole('heading', { name: 'Upgrading the tables' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await closed.getByRole('button', { name: 'Customer service' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: /Telegram support/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await ops.setMaintenance(false);
  await page.reload();
  await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
  await expect(page.getByTestId('promotions-page')).toBeVisible();
});

test('the region-blocked page shows the visitor ip and goes away when the range is cleared', async ({ page, ops, visitorIp }) => {
  await ops.setBlockedRanges([`${visitorIp}/32`]);
  await page.goto('/');
  const blocked = page.getByTestId('region-blocked-page');
  await expect(blocked.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(blocked).toContainText(`Your IP address: ${visitorIp}`);
  await expect(blocked.getByRole('button', { name: 'Customer service' })).toBeVisible();
  await ops.setBlockedRanges([]);
  await page.reload();
  await expect(page.getByTestId('region-blocked-page')).toHaveCount(0);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('a deep link such as /promotions loads in place', async ({ page }) => {
  const res = await page.goto('/promotions');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Promotions' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the active side-menu item follows the vassalage query', async ({ page }) => {
  await page.goto('/rng?vassalage=INHOUSE');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'In-house' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Slots' })).not.toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(nav.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
});

test('game pages hide the side menu; elsewhere it collapses and expands', async ({ page }) => {
  await page.goto('/seamless');
  await expect(page.getByTestId('game-fatal')).toBeVisible(); // no launch token: the game page says so
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Close menu' });
  await toggle.click();
  await expect(page.getByTestId('side-menu')).toHaveAttribute('data-collapsed', 'true');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('side-menu')).toHaveAttribute('data-collapsed', 'false');
});

test('navigation scrolls back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/');
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Live casino' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('lottery pages send a visitor without a session to the login popup', async ({ page }) => {
  await page.goto('/vnLottery');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('on a phone the side menu opens as a drawer and closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const menu = page.getByTestId('side-menu');
  await expect(menu).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeInViewport();
  await menu.getByRole('link', { name: 'Fishing' }).click();
  await expect(page).toHaveURL(/\/fish$/);
  await expect(menu).not.toBeInViewport();
});

test('the scroll-to-top button appears down the page and takes the visitor back up', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
