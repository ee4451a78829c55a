import { expect, type Browser, type Page } from '@playwright/test';
import type { Ops } from './fixtures';
import { newMember, png } from './members';

/**
 * A member in a browser of their own (another context than the operator's): a fresh member signed
 * in (the demo's announcement popups are parked on the worker's server: fixtures.ts).
 */
export async function memberBrowser(browser: Browser, ops: Ops, prefix: string, visitorIp: string, funds?: number) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': visitorIp } });
  const page = await context.newPage();
  const username = await newMember(page, ops, prefix, funds ? { funds } : {});
  return { context, page, username };
}

/** The member sends a bank-transfer deposit with a receipt image and sees it pending. */
export async function bankDeposit(page: Page, amount: string) {
  await page.goto('/member?page=depositv2');
  const deposit = page.getByTestId('deposit-page');
  await deposit.getByRole('button', { name: /Bank transfer/ }).click();
  await deposit.getByLabel('Amount').fill(amount);
  await deposit.getByLabel('Transfer reference').fill('NABIL-OPS-1');
  await deposit.getByLabel('Receipt image (optional)').setInputFiles(png('receipt.png'));
  await expect(deposit.getByRole('img', { name: 'Preview of receipt.png' })).toBeVisible();
  await deposit.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(deposit.getByTestId('deposit-success')).toContainText('pending approval');
}

/** Opens a finance tab and narrows its queue to one member. */
export async function financeQueue(page: Page, tab: string, username: string) {
  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: /^Finance/ })
    .click();
  await page.getByRole('navigation', { name: 'Finance' }).getByRole('link', { name: tab }).click();
  await page.getByRole('search').getByLabel('Member').fill(username);
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: username }) });
}
