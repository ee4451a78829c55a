import { expect, test } from '../fixtures';

const unique = () => `u${Date.now().toString(36).slice(-7)}`;

test('a visitor registers with a username and lands signed in on home', async ({ page }) => {
  const username = unique();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByLabel('Username', { exact: true }).fill('1x');
  await expect(dialog.getByText('letters and digits', { exact: false }).first()).toBeVisible();
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Lotus2026x');
  await dialog.getByLabel('Confirm password').fill('Lotus2026x');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByText('Please accept the terms of use and the privacy policy')).toBeVisible();
  await dialog.getByLabel('I have read and agree', { exact: false }).check();
  await dialog.getByLabel('I confirm that I am at least 18 years old').check();
  await dialog.getByRole('button', { name: /Sign up|Verifying/ }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('header-account')).toHaveText(username);
  await expect(page).toHaveURL(/\/$/);
});

test('a taken username is named on its field', async ({ page }) => {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByLabel('Username', { exact: true }).fill('demo01');
  await dialog.getByLabel('Password', { exact: true }).fill('Lotus2026x');
  await dialog.getByLabel('Confirm password').fill('Lotus2026x');
  await dialog.getByLabel('I have read and agree', { exact: false }).check();
  await dialog.getByLabel('I confirm that I am at least 18 years old').check();
  await dialog.getByRole('button', { name: /Sign up|Verifying/ }).click();
  await expect(dialog.getByText('Already registered. Try another or log in.')).toBeVisible({ timeout: 20_000 });
});

test('a bad invitation code in the link shows the invitation dialog and makes the field required', async ({ page }) => {
  await page.goto('/register?affiliateCode=NOPE99');
  const warning = page.getByRole('dialog', { name: 'Invitation code' });
  await expect(warning.getByTestId('warning-message')).toHaveText('Invalid invitation code');
  await warning.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByLabel('Invitation code')).toHaveValue('NOPE99');
});

test('a visitor registers by mobile with the SMS code from the outbox', async ({ page, ops }) => {
  const national = `98${Date.now().toString().slice(-8)}`;
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  await dialog.getByLabel('Mobile number').fill(national);
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await ops.latestSmsCode(`+977${national}`);
  await dialog.getByLabel('SMS code').fill(code);
  await dialog.getByLabel('Password', { exact: true }).fill('Lotus2026x');
  await dialog.getByLabel('Confirm password').fill('Lotus2026x');
  await dialog.getByLabel('I have read and agree', { exact: false }).check();
  await dialog.getByLabel('I confirm that I am at least 18 years old').check();
  await dialog.getByRole('button', { name: /Sign up|Verifying/ }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('header-account')).toHaveText(`m${national}`);
});
