import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Lighthouse's phone: the size the performance goals are measured at. */
const PHONE = { width: 412, height: 823 };

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  expect(b, selector).not.toBeNull();
  return b!;
};

/** Records the page's layout shifts (not those right after an input) from its first frame. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((s, v) => s + v, 0));
}

test('on a phone the home page leads with games and keeps the winners to one compact strip', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.locator('[data-row="HOT"]').getByTestId('game-card').first()).toBeVisible();
  await expect(page.getByTestId('winner')).toHaveCount(9);
  const hot = await box(page, '[data-row="HOT"]');
  const winners = await box(page, 'section[aria-labelledby="home-winners"]');
  // The first game row starts on the first screen, and before the winners.
  expect(hot.y).toBeLessThan(800);
  expect(hot.y).toBeLessThan(winners.y);
  // Nine winners in one row a swipe away: about one winner high, not a screenful.
  expect(winners.height).toBeLessThan(140);
  const tops = await page.getByTestId('winner').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
});

test("on a phone the banner carousel's arrows leave the banner's title clear", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const carousel = page.getByTestId('banner-carousel');
  const image = carousel.getByRole('img', { name: 'Welcome bonus' });
  await expect(image).toBeVisible();
  const banner = (await image.boundingBox())!;
  // The artwork's title is drawn from x = 80 of 1,200 and between y = 170 and 230 of 400.
  const title = {
    left: banner.x + (banner.width * 80) / 1200,
    top: banner.y + (banner.height * 170) / 400,
    bottom: banner.y + (banner.height * 230) / 400,
  };
  for (const name of ['Previous banner', 'Next banner']) {
    const arrow = (await carousel.getByRole('button', { name }).boundingBox())!;
    const clear = arrow.y >= title.bottom || arrow.y + arrow.height <= title.top || arrow.x + arrow.width <= title.left;
    expect(clear, `${name} at ${JSON.stringify(arrow)} against the title at ${JSON.stringify(title)}`).toBe(true);
  }
  // The arrows still move the banners.
  await carousel.getByRole('button', { name: 'Next banner' }).click();
  await expect(carousel).toHaveAttribute('data-selected', '1');
});

test('on a phone nothing on the home page moves while its sections load', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const shifts = await recordShifts(page);
  // Answers arrive late and one by one, as on a slow network.
  let n = 0;
  await page.route(/\/(wps\/relay|lgw)\//, async (route) => {
    await new Promise((r) => setTimeout(r, 200 + 120 * (n++ % 6)));
    await route.fallback();
  });
  await page.goto('/');
  await expect(page.locator('[data-row="HOT"]').getByTestId('game-card').first()).toBeVisible();
  await expect(page.getByTestId('winner')).toHaveCount(9);
  await expect(page.getByTestId('notice-marquee')).toBeVisible();
  await expect(page.locator('[data-row="INHOUSE"]').getByTestId('game-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await shifts()).toBeLessThanOrEqual(0.05);
});

test('on a desktop the footer stays below the first screen while the home page loads', async ({ page }) => {
  await page.route(/\/wps\/relay\//, async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.fallback();
  });
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  // The sections are still loading here: their places already push the footer down.
  expect(await page.getByTestId('winner').count()).toBe(0);
  expect((await box(page, '[data-testid="site-footer"]')).y).toBeGreaterThan(720);
  await expect(page.getByTestId('winner')).toHaveCount(9);
  await page.waitForLoadState('networkidle');
  expect((await box(page, '[data-testid="site-footer"]')).y).toBeGreaterThan(720);
});
