import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// The service worker is blocked in every other story (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active and controls the page (a reload makes it control one loaded before). */
async function controlledBySw(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('the lite app has a manifest with icons, a service worker, and Chromium finds it installable', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await controlledBySw(page);
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
  expect(manifest).toMatchObject({ name: 'Jade', display: 'standalone', start_url: '/' });
  const sizes = (manifest.icons as { sizes: string; type: string }[]).map((i) => `${i.sizes} ${i.type}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 image/png', '512x512 image/png']));
  for (const icon of manifest.icons as { src: string }[]) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito windows, where no app installs; nothing else may be missing.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  // The shell is cached; API answers never are.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(cached).toEqual(expect.arrayContaining(['/offline.html', '/manifest.webmanifest']));
  expect(cached.some((u) => u.startsWith('/assets/index-'))).toBe(true);
  expect(cached.filter((u) => /^\/(wps|lgw|ops|ws|gs|seamless\/v1)\//.test(u))).toEqual([]);
});

test('offline, a reload shows the offline page, and the app comes back with the connection', async ({ page, context }) => {
  await page.goto('/');
  await controlledBySw(page);
  await context.setOffline(true);
  await page.reload();
  const offline = page.getByTestId('offline-page');
  await expect(offline.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(offline.getByRole('heading', { name: 'तपाईं अफलाइन हुनुहुन्छ' })).toBeVisible();
  await context.setOffline(false);
  await offline.getByRole('link', { name: /Try again/ }).click();
  await expect(page.getByRole('heading', { name: 'Biggest wins' })).toBeVisible();
});

test('the download page shows the QR codes, install guides and the lite app', async ({ page }) => {
  await page.goto('/');
  // A click while the first screen is being taken over by the app can be lost: click until it leads there.
  await expect(async () => {
    await page.getByTestId('side-menu').getByRole('link', { name: 'Install guides and the lite app' }).click();
    await expect(page).toHaveURL(/\/appDownload$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Download the app', level: 1 })).toBeVisible();
  for (const app of ['iOS app', 'Android app', 'Lite app']) {
    const card = page.getByRole('region', { name: app });
    await expect(card.getByRole('img', { name: `Scan to get the ${app}` })).toHaveAttribute('width', '120');
    await expect(card.getByRole('listitem')).toHaveCount(3);
  }
  await expect(page.getByRole('region', { name: 'iOS app' }).getByRole('link', { name: 'Get the iOS app' })).toHaveAttribute(
    'href',
    'https://download.jade.example/ios',
  );
  // Headless Chromium offers no install prompt: the page says how to install from the menu.
  await expect(page.getByTestId('lite-app')).toContainText('Install from your browser menu');
  // The side menu's own codes are there too (drawn once scrolled near).
  await page.getByTestId('app-download-entry').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('side-menu').getByRole('img', { name: 'Scan to download the iOS app' })).toBeVisible();
});

test('the side menu lists live chat before the contact channels, which open in a new tab', async ({ page }) => {
  await page.goto('/');
  const contacts = page
    .getByTestId('side-menu')
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Contact us' }) });
  await expect(contacts.getByRole('link').first()).toHaveText('Live chat');
  const telegram = contacts.getByRole('link', { name: /Telegram support/ });
  await expect(telegram).toHaveAttribute('href', 'https://t.me/jade_demo_support');
  await expect(telegram).toHaveAttribute('target', '_blank');
  await expect(contacts.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/9779800000000');
});

test('the winners list shows the biggest wins of real rounds, by category', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('winner-list-link').click();
  await expect(page.getByRole('heading', { name: 'Winners list', level: 1 })).toBeVisible();
  const rows = page.getByTestId('winner-row');
  await expect(rows.first()).toContainText('de***01');
  expect(await rows.count()).toBeGreaterThanOrEqual(9);
  await page.getByRole('button', { name: 'Live casino' }).click();
  await expect(page.getByRole('button', { name: 'Live casino' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.or(page.getByText('No wins yet in this category.')).first()).toBeVisible();
});
