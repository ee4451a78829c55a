import type { Page } from '@playwright/test';
import { seriousViolations } from '../a11y';
import { DEMO_NETWORK, expect, signIn, test } from '../fixtures';
import { launchFrom } from '../play';

// demo01 signs in here: from the demo network, so no one-time code is asked (see DEMO_NETWORK).
test.use({ visitorIp: DEMO_NETWORK });

const THEMES = ['light', 'dark'] as const;

/** Chooses the theme as the header's toggle remembers it, before the page's first paint. */
async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

/** Opens a page, waits for what shows it is there, and expects no serious WCAG violation. */
async function check(page: Page, path: string, ready: () => Promise<unknown>) {
  await page.goto(path);
  await ready();
  expect(await seriousViolations(page), path).toEqual([]);
}

for (const theme of THEMES) {
  test(`a guest's pages and dialogs have no serious accessibility violation (${theme} theme)`, async ({ page }) => {
    // Four full axe scans: thrice the usual time, as for the member's pages below.
    test.slow();
    await useTheme(page, theme);
    await check(page, '/', () => expect(page.locator('[data-row="HOT"] [data-testid="game-card"]').first()).toBeVisible());
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await check(page, '/rng', () => expect(page.getByTestId('game-card').first()).toBeVisible());
    await check(page, '/login', () => expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible());
    await check(page, '/register', () => expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible());
  });

  test(`a member's pages, a game page and the agent centre have no serious accessibility violation (${theme} theme)`, async ({
    page,
    ops,
  }) => {
    // Five full axe scans and a game launch: about 25 s on a busy 2-core machine, so thrice the usual time.
    test.slow();
    await useTheme(page, theme);
    await signIn(page, ops);
    await check(page, '/member?page=depositv2', () =>
      expect(page.getByRole('heading', { name: 'Deposit' }).first()).toBeVisible(),
    );
    await check(page, '/member?page=withdraw', () =>
      expect(page.getByRole('heading', { name: 'Withdraw' }).first()).toBeVisible(),
    );
    await check(page, '/member?page=transactionHistory', () => expect(page.getByTestId('transaction-history')).toBeVisible());
    await check(page, '/member?page=securityCenter', () => expect(page.getByTestId('limit-SESSION-DAY')).toBeVisible());
    await page.goto('/rng?vassalage=INHOUSE');
    const { game } = await launchFrom(page, '', /^INHOUSE-DICE$/);
    await expect(game.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(game), 'the dice game page').toEqual([]);
    await game.close();
  });
}

test('the agent centre has no serious accessibility violation in either theme', async ({ page }) => {
  for (const theme of THEMES) {
    await page.goto('/agent');
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await seriousViolations(page), `agent login (${theme})`).toEqual([]);
    if (theme === 'light') {
      await page.getByLabel('Username').fill('agent01');
      await page.getByLabel('Password', { exact: true }).fill('Agent@1234');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/agentHome/);
    }
    await page.goto('/agentHome');
    await expect(page.getByRole('navigation', { name: 'Agent menu' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page), `agent centre (${theme})`).toEqual([]);
  }
});
