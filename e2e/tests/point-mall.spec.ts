import type { Page } from '@playwright/test';
import { DEMO_NETWORK, expect, signIn, test } from '../fixtures';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { minor } from '../play';

// demo01 signs in here: from the demo network, so no one-time code is asked (see DEMO_NETWORK).
test.use({ visitorIp: DEMO_NETWORK });

/** demo01's payment password (the demo seed). */
const PAY = '123456';

/** A points figure on screen ("60,000") as a number. */
const count = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** demo01's points and wallet balance as the page shows them, once both have loaded. */
async function readPoints(page: Page) {
  const points = page.getByTestId('points-balance');
  await expect(points).toHaveText(/^\d[\d,]*$/);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/^Rs [\d,]+\.\d\d$/);
  return { points: count(await points.textContent()), balance: minor(await balance.textContent()) };
}

const fmt = (n: number) => n.toLocaleString('en');
const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The points left that a redemption's or conversion's answer names. */
const pointsLeft = (text: string | null) => count(/Points left: ([\d,]+)/.exec(text ?? '')?.[1] ?? null);

/**
 * The points went down by exactly `spent`, give or take the day's earning: the loyalty job settles
 * yesterday's valid bet into points at any time after the server starts.
 */
function expectSpent(before: number, left: number, spent: number) {
  expect(left).toBeGreaterThanOrEqual(before - spent);
  expect(left).toBeLessThan(before);
}
const rupees = (m: number) => `Rs ${(m / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

test('a guest browses the points mall and the rules, and is asked to log in to redeem', async ({ page }) => {
  await page.goto('/pointMall');
  const mall = page.getByTestId('point-mall-page');
  await expect(mall.getByRole('heading', { name: 'Points mall', level: 1 })).toBeVisible();
  await expect(mall.getByTestId('points-sign-in')).toContainText('Log in to see your points');
  const items = mall.getByTestId('point-item');
  await expect(items).toHaveCount(4);
  const cash = items.filter({ has: page.getByRole('heading', { name: 'Cash 50', exact: true }) });
  await expect(cash.getByTestId('item-points')).toHaveText('5,000');
  await expect(cash).toContainText('Rs 50.00');
  const shirt = items.filter({ has: page.getByRole('heading', { name: 'Jade T-shirt' }) });
  await expect(shirt).toContainText('Left100');
  await expect(shirt).toContainText('0 of 2 redeemed');
  await expect(shirt).toContainText('Rs 50,000.00');

  // Keyboard: the tabs move with the arrow keys; the rules hold the exchange-rate table.
  await mall.getByRole('tab', { name: 'Mall' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(mall.getByRole('tab', { name: 'Rules' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/pointMall\?tab=rules$/);
  const table = mall.getByTestId('exchange-table');
  await expect(table.getByRole('row', { name: /1,000 or more/ })).toContainText('Rs 1.20');
  await expect(table.getByRole('row', { name: /10,000 or more/ })).toContainText('Rs 1.50');
  await expect(mall.getByTestId('point-rules')).toContainText('Points never expire.');

  await mall.getByRole('tab', { name: 'Mall' }).click();
  await cash.getByRole('button', { name: 'Redeem Cash 50', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('the points mall fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/pointMall');
  await expect(page.getByTestId('point-item')).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await page.getByTestId('point-item').first().locator('img').boundingBox();
  expect(box && Math.round(box.width / box.height)).toBe(3);
});

test('demo01 redeems Cash 50 from the account menu and sees its points, balance, history and details', async ({ page, ops }) => {
  await signIn(page, ops);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Points' }).click();
  await expect(page).toHaveURL(/\/pointMall$/);
  const mall = page.getByTestId('point-mall-page');
  const before = await readPoints(page);

  await mall.getByRole('button', { name: 'Redeem Cash 50', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Cash 50' });
  await dialog.getByLabel('Payment password').fill(PAY);
  await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
  const balance = before.balance + 5_000;
  const done = dialog.getByTestId('redeem-done');
  await expect(done).toHaveText(
    new RegExp(`^Cash 50 redeemed: Rs 50\\.00 added to your balance, now ${esc(rupees(balance))}\\. Points left: [\\d,]+\\.$`),
  );
  const left = pointsLeft(await done.textContent());
  expectSpent(before.points, left, 5_000);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByTestId('header-balance')).toHaveText(rupees(balance));

  await mall.getByRole('tab', { name: 'Redeem history' }).click();
  const latest = mall.getByTestId('redeem-history').locator('tbody tr').first();
  await expect(latest).toContainText('Cash 50');
  await expect(latest.getByTestId('redeem-status')).toHaveText('Approved');
  await mall.getByRole('tab', { name: 'Points details' }).click();
  const movement = mall.getByTestId('point-movements').locator('tbody tr').filter({ hasText: 'Redeemed' }).first();
  await expect(movement).toContainText('-5,000');
  await expect(movement.locator('td').last()).toHaveText(fmt(left));
});

test('demo01 converts 1,000 points to Rs 12.00 and sees the conversion in the points details', async ({ page, ops }) => {
  await signIn(page, ops);
  await page.goto('/pointMall?tab=convert');
  const mall = page.getByTestId('point-mall-page');
  const before = await readPoints(page);
  const form = mall.getByTestId('convert-form');
  await form.getByLabel('Points to convert').fill('1000');
  await expect(form.getByTestId('convert-preview')).toHaveText(
    'You receive Rs 12.00 (Rs 1.20 per 100 points, the rate from 1,000 points).',
  );
  await form.getByLabel('Payment password').fill(PAY);
  await form.getByRole('button', { name: 'Convert' }).dblclick();
  const done = form.getByTestId('convert-done');
  await expect(done).toHaveText(
    new RegExp(
      `^1,000 points converted to Rs 12\\.00\\. Your balance: ${esc(rupees(before.balance + 1_200))}\\. Points left: [\\d,]+\\.$`,
    ),
  );
  const left = pointsLeft(await done.textContent());
  expectSpent(before.points, left, 1_000);
  await expect(page.getByTestId('header-balance')).toHaveText(rupees(before.balance + 1_200));
  await mall.getByRole('tab', { name: 'Points details' }).click();
  const movement = mall.getByTestId('point-movements').locator('tbody tr').filter({ hasText: 'Converted' }).first();
  await expect(movement).toContainText('-1,000');
  await expect(movement.locator('td').last()).toHaveText(fmt(left));
});

test('a wrong payment password is refused and changes nothing', async ({ page, ops }) => {
  await signIn(page, ops);
  await page.goto('/pointMall?tab=history');
  const mall = page.getByTestId('point-mall-page');
  const before = await readPoints(page);
  const history = mall.getByTestId('redeem-history').or(mall.getByText('You have not redeemed anything yet.'));
  await expect(history).toBeVisible();
  const lastRedeemed = await history.textContent();
  await mall.getByRole('tab', { name: 'Mall' }).click();
  await mall.getByRole('button', { name: 'Redeem Cash 50', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Cash 50' });
  await dialog.getByLabel('Payment password').fill('000000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByTestId('redeem-error')).toHaveText('The payment password is incorrect.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/pointMall?tab=history');
  const after = await readPoints(page);
  expect(after.balance).toBe(before.balance);
  // Nothing was spent (the day's earning may land meanwhile: points never go down here).
  expect(after.points).toBeGreaterThanOrEqual(before.points);
  await expect(history).toHaveText(lastRedeemed ?? '');
});

test('the points mall speaks Nepali', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('ne');
  await page.goto('/pointMall');
  const mall = page.getByTestId('point-mall-page');
  await expect(mall.getByRole('heading', { name: 'अंक पसल', level: 1 })).toBeVisible();
  const cash = mall.getByTestId('point-item').filter({ has: page.getByRole('heading', { name: 'नगद ५०', exact: true }) });
  await expect(cash.getByTestId('item-points')).toHaveText('5,000');
  await expect(cash).toContainText('रु 50.00');
  await expect(cash.getByTestId('item-reason')).toHaveText('साट्न लग इन गर्नुहोस्।');
  await mall.getByRole('tab', { name: 'नियमहरू' }).click();
  await expect(mall.getByTestId('exchange-table').getByRole('row', { name: /1,000 वा बढी/ })).toContainText('रु 1.20');
  await expect(mall.getByTestId('point-rules')).toContainText('अंकको म्याद कहिल्यै सकिँदैन।');
});

test('with PTSYS3 off the points mall is neither offered nor opened', async ({ page, ops, request }) => {
  const setPoints = async (on: boolean) => {
    const res = await request.put('/ops/flags', {
      data: { flags: { PTSYS3: on } },
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await signIn(page, ops);
  await setPoints(false);
  try {
    // The server's flags are cached for 2 s (README): the page is read again until it follows.
    await expect(async () => {
      await page.goto('/pointMall');
      await expect(page).toHaveURL(/\/$/, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByTestId('point-mall-page')).toHaveCount(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: /Reward centre/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Points' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  } finally {
    await setPoints(true);
  }
});
