import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newMember } from '../members';
import { createOperator, signInConsole } from '../operators';
import { minor } from '../play';

/** The amount a figure of the dashboard shows, in minor units. */
const figure = async (page: Page, key: string) =>
  minor(await page.getByTestId(`dash-${key}`).locator('dd > span').first().textContent());

/** The member asks for a bank deposit through the site's API (as the deposit page does) and gets its id. */
async function bankDeposit(member: Page, amount: number): Promise<number> {
  const token = await member.evaluate(() => sessionStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const channels = (await (await member.request.get('/wps/payments/channels', { headers })).json()).value as {
    id: number;
    kind: string;
  }[];
  const res = await member.request.post('/wps/payments/deposits', {
    headers,
    data: { channelId: channels.find((c) => c.kind === 'BANK')!.id, amount, requestId: `dash-e2e-${Date.now()}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { value: { id: number } }).value.id;
}

test('a readonly operator reads today and this month, by category and the queues, and sees a deposit move the figures', async ({
  page,
  request,
  ops,
}) => {
  const member = await page.context().newPage();
  // A fresh member: the demo accounts' deposits are other stories' figures (VIP progress).
  await newMember(member, ops, 'dash');
  await signInConsole(page, await createOperator(request, 'readonly'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('dash-days-shown')).toContainText('Business day');
  await expect(page.getByTestId('dash-deposits')).toContainText('Deposits');

  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page).toHaveURL(/period=month/);
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
  // The month's figures, not today's kept on screen while they load.
  const body = page.getByTestId('dash-body');
  await expect(body).toHaveAttribute('data-from', /-01$/);
  await expect(body).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('region', { name: 'By category' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'By day' })).toBeVisible();
  await expect(page.getByRole('img', { name: /GGR and deposits per day from/ })).toBeVisible();
  const queue = page.getByTestId('dash-pending-deposits');
  await expect(queue).toHaveAttribute('href', '/ops-console/finance/deposits');
  await expect(page.getByTestId('dash-pending-withdrawals')).toHaveAttribute('href', '/ops-console/finance/withdrawals');
  await expect(page.getByTestId('dash-pending-disputes')).toHaveAttribute('href', '/ops-console/finance/disputes');

  // The member asks for a deposit: the queue grows by one; approved, the month's deposits grow by its amount.
  const waiting = Number((await queue.locator('span').first().textContent())!.replace(/,/g, ''));
  const deposits = await figure(page, 'deposits');
  const id = await bankDeposit(member, 234_500);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(queue.locator('span').first()).toHaveText(String(waiting + 1));
  await expect(body).toHaveAttribute('aria-busy', 'false');
  await ops.approveDeposit(id);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => figure(page, 'deposits')).toBe(deposits + 234_500);
  await expect(queue.locator('span').first()).toHaveText(String(waiting));
  const today = page.getByTestId('dash-days').getByRole('row').nth(1);
  await expect(today).toContainText('Rs');

  // On a phone the page fits its width: tables stack, charts shrink.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('dash-figures')).toBeVisible();
  await expect(page.getByTestId('dash-daily-chart')).toBeVisible();
  await expect(page.getByTestId('dash-categories')).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await member.close();
});
