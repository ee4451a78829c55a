import { expect, test } from '../fixtures';
import { createOperator, signInConsole } from '../operators';
import { E2E_ADMIN_TOKEN } from '../playwright.config';

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

test('a risk operator sets the reality check defaults; a wrong interval is refused in words', async ({ page, request }) => {
  const before = (
    await (await request.get('/ops/protection/defaults', { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } })).json()
  ).value;
  await signInConsole(page, await createOperator(request, 'risk'));
  const menu = page.getByRole('navigation', { name: 'Operator console' });
  await expect(menu.getByRole('link', { name: 'Finance' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Player protection' }).click();
  const form = page.getByTestId('ops-protection-defaults');
  await form.getByLabel('Reality check', { exact: true }).selectOption('0');
  await form.getByLabel('Members cannot turn the reality check off').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('A required reality check needs an interval')).toBeVisible();
  await form.getByLabel('Reality check', { exact: true }).selectOption('30');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Saved')).toBeVisible();
  const res = await request.put('/ops/protection/defaults', {
    data: before,
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(res.status()).toBe(200);
});
