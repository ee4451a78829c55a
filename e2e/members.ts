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
 * A fresh member (optionally funded by the operator, in minor units, and with an upline), signed
 * in from the login popup, so each story starts from its own wallet, not the shared demo accounts.
 */
export async function newMember(page: Page, ops: Ops, prefix: string, opts: { funds?: number; uplineUsername?: string } = {}) {
  const username = `${prefix}${Date.now().toString().slice(-8)}`;
  await ops.createMember({
    username,
    password: MEMBER_PASSWORD,
    ...(opts.uplineUsername ? { uplineUsername: opts.uplineUsername } : {}),
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
