import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newMember } from '../members';
import { launchFrom } from '../play';

/**
 * Text fits the screen whatever the machine's fonts: the header on small phones with a long
 * balance, and every button label of the game cards from a small phone to a wide desktop, in
 * English and Nepali. (Run with `FONTCONFIG_FILE=e2e/fonts/no-noto.conf` to check a machine
 * without the Noto fonts: the web app's own Devanagari font must make the same layout.)
 */

const LANGUAGES = ['en', 'ne'] as const;

/** The elements whose content is wider than their box (a cut or clipped label), by text. */
function cutShort(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll((els) =>
      els
        .filter((el) => el.scrollWidth > el.clientWidth)
        .map((el) => `${(el.textContent ?? '').trim()} (${el.scrollWidth} > ${el.clientWidth})`),
    );
}

/** The visible elements of the header that reach beyond the right edge of the screen. */
function beyondScreen(page: Page) {
  return page.getByRole('banner').evaluate((header) =>
    [...header.querySelectorAll('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.right > document.documentElement.clientWidth + 0.5;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} → ${Math.round(el.getBoundingClientRect().right)}`),
  );
}

for (const lang of LANGUAGES) {
  for (const width of [360, 390]) {
    test.describe(`on a ${width} px phone in ${lang}`, () => {
      test.use({ viewport: { width, height: 780 } });

      test('the header shows the whole brand name and a seven-digit balance within the screen', async ({ page, ops }) => {
        await newMember(page, ops, 'fit', { funds: 123_456_789 });
        await page.evaluate((l) => localStorage.setItem('lang', l), lang);
        await page.goto('/member?page=depositv2');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const balance = page.getByTestId('header-balance');
        await expect(balance).toHaveText(lang === 'en' ? 'Rs 1,234,567.89' : 'रु 1,234,567.89');
        await page.evaluate(() => document.fonts.ready);

        expect(await beyondScreen(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const brand = page.getByRole('link', { name: lang === 'en' ? / home$/ : / गृहपृष्ठ$/ });
        await expect(brand).toBeVisible();
        expect(await cutShort(page, 'header a[href="/"] span, [data-testid="header-balance"]')).toEqual([]);
        // The balance and the brand are drawn whole, not hidden behind the ends of the header.
        await expect(balance).toBeInViewport({ ratio: 1 });
        await expect(brand).toBeInViewport({ ratio: 1 });
      });

      test("a guest's header shows the whole brand name and both sign-in buttons within the screen", async ({ page }) => {
        await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
        await page.goto('/rng');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('banner').getByRole('button')).toHaveCount(3);
        await page.evaluate(() => document.fonts.ready);

        expect(await beyondScreen(page)).toEqual([]);
        expect(await cutShort(page, 'header a[href="/"] span, header button')).toEqual([]);
        for (const button of await page.getByRole('banner').getByRole('button').all())
          await expect(button).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole('banner').getByRole('link').first()).toBeInViewport({ ratio: 1 });
      });
    });
  }
}

/** Lists whose cards carry both a play and a free-trial button (the in-house games, fishing), and the slots. */
const LISTS = ['/rng?vassalage=INHOUSE', '/fish', '/rng'];

for (const lang of LANGUAGES) {
  test(`every game card's buttons show their whole label from 320 to 1920 px in ${lang}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const buttons = '[data-testid="game-card"] button:not([aria-pressed])';
    for (const list of LISTS) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(list);
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await page.locator(buttons).count(), list).toBeGreaterThan(10);
      for (const width of [320, 360, 390, 600, 768, 900, 1024, 1280, 1366, 1600, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
        // The grid sets its columns after a resize: the labels are measured once it has.
        await expect.poll(() => cutShort(page, buttons), { message: `${list} cut at ${width} px` }).toEqual([]);
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth, `${list} page width at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });
}

test("Nepali is drawn in the app's own font, served under a content-hashed name and cached for a year", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ne'));
  const font = page.waitForResponse((r) =>
    /\/assets\/noto-sans-devanagari-devanagari-[47]00-normal-[\w-]{8}\.woff2$/.test(r.url()),
  );
  await page.goto('/rng');
  await expect(page.getByRole('heading', { level: 1, name: 'स्लटहरू' })).toBeVisible();
  const response = await font;
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await page.evaluate(() => document.fonts.ready);
  const faces = await page.evaluate(() =>
    [...document.fonts]
      .filter((f) => f.family.replace(/"/g, '') === 'Jade Devanagari')
      .map((f) => [f.weight, f.display, f.status]),
  );
  expect(faces).toContainEqual(['100 500', 'swap', 'loaded']);
  expect(await page.evaluate(() => document.fonts.check('16px "Jade Devanagari"', 'स्लटहरू रु'))).toBe(true);
});

test('a slot game writes money as the header does and draws its symbols as pictures, not emoji', async ({ page, ops }) => {
  test.slow();
  await newMember(page, ops, 'fitslot', { funds: 6_929_500 });
  await expect(page.getByTestId('header-balance')).toHaveText('Rs 69,295.00');
  await page.goto('/rng?vassalage=INHOUSE');
  const { game } = await launchFrom(page, '', /^INHOUSE-/);
  await expect(game.getByTestId('game-balance')).toHaveText('Rs 69,295.00');

  await page.goto('/rng');
  const slot = await launchFrom(page, '', /^(LOTUS|HIMAL|EVEREST|YETI|RHINO)-\d{4}$/);
  await expect(slot.game.getByTestId('game-balance')).toHaveText('Rs 69,295.00');
  const symbols = slot.game.locator('[data-symbol]');
  await expect(symbols.first()).toBeVisible();
  const drawn = await symbols.evaluateAll((els) =>
    els.map((el) => ({
      key: el.getAttribute('data-symbol') ?? '',
      svg: el.querySelector('svg') !== null,
      text: el.textContent ?? '',
    })),
  );
  expect(drawn.length).toBeGreaterThan(0);
  for (const s of drawn) {
    if (s.key.startsWith('L')) expect(s.text, s.key).toMatch(/^(A|K|Q|J|10)$/);
    else expect(s, s.key).toEqual({ key: s.key, svg: true, text: '' });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the game list does not move while it loads: the footer stays below the first screen', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/rng');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.05);
    expect(await page.getByTestId('site-footer').evaluate((f) => f.getBoundingClientRect().top)).toBeGreaterThan(844);
  });

  test('the theme switch is in the side menu, leaving the header to the brand', async ({ page }) => {
    await page.goto('/rng');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: / home$/ })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Switch to dark theme' })).toBeHidden();
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const side = page.getByTestId('side-menu');
    await side.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The drawer opens under the header, within the screen, and scrolls to its last entry.
    await expect(banner.getByRole('button', { name: 'Close menu' })).toBeInViewport({ ratio: 1 });
    const box = await side.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(60);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    const language = side.getByLabel('Language');
    await language.scrollIntoViewIfNeeded();
    await expect(language).toBeInViewport();
  });
});
