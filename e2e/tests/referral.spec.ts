import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newMember } from '../members';

/** A visitor in a browser of their own (own address; the demo's popups are parked: fixtures.ts), for a friend who was sent a link. */
async function newVisitor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': `198.19.${Date.now() % 250}.${(Date.now() >> 8) % 250}` },
  });
  return context.newPage();
}

test('a member shares a labelled link and a friend who signs up through it is counted', async ({
  page,
  ops,
  browser,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await newMember(page, ops, 'rf');
  await page.getByTestId('invite-entry').click();
  await expect(page).toHaveURL(/\/member\?page=referral$/);
  const referral = page.getByTestId('referral-page');
  await expect(referral.getByRole('heading', { name: 'Invite friends', level: 1 })).toBeVisible();
  await expect(referral.getByTestId('referral-code-value')).toHaveText(/^[0-9a-f]{10}$/);
  await expect(referral.getByTestId('referral-rules')).toContainText(
    'You get Rs 100.00 for each friend who signs up with your code or link, once their first deposit is at least Rs 500.00 and their valid bets reach Rs 2,000.00 in total.',
  );
  await expect(referral.getByText('No links yet.', { exact: false })).toBeVisible();

  const links = referral.getByTestId('referral-links');
  await links.getByLabel('Link label').fill('Cousins');
  await links.getByRole('button', { name: 'Create link' }).click();
  const link = links.getByTestId('referral-link');
  await expect(link.getByRole('heading', { name: 'Cousins' })).toBeVisible();
  await expect(link.getByTestId('referral-link-uses')).toHaveText('0 friends registered');
  await expect(link.getByTestId('referral-qr').locator('svg')).toBeVisible();

  await link.getByRole('button', { name: 'Copy link Cousins' }).click();
  const copied = page.getByRole('dialog', { name: 'Copied' });
  await expect(copied.getByRole('status')).toHaveText('Copied to the clipboard:');
  const url = await copied.getByRole('textbox').inputValue();
  expect(url).toMatch(/\/register\?referralCode=[A-Z2-9]{10}$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await copied.getByRole('button', { name: 'OK' }).click();
  await expect(copied).toBeHidden();

  // A friend opens the link in their own browser and signs up.
  const friend = await newVisitor(browser, baseURL);
  await friend.goto(url);
  const signUp = friend.getByRole('dialog', { name: 'Sign up' });
  const username = `rff${Date.now().toString(36).slice(-6)}`;
  await signUp.getByLabel('Username', { exact: true }).fill(username);
  await signUp.getByLabel('Password', { exact: true }).fill('Lotus2026x');
  await signUp.getByLabel('Confirm password').fill('Lotus2026x');
  await signUp.getByLabel('I have read and agree', { exact: false }).check();
  await signUp.getByLabel('I confirm that I am at least 18 years old').check();
  await signUp.getByRole('button', { name: /Sign up|Verifying/ }).click();
  await expect(friend.getByTestId('header-account')).toHaveText(username, { timeout: 20_000 });
  await friend.context().close();

  await page.reload();
  await expect(link.getByTestId('referral-link-uses')).toHaveText('1 friend registered');
  await expect(referral.getByTestId('referral-summary')).toContainText('Registered1');

  // Turned off, the link stays listed as off.
  await link.getByRole('button', { name: 'Turn off Cousins' }).click();
  await expect(link.getByRole('button', { name: 'Turn on Cousins' })).toBeVisible();
  await expect(link).toContainText('Off: sign-ups with it get no referrer');
});

test('invite friends fits a phone and speaks Nepali', async ({ page, ops }) => {
  await newMember(page, ops, 'rn');
  await page.getByLabel('Language').selectOption('ne');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/member?page=referral');
  const referral = page.getByTestId('referral-page');
  await expect(referral.getByRole('heading', { name: 'साथीहरूलाई निम्तो दिनुहोस्', level: 1 })).toBeVisible();
  await expect(referral.getByRole('heading', { name: 'रेफरल लिङ्क व्यवस्थापन' })).toBeVisible();
  await expect(referral.getByTestId('referral-rules')).toContainText('तपाईंले रु 100.00 पाउनुहुन्छ');
  const links = referral.getByTestId('referral-links');
  await links.getByLabel('लिङ्कको नाम').fill('साथीहरू');
  await links.getByRole('button', { name: 'लिङ्क बनाउनुहोस्' }).click();
  await expect(links.getByTestId('referral-link-uses')).toHaveText('0 साथी दर्ता भए');
  await expect(links.getByRole('button', { name: 'साथीहरू बन्द गर्नुहोस्' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
