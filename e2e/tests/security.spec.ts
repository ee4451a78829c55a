import { totp } from '../../apps/server/src/lib/totp';
import { expect, test } from '../fixtures';
import { E2E_ADMIN_TOKEN } from '../playwright.config';

test('a member turns on the authenticator app and signs in with it from a new network', async ({
  page,
  ops,
  browser,
  baseURL,
}) => {
  const username = `ta${Date.now().toString().slice(-8)}`;
  await ops.createMember({ username, password: 'Start2026ok' });
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill('Start2026ok');
  await login.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  const centre = page.getByTestId('security-center');
  await expect(centre.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(centre.getByRole('row').filter({ hasText: 'This device' })).toHaveCount(1);
  await centre.getByRole('button', { name: 'Set up' }).click();
  await expect(centre.getByRole('img', { name: 'Authenticator set-up QR code' })).toBeVisible();
  const secret = (await centre.getByTestId('totp-secret').textContent())!;
  const app = centre.getByRole('region', { name: /Authenticator app/ });
  await app.getByLabel('Code from the app').fill(totp(secret, Date.now()));
  await app.getByLabel('Login password (to confirm it is you)').fill('Start2026ok');
  await app.getByRole('button', { name: 'Turn on' }).click();
  await expect(centre.getByTestId('recovery-codes').locator('span')).toHaveCount(10);
  await centre.getByRole('button', { name: 'I have saved them' }).click();
  await expect(centre.getByRole('heading', { name: /Authenticator app/ })).toContainText('On');

  const elsewhere = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.19.7.7' } });
  const other = await elsewhere.newPage();
  await other.goto('/login');
  const second = other.getByRole('dialog', { name: 'Log in' });
  await second.getByLabel('Username').fill(username);
  await second.getByLabel('Password', { exact: true }).fill('Start2026ok');
  await second.getByRole('button', { name: 'Log in' }).click();
  await expect(second.getByRole('status')).toContainText('authenticator app');
  await second.getByLabel('One-time code').fill(totp(secret, Date.now() + 30_000));
  await second.getByRole('button', { name: 'Log in' }).click();
  await expect(other.getByTestId('header-account')).toHaveText(username);
  await elsewhere.close();
});

test('a member signing in from a new network enters the code sent by SMS', async ({ ops, browser, baseURL }) => {
  const username = `ts${Date.now().toString().slice(-8)}`;
  const mobile = `98${Date.now().toString().slice(-8)}`;
  await ops.createMember({ username, password: 'Start2026ok', mobile });
  for (const [ip, expectCode] of [
    ['198.19.8.1', false],
    ['198.19.8.2', true],
  ] as const) {
    const ctx = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': ip } });
    const page = await ctx.newPage();
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('Start2026ok');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    if (expectCode) {
      await expect(dialog.getByRole('status')).toContainText('We sent a one-time code to +97');
      await dialog.getByLabel('One-time code').fill(await ops.latestSmsCode(`+977${mobile}`));
      await dialog.getByRole('button', { name: 'Log in' }).click();
    }
    await expect(page.getByTestId('header-account')).toHaveText(username);
    await ctx.close();
  }
});

test('a member binds a mobile number by code and sets a payment password in the security centre', async ({ page, ops }) => {
  const username = `tb${Date.now().toString().slice(-8)}`;
  const mobile = `97${Date.now().toString().slice(-8)}`;
  await ops.createMember({ username, password: 'Start2026ok' });
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill('Start2026ok');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-account')).toHaveText(username);
  await page.goto('/member');
  const bind = page.getByRole('region', { name: 'Mobile number' });
  await bind.getByLabel('New mobile number').fill(mobile);
  await bind.getByLabel('Login password (to confirm it is you)').fill('Start2026ok');
  await bind.getByRole('button', { name: 'Get code' }).click();
  await expect(bind.getByText(/We sent a code/)).toBeVisible();
  await bind.getByLabel('Verification code').fill(await ops.latestSmsCode(`+977${mobile}`));
  await bind.getByRole('button', { name: 'Verify and save' }).click();
  await expect(bind.getByText('Verified and saved.')).toBeVisible();
  await expect(page.getByTestId('security-center').getByText('Verified', { exact: true })).toBeVisible();

  const pay = page.getByRole('region', { name: 'Payment password' });
  await pay.getByLabel('Login password (to confirm it is you)').fill('Start2026ok');
  await pay.getByLabel('New payment password (6 digits)').fill('246810');
  await pay.getByLabel('Confirm payment password').fill('246810');
  await pay.getByRole('button', { name: 'Set payment password' }).click();
  await expect(pay.getByRole('button', { name: 'Change payment password' })).toBeVisible();
});

test('a member with a wrong login password cannot bind a new e-mail; with the right one the old mobile is told', async ({
  page,
  ops,
  request,
}) => {
  const username = `tw${Date.now().toString().slice(-8)}`;
  const mobile = `96${Date.now().toString().slice(-8)}`;
  const email = `${username}@example.com`;
  await ops.createMember({ username, password: 'Start2026ok', mobile });
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill('Start2026ok');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-account')).toHaveText(username);
  await page.goto('/member');
  const bind = page.getByRole('region', { name: 'E-mail' });
  await bind.getByLabel('New e-mail').fill(email);
  const password = bind.getByLabel('Login password (to confirm it is you)');
  await password.fill('Stolen2026no');
  await bind.getByRole('button', { name: 'Get code' }).click();
  await expect(bind.getByRole('alert')).toHaveText('The current password is wrong.');
  await expect(bind.getByLabel('Verification code')).toHaveCount(0);

  await password.fill('Start2026ok');
  await bind.getByRole('button', { name: 'Get code' }).click();
  await expect(bind.getByText(/We sent a code/)).toBeVisible();
  const outbox = async (recipient: string) =>
    (
      await (
        await request.get(`/ops/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`, {
          headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
        })
      ).json()
    ).value as { body: string }[];
  const code = /(\d{6})/.exec((await outbox(email))[0]!.body)![1]!;
  await bind.getByLabel('Verification code').fill(code);
  await bind.getByRole('button', { name: 'Verify and save' }).click();
  await expect(bind.getByText('Verified and saved.')).toBeVisible();
  expect((await outbox(`+977${mobile}`))[0]!.body).toContain('the e-mail address of your account was changed');
});
