import type { Page } from '@playwright/test';
import { DEMO_NETWORK, expect, signIn, test } from '../fixtures';

// demo01 signs in here: from the demo network, so no one-time code is asked (see DEMO_NETWORK).
test.use({ visitorIp: DEMO_NETWORK });

type Answer = { params: URLSearchParams; value: { total: number; list: unknown[] } };

/** Does something and returns the record call it caused: what was asked and what came back. */
async function recordCall(page: Page, path: string, action: () => Promise<unknown>): Promise<Answer> {
  const [res] = await Promise.all([page.waitForResponse((r) => r.url().includes(path) && r.ok()), action()]);
  // The page shows the answer once nothing is marked busy (the previous page stays while loading).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return { params: new URL(res.url()).searchParams, value: (await res.json()).value };
}

/** The local midnight starting a yyyy-MM-dd day, to compare row times with the range asked. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).getTime();

test('a member reads the account record and narrows it by the previous 7 days and by type', async ({ page, ops }) => {
  await signIn(page, ops);
  const first = await recordCall(page, '/wps/wallet/transactions', () => page.goto('/member?page=transactionHistory'));
  const record = page.getByTestId('transaction-history');
  await expect(record.getByRole('heading', { name: 'Account record' })).toBeVisible();
  expect(first.params.get('tz')).toMatch(/^-?\d+$/);
  expect(first.value.total).toBeGreaterThan(0);
  const rows = record.locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(first.value.total, 20));
  if (first.value.total > 20) {
    const second = await recordCall(page, '/wps/wallet/transactions', () =>
      record.getByRole('button', { name: 'Page 2' }).click(),
    );
    expect(second.params.get('pageNo')).toBe('2');
    await expect(record.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  }

  const week = await recordCall(page, '/wps/wallet/transactions', () =>
    record.getByRole('button', { name: 'Previous 7 days' }).click(),
  );
  await expect(record.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute('aria-pressed', 'true');
  expect(week.value.total).toBeGreaterThan(0);
  expect(week.value.total).toBeLessThanOrEqual(first.value.total);
  await expect(rows).toHaveCount(Math.min(week.value.total, 20));
  const from = dayStart(week.params.get('from')!);
  for (const when of await rows.locator('time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!)))
    expect(new Date(when).getTime()).toBeGreaterThanOrEqual(from);

  const bets = await recordCall(page, '/wps/wallet/transactions', () => record.getByLabel('Type').selectOption({ label: 'Bet' }));
  expect(bets.params.get('type')).toBe('BET');
  expect(bets.params.get('from')).toBe(week.params.get('from'));
  expect(bets.value.total).toBeGreaterThan(0);
  expect(bets.value.total).toBeLessThan(week.value.total);
  await expect(rows).toHaveCount(Math.min(bets.value.total, 20));
  await expect(rows.locator('td:first-child')).toHaveText(Array(Math.min(bets.value.total, 20)).fill('Bet'));
  await expect(record.getByTestId('record-totals')).toContainText('money in');
});

test('a member filters the betting record by period and opens the detail of a round', async ({ page, ops }) => {
  await signIn(page, ops);
  await recordCall(page, '/wps/wallet/bets', () => page.goto('/member?page=personalHistoryCopy'));
  const record = page.getByTestId('bet-history');
  await expect(record.getByRole('heading', { name: 'Betting record' })).toBeVisible();
  const week = await recordCall(page, '/wps/wallet/bets', () => record.getByRole('button', { name: 'Previous 7 days' }).click());
  expect(week.value.total).toBeGreaterThan(0);
  const rows = record.locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(week.value.total, 20));

  const firstBet = week.value.list[0] as { gameName: string; roundRef: string };
  await rows.first().getByRole('button', { name: firstBet.gameName }).click();
  const detail = page.getByRole('dialog', { name: 'Round detail' });
  await expect(detail).toContainText('Round reference');
  await expect(detail).toContainText(firstBet.roundRef);
  await expect(detail).toContainText('Settled');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  const future = await recordCall(page, '/wps/wallet/bets', () => record.getByRole('button', { name: 'Next 30 days' }).click());
  expect(future.params.get('from')! >= week.params.get('to')!).toBe(true);
});

test('a member sees the profit and loss of the last days with its totals', async ({ page, ops }) => {
  await signIn(page, ops);
  await recordCall(page, '/wps/wallet/profit', () => page.goto('/member?page=personalProfit'));
  const report = page.getByTestId('personal-profit');
  await expect(report.getByRole('heading', { name: 'Profit and loss' })).toBeVisible();
  const totals = report.getByTestId('profit-totals');
  for (const label of ['Profit', 'Rounds', 'Stake', 'Deposits', 'Withdrawals', 'Bonuses'])
    await expect(totals).toContainText(label);
  await expect(report.getByRole('heading', { name: 'By category' })).toBeVisible();
  await expect(report.getByRole('heading', { name: 'By day' })).toBeVisible();
  // The seed's rounds of the last days show per day, each with its profit.
  await expect(report.getByRole('region', { name: 'By day' }).locator('tbody tr').first()).toBeVisible();
  await expect(totals.getByText(/^(Rounds)$/).locator('+ dd')).not.toHaveText('0');
});

test('a member reads the net position of a period and takes its statement as CSV and on paper', async ({ page, ops }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await signIn(page, ops);
  await page.goto('/member?page=personalProfit');
  const report = page.getByTestId('personal-profit');
  await recordCall(page, '/wps/wallet/profit', () => report.getByRole('button', { name: 'Previous 30 days' }).click());
  const totals = report.getByTestId('profit-totals');
  const amount = async (label: string) =>
    Math.round(
      Number(((await totals.getByText(label, { exact: true }).locator('+ dd').textContent()) ?? '').replace(/[^\d.]/g, '')) * 100,
    );
  const deposits = await amount('Deposits');
  const withdrawals = await amount('Withdrawals');
  expect(deposits).toBeGreaterThan(0);
  // The net position: withdrawals less deposits, signed (below zero the member is that much down).
  const net = withdrawals - deposits;
  const shown = (await report.getByTestId('net-position').textContent()) ?? '';
  expect(Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100) * (shown.startsWith('−') ? -1 : 1)).toBe(net);

  // The statement as CSV: the period, the money in and out and the net position, in plain amounts.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Download statement (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await (await download.createReadStream()).toArray()).join('');
  const plain = (minor: number) =>
    `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;
  expect(csv).toMatch(/^\uFEFFActivity statement,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}\r\n/);
  expect(csv).toContain(`\r\nDeposits,${plain(deposits)}\r\n`);
  expect(csv).toContain(`\r\nNet position,${plain(net)}\r\n`);

  // On paper: the print dialog opens, and the printed page is the statement with its period alone.
  await report.getByRole('button', { name: 'Print statement' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(report.getByTestId('statement-period')).toBeVisible();
  await expect(report.getByTestId('statement-period')).toHaveText(/^Statement from .+ to .+$/);
  for (const part of [page.getByRole('banner'), page.getByTestId('side-menu'), page.getByTestId('site-footer')])
    await expect(part).toBeHidden();
  await expect(report.getByRole('button', { name: 'Print statement' })).toBeHidden();
  await expect(report.getByTestId('net-position')).toBeVisible();
});

test('the account record and bonus details speak Nepali', async ({ page, ops }) => {
  await signIn(page, ops);
  await page.getByLabel('Language').selectOption('ne');
  await page.goto('/member?page=transactionHistory');
  const record = page.getByTestId('transaction-history');
  await expect(record.getByRole('heading', { name: 'खाता रेकर्ड' })).toBeVisible();
  await expect(record.getByRole('button', { name: 'पछिल्ला ७ दिन' })).toBeVisible();
  await expect(record.getByRole('columnheader', { name: 'पछिको ब्यालेन्स' })).toBeVisible();
  await expect(record.locator('tbody tr').first()).toBeVisible();
  await page.goto('/member?page=bonusDetails');
  await expect(page.getByTestId('bonus-details').getByRole('heading', { name: 'बोनस विवरण' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Welcome bonus' });
  await expect(progress).toHaveAttribute('aria-valuemax', '1500000');
  await expect(progress).toHaveAttribute('aria-valuetext', /मध्ये/);
});
