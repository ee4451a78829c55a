import { expect, type Page } from '@playwright/test';
import type { Ops } from './fixtures';

/** The login password of members the stories create, and the payment password they set. */
export const MEMBER_PASSWORD = 'Start2026ok';
export const PAY_PASSWORD = '135790';

/** A 1×1 PNG (the server checks uploads by their bytes), as a file for `setInputFiles`. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/**
 * A fresh member (optionally funded by the operator, in minor units, with an upline or a mobile), signed
 * in from the login popup, so each story starts from its own wallet, not the shared demo accounts.
 */
export async function newMember(
  page: Page,
  ops: Ops,
  prefix: string,
  opts: { funds?: number; uplineUsername?: string; mobile?: string } = {},
) {
  const username = `${prefix}${Date.now().toString().slice(-8)}`;
  await ops.createMember({
    username,
    password: MEMBER_PASSWORD,
    ...(opts.uplineUsername ? { uplineUsername: opts.uplineUsername } : {}),
    ...(opts.mobile ? { mobile: opts.mobile } : {}),
  });
  if (opts.funds) await ops.adjustBalance(username, opts.funds);
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-account')).toHaveText(username);
  return username;
}

/** Sets the payment password in the security centre, as a member does before moving money out. */
export async function setPaymentPassword(page: Page) {
  await page.goto('/member?page=securityCenter');
  const pay = page.getByRole('region', { name: 'Payment password' });
  await pay.getByLabel('Login password (to confirm it is you)').fill(MEMBER_PASSWORD);
  await pay.getByLabel('New payment password (6 digits)').fill(PAY_PASSWORD);
  await pay.getByLabel('Confirm payment password').fill(PAY_PASSWORD);
  await pay.getByRole('button', { name: 'Set payment password' }).click();
  await expect(pay.getByRole('button', { name: 'Change payment password' })).toBeVisible();
}

/** Binds a bank payout account on the withdraw page (its number ends in 5678). */
export async function addPayoutAccount(page: Page) {
  const add = page.getByRole('region', { name: 'Add a payout account' });
  await add.getByLabel('Bank or e-wallet name').fill('Nabil Bank');
  await add.getByLabel('Account name').fill('E2E Member');
  await add.getByLabel('Account number').fill('0012345678');
  await add.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByRole('region', { name: 'Payout accounts' })).toContainText('****5678');
}

/** Requests a withdrawal (major units) with the payment password, and sees it pending review. */
export async function requestWithdrawal(page: Page, amount: string) {
  const form = page.getByRole('region', { name: 'Withdraw money' });
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Payment password').fill(PAY_PASSWORD);
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByRole('status')).toContainText('pending review');
}

/** The operator pays the member's pending withdrawal; after a reload its row shows Paid. Answers the row and the order id. */
export async function paidWithdrawalRow(page: Page, ops: Ops, username: string) {
  const order = await ops.pendingOrder('withdrawals', username);
  await ops.payWithdrawal(order.id);
  await page.reload();
  const row = page.getByTestId('withdrawal-list').getByRole('row').nth(1);
  await expect(row.getByTestId('status-badge')).toHaveText('Paid');
  return { row, orderId: order.id as number };
}
