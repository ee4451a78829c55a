import { DEMO_NETWORK, expect, test } from '../fixtures';

test.describe('demo01', () => {
  // From the demo network, as every story that signs demo01 in: no one-time code, whichever files
  // this worker's server ran before (see DEMO_NETWORK).
  test.use({ visitorIp: DEMO_NETWORK });

  test('a member signs in from the header and signs out after confirming', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill('demo01');
    await dialog.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await dialog.getByRole('button', { name: 'Show' }).click();
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('header-account')).toHaveText('demo01');
    await expect(page.getByTestId('sign-in-banner')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The session survives a reload of the tab.
    await page.reload();
    await expect(page.getByTestId('header-account')).toHaveText('demo01');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Prompt' });
    await expect(confirm).toContainText('Are you sure you want to sign out?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});

test('/login opens the login popup over home and puts the address back to /', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('empty fields are named, and three wrong passwords bring the captcha', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('Input cannot be empty')).toHaveCount(2);
  await dialog.getByLabel('Username').fill('agent02');
  for (let i = 0; i < 3; i++) {
    await dialog.getByLabel('Password', { exact: true }).fill(`wrong-${i}`);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert').first()).toHaveText('Username or password is incorrect');
  }
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  await expect(dialog.getByLabel('Captcha', { exact: true })).toBeVisible();
});

test('a member whose password expired must change it before going on', async ({ page }) => {
  const signIn = async () => {
    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill('expired01');
    await login.getByLabel('Password', { exact: true }).fill('Expired@1234');
    await login.getByRole('button', { name: 'Log in' }).click();
  };
  await signIn();
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toContainText('Your password has expired');
  // It cannot be put aside: no close button, and Escape and a click outside leave it open.
  await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(change).toBeVisible();
  // Signing out is the way out.
  await change.getByRole('button', { name: 'Sign out' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  await signIn();
  await expect(change).toContainText('Your password has expired');
  await expect(change.getByLabel('Current password')).toHaveCount(0);
  await change.getByLabel('New password', { exact: true }).fill('short');
  await expect(change.getByText('8-32 characters', { exact: false })).toBeVisible();
  await change.getByLabel('New password', { exact: true }).fill('Renewed2026');
  await change.getByLabel('Confirm password').fill('Renewed2027');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('Inconsistent twice', { exact: false })).toBeVisible();
  await change.getByLabel('Confirm password').fill('Renewed2026');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByTestId('header-account')).toHaveText('expired01');
  await expect(page).toHaveURL(/\/$/);
});

test('the login popup speaks Nepali', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('ne');
  await page.getByRole('banner').getByRole('button', { name: 'लग इन' }).click();
  const dialog = page.getByRole('dialog', { name: 'लग इन' });
  await dialog.getByLabel('प्रयोगकर्ता नाम').fill('demo01');
  await dialog.getByLabel('पासवर्ड', { exact: true }).fill('bad-password');
  await dialog.getByRole('button', { name: 'लग इन' }).click();
  await expect(dialog.getByRole('alert').first()).toHaveText('प्रयोगकर्ता नाम वा पासवर्ड गलत छ');
  await page.keyboard.press('Escape');
  await page.getByLabel('भाषा').selectOption('en');
});

test('remember me signs the member back in in a new tab and prefills the username', async ({ page, context, ops }) => {
  const username = `rm${Date.now().toString().slice(-8)}`;
  await ops.createMember({ username, password: 'Start2026ok' });
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Start2026ok');
  await dialog.getByLabel('Remember me for a day').check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-account')).toHaveText(username);
  const cookies = await context.cookies();
  const remember = cookies.find((c) => c.name === 'jade_remember');
  expect(remember?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('jade_remember');

  const tab = await context.newPage();
  await tab.goto('/');
  await expect(tab.getByTestId('header-account')).toHaveText(username);
  await tab.getByRole('button', { name: 'Account menu' }).click();
  await tab.getByRole('menuitem', { name: 'Sign out' }).click();
  await tab.getByRole('dialog', { name: 'Prompt' }).getByRole('button', { name: 'Confirm' }).click();
  await tab.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(tab.getByRole('dialog', { name: 'Log in' }).getByLabel('Username')).toHaveValue(username);
});

test('a visitor signs in with a social provider and comes back signed in', async ({ page }) => {
  await page.goto('/promotions');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Continue with Test ID' }).click();
  await expect(page.getByTestId('header-account')).toHaveText(/^ajohndoe/);
  await expect(page).toHaveURL(/\/promotions$/);
});
