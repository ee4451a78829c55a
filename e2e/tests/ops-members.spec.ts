import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { newMember } from '../members';
import { createOperator, signInConsole } from '../operators';

/**
 * The member desk as a support operator uses it, in a browser of its own beside the member's:
 * search, a member's page, a note, ending the member's sessions, disabling and enabling an account.
 * Only fresh members are disabled; demo01 never is.
 */
async function supportConsole(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInConsole(page, await createOperator(page.request, 'support'));
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/ops-console\/members$/);
  return page;
}

async function search(page: Page, by: string, q: string) {
  await page.getByLabel('Search by').selectOption({ label: by });
  await page.getByLabel('Search for').fill(q);
  await page.getByRole('button', { name: 'Search' }).click();
}

const confirm = async (page: Page, action: string, reason?: string) => {
  const dialog = page.getByRole('dialog');
  if (reason) await dialog.getByLabel('Reason (kept in the audit log)').fill(reason);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toHaveCount(0);
};

test.slow();

test('support finds a member by mobile and username, reads the page, adds a note and signs the member out everywhere', async ({
  page,
  ops,
  browser,
}) => {
  // A fresh member signed in on the site (the demo accounts sign in in many stories: their sign-ins are limited).
  const digits = `98${Date.now().toString().slice(-8)}`;
  const username = await newMember(page, ops, 'desk', { mobile: digits, funds: 100_000 });
  const desk = await supportConsole(browser);

  await search(desk, 'Mobile', `+977 ${digits}`);
  const results = desk.getByTestId('member-results');
  await expect(results.getByRole('link', { name: username, exact: true })).toBeVisible();
  await search(desk, 'Username', username.toUpperCase());
  await results.getByRole('link', { name: username, exact: true }).click();
  await expect(desk).toHaveURL(new RegExp(`/ops-console/members/${username}$`));
  await expect(desk.getByRole('heading', { name: username })).toBeVisible();
  await expect(desk.getByTestId('member-profile')).toContainText(digits);
  await expect(desk.getByTestId('member-ledger').locator('tbody tr').first()).toBeVisible();

  const tabs = desk.getByRole('navigation', { name: 'Member records' });
  await tabs.getByRole('link', { name: 'Sessions and devices' }).click();
  await expect(desk.getByTestId('member-sessions').locator('tbody tr').first()).toBeVisible();

  const note = `Called about a deposit ${Date.now().toString(36)}`;
  await tabs.getByRole('link', { name: 'Notes' }).click();
  await desk.getByLabel('New note').fill(note);
  await desk.getByRole('button', { name: 'Add note' }).click();
  await expect(desk.getByTestId('member-notes')).toContainText(note);

  await desk.getByRole('button', { name: 'Sign out everywhere' }).click();
  await confirm(desk, 'Sign out everywhere');
  await expect(desk.getByTestId('member-action-done')).toContainText('Sessions ended:');
  await tabs.getByRole('link', { name: 'Sessions and devices' }).click();
  await expect(desk.getByText('The member has no live session.')).toBeVisible();
  // The member's tab: its session has ended, so its next call signs it out.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByTestId('header-account')).toHaveCount(0);
  await desk.context().close();
});

test('support disables a fresh member, who cannot sign in, then enables the account again', async ({ page, ops, browser }) => {
  const username = `desk${Date.now().toString(36)}`;
  await ops.createMember({ username, password: 'Member2026ok' });
  const desk = await supportConsole(browser);
  await search(desk, 'Username', username);
  await desk.getByTestId('member-results').getByRole('link', { name: username }).click();
  const profile = desk.getByTestId('member-profile');
  await expect(profile).toContainText('Active');

  await desk.getByRole('button', { name: 'Disable account' }).click();
  await confirm(desk, 'Disable account', 'fraud check');
  await expect(profile).toContainText('Disabled');

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill('Member2026ok');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByText('This account is disabled. Please contact customer service.')).toBeVisible();

  // Put it back: enabled, the member signs in.
  await desk.getByRole('button', { name: 'Enable account' }).click();
  await confirm(desk, 'Enable account', 'check cleared');
  await expect(profile).toContainText('Active');
  await page.reload();
  await signIn(page, ops, username, 'Member2026ok');
  await desk.context().close();
});
