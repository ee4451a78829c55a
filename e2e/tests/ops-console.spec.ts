import { expect, test } from '../fixtures';
import { createOperator, signInConsole } from '../operators';

test('the first admin, made with the ADMIN_TOKEN, sets up the authenticator, signs in, and signs out', async ({
  page,
  request,
}) => {
  const admin = await createOperator(request, 'admin');
  await signInConsole(page, admin);
  const menu = page.getByRole('navigation', { name: 'Operator console' });
  for (const entry of ['Dashboard', 'Members', 'Finance', 'Agents', 'Games', 'Content', 'System', 'Audit log', 'Operators'])
    await expect(menu.getByRole('link', { name: entry })).toBeVisible();
  // The session is in an httpOnly cookie: nothing the page's scripts can read holds it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('jade_ops');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toMatch(/[A-Za-z0-9_-]{40,}/);
  // A reload keeps the session; signing out ends it.
  await page.reload();
  await expect(page.getByTestId('ops-me')).toContainText(admin.username);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Operator name')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Operator name')).toBeVisible();
  // A later sign-in asks for the authenticator's code.
  await signInConsole(page, admin);
});

test('a support operator is not offered the finance pages and cannot open them by address', async ({ page, request }) => {
  const support = await createOperator(request, 'support');
  await signInConsole(page, support);
  const menu = page.getByRole('navigation', { name: 'Operator console' });
  await expect(menu.getByRole('link', { name: 'Members' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Finance' })).toHaveCount(0);
  await page.goto('/ops-console/finance');
  await expect(page.getByTestId('ops-refused')).toContainText('Your role does not open this page.');
});
