import { expect, test, type Locator, type Page } from '@playwright/test';

// agent01's team on the S data set: 2,000 members below it, 500k rounds over 60 days.
const agentMenu = (page: Page) => page.getByRole('navigation', { name: 'Agent menu' });

async function agentSignIn(page: Page) {
  await page.goto('/agent');
  await page.getByLabel('Username').fill('agent01');
  await page.getByLabel('Password', { exact: true }).fill('Agent@1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
}

/** The body rows' text of a report table, to tell one page from another. */
const bodyRows = (report: Locator) => report.locator('tbody tr');

/** A report shows a full first page, and its pager's page 2 shows other rows and is the current page. */
async function pagesThrough(report: Locator) {
  await expect(bodyRows(report)).toHaveCount(20);
  const first = await bodyRows(report).allInnerTexts();
  const pager = report.getByRole('navigation', { name: 'Pages' });
  await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(bodyRows(report)).toHaveCount(20);
  await expect.poll(async () => (await bodyRows(report).allInnerTexts()).join('\n')).not.toBe(first.join('\n'));
}

test('agent01 reads and pages its 2,000-member team reports on the scale data set', async ({ page }) => {
  await agentSignIn(page);
  const overview = page.getByTestId('team-overview');
  await expect.poll(async () => Number(await overview.getByTestId('team-size').textContent())).toBeGreaterThanOrEqual(2_000);
  await expect(overview.getByRole('row', { name: /^Today/ })).toBeVisible();

  for (const [menu, id] of [
    ['Team betting', 'team-bets'],
    ['User loss', 'user-loss'],
    ['Account details', 'account-details'],
  ] as const) {
    await agentMenu(page).getByRole('button', { name: menu }).click();
    const report = page.getByTestId(id);
    await report.getByRole('button', { name: 'Previous 30 days' }).click();
    await pagesThrough(report);
  }
});
