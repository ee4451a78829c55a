import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../playwright.config';
import { expect, test } from '../fixtures';

/**
 * The JavaScript a first visit to home asks for before the page's load event (what the first
 * screen waits for, and what starts with it). What the page fetches once it has loaded (the banner
 * motion, the texts of other sections, the announcement popups and their sanitizer) is not up
 * front. The first screen's answers are checked by small guards (apps/web/src/lib/answer.ts), so
 * zod is not on this path.
 */
const BUDGET_KB = 170;
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

/** A built file's size as sent to a browser without Brotli (the .gz beside it, when there is one). */
const gzipBytes = (pathname: string) => {
  const file = path.join(WEB_DIST, pathname);
  return fs.statSync(fs.existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
};

test(`a first visit to home loads at most ${BUDGET_KB} KB of gzipped JavaScript up front`, async ({ page }) => {
  // The page notes when its load event comes (this listener runs before the app's) and keeps every
  // resource timing; the scripts that started before that moment are the up-front ones.
  await page.addInitScript(() => {
    performance.setResourceTimingBufferSize(5000);
    addEventListener('load', () => ((window as unknown as { __loadAt: number }).__loadAt = performance.now()));
  });
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const upFront = await page.evaluate(() => {
    const loadAt = (window as unknown as { __loadAt: number }).__loadAt;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime < loadAt && /\.js$/.test(new URL(e.name).pathname))
      .map((e) => new URL(e.name).pathname);
  });
  const kb = upFront.reduce((sum, p) => sum + gzipBytes(p), 0) / 1024;
  const list = upFront
    .map((p) => `${(gzipBytes(p) / 1024).toFixed(1)} KB ${p}`)
    .sort((a, b) => parseFloat(b) - parseFloat(a))
    .join('\n');
  expect(kb, `${kb.toFixed(1)} KB gzip in ${upFront.length} files:\n${list}`).toBeLessThanOrEqual(BUDGET_KB);
});

test('home shows its first banner from the page the server sent, asking for no banner', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const asked: string[] = [];
  await page.route(/\/wps\/relay\/banners\?.*groupName=w_home/, (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  await page.goto('/');
  await expect(page.getByTestId('banner-carousel').getByRole('img', { name: 'Welcome bonus' })).toBeVisible();
  expect(asked).toEqual([]);
  // The image was asked for by the page's head (a preload link), not once the app had run.
  const initiator = await page.evaluate(
    () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) =>
        e.name.endsWith('/img/banners/welcome-bonus.svg'),
      )?.initiatorType,
  );
  expect(initiator).toBe('link');
});

test('an English visitor to home downloads no Devanagari font, on a phone or a desktop', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (r) => /\.woff2$/.test(r.url()) && fonts.push(new URL(r.url()).pathname));
  for (const size of [
    { width: 412, height: 823 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(page.locator('[data-row="HOT"]').getByTestId('game-card').first()).toBeVisible();
    await expect(page.getByTestId('winner').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
  }
  expect(fonts.filter((f) => f.includes('devanagari'))).toEqual([]);
});

test.describe('with the demo popups', () => {
  test.use({ popups: true });

  test('a first visit to home or to the slot list runs no validation library, the guest popup included', async ({ page }) => {
    // The first screen's answers are checked by guards (lib/answer.ts) and its constants come from
    // zod-free contract files: zod's chunk would be about 26 KB gzipped and 24 ms of script on a
    // phone-speed core, for checks the server has already made.
    const scripts: string[] = [];
    for (const [url, ready] of [
      ['/', page.getByRole('dialog')],
      ['/rng', page.getByTestId('game-card').first()],
    ] as const) {
      await page.goto(url);
      await expect(ready).toBeVisible();
      await page.waitForLoadState('networkidle');
      scripts.push(
        ...(await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .map((e) => new URL(e.name).pathname)
            .filter((p) => p.endsWith('.js')),
        )),
      );
    }
    expect(scripts.length).toBeGreaterThan(3);
    const withZod = scripts.filter((p) => fs.readFileSync(path.join(WEB_DIST, p), 'utf8').includes('$ZodType'));
    expect(withZod).toEqual([]);
  });
});
