import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  addPayoutAccount,
  newMember,
  paidWithdrawalRow,
  PAY_PASSWORD,
  png,
  requestWithdrawal,
  setPaymentPassword,
} from '../members';

/** The personal-centre menu, as the member uses it to move between pages. */
const centreMenu = (page: Page) => page.getByRole('navigation', { name: 'Personal centre' });

test('in single-wallet mode the transfer page explains that every game uses the main balance', async ({ page, ops }) => {
  await newMember(page, ops, 'ts');
  await page.goto('/member?page=depositv2');
  await centreMenu(page).getByRole('link', { name: 'Transfer funds' }).click();
  const transfer = page.getByTestId('transfer-fund-page');
  await expect(transfer.getByRole('heading', { name: 'Transfer funds', level: 1 })).toBeVisible();
  await expect(transfer).toContainText('All games use your main balance, so there is nothing to transfer.');
  await expect(transfer.getByRole('button', { name: 'Recall all' })).toHaveCount(0);
});

test('in transfer-wallet mode a member moves money to game wallets and recalls it all', async ({ page, ops }) => {
  const original = await ops.paymentSettings();
  await ops.setPaymentSettings({ ...original, walletMode: 'TRANSFER' });
  try {
    await newMember(page, ops, 'tt', { funds: 300_000 });
    await page.goto('/member?page=transferFund');
    const transfer = page.getByTestId('transfer-fund-page');
    const wallets = transfer.getByRole('region', { name: 'Wallets' });
    const wallet = (name: string) => wallets.getByRole('listitem').filter({ hasText: name });
    const header = page.getByTestId('header-balance');
    await expect(wallet('Main wallet')).toContainText('Rs 3,000.00');
    await expect(wallet('Lotus Spin')).toContainText('Rs 0.00');
    await expect(header).toHaveText('Rs 3,000.00');

    const form = transfer.getByRole('region', { name: 'Transfer between wallets' });
    const send = async (to: string, amount: string) => {
      await form.getByLabel('From').selectOption({ label: 'Main wallet' });
      await form.getByLabel('To').selectOption({ label: to });
      await form.getByLabel('Amount').fill(amount);
      await form.getByRole('button', { name: 'Transfer', exact: true }).click();
      await expect(form.getByRole('status')).toHaveText('Transfer done.');
    };
    await send('Lotus Spin', '1000');
    await expect(wallet('Main wallet')).toContainText('Rs 2,000.00');
    await expect(wallet('Lotus Spin')).toContainText('Rs 1,000.00');
    await expect(header).toHaveText('Rs 2,000.00');
    await send('Himal Gaming', '250.50');
    await expect(wallet('Main wallet')).toContainText('Rs 1,749.50');
    await expect(wallet('Himal Gaming')).toContainText('Rs 250.50');
    await expect(header).toHaveText('Rs 1,749.50');

    // More than the main wallet holds is refused before anything moves.
    await form.getByLabel('Amount').fill('5000');
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(form).toContainText('Enter an amount from Rs 0.01 to Rs 1,749.50.');

    await form.getByRole('button', { name: 'Recall all' }).click();
    await expect(form.getByRole('status')).toHaveText('All game wallets were recalled to the main wallet.');
    await expect(wallet('Main wallet')).toContainText('Rs 3,000.00');
    await expect(wallet('Lotus Spin')).toContainText('Rs 0.00');
    await expect(wallet('Himal Gaming')).toContainText('Rs 0.00');
    await expect(header).toHaveText('Rs 3,000.00');
  } finally {
    // Every other story expects the default single-wallet mode.
    await ops.setPaymentSettings(original);
  }
});

test('a member sends money to the upline agent with the payment password', async ({ page, ops }) => {
  await newMember(page, ops, 'tu', { funds: 200_000, uplineUsername: 'agent01' });
  const [agentBefore] = await ops.ledger('agent01');
  await setPaymentPassword(page);
  await centreMenu(page).getByRole('link', { name: 'Transfer to upline' }).click();
  const upline = page.getByTestId('transfer-upline-page');
  await expect(upline.getByRole('heading', { name: 'Transfer to upline', level: 1 })).toBeVisible();
  await expect(upline.getByText('agent01', { exact: true })).toBeVisible();
  await expect(upline).toContainText('Rs 2,000.00');

  await upline.getByLabel('Amount').fill('500');
  await upline.getByLabel('Payment password').fill('999999');
  await upline.getByRole('button', { name: 'Transfer' }).click();
  await expect(upline.getByText('The payment password is incorrect.')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('Rs 2,000.00');

  await upline.getByLabel('Payment password').fill(PAY_PASSWORD);
  await upline.getByRole('button', { name: 'Transfer' }).click();
  await expect(upline.getByRole('status')).toHaveText('Transferred to agent01. New balance: Rs 1,500.00.');
  await expect(upline.getByText('The payment password is incorrect.')).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toHaveText('Rs 1,500.00');
  const [agentAfter] = await ops.ledger('agent01');
  expect(agentAfter).toMatchObject({ type: 'TRANSFER', amount: 50_000, balanceAfter: (agentBefore?.balanceAfter ?? 0) + 50_000 });
});

test('a member reports a paid withdrawal as not received with proof and gets the refund', async ({ page, ops }) => {
  const username = await newMember(page, ops, 'tn', { funds: 500_000 });
  await setPaymentPassword(page);
  await centreMenu(page).getByRole('link', { name: 'Withdraw' }).click();
  await addPayoutAccount(page);
  await requestWithdrawal(page, '1000');
  await expect(page.getByTestId('header-balance')).toHaveText('Rs 4,000.00');

  const { row, orderId } = await paidWithdrawalRow(page, ops, username);
  await row.getByRole('button', { name: 'Confirm receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdrawal confirmation' });
  await dialog.getByLabel('Not received').check();
  await dialog.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(dialog.getByText('Add at least one proof image.')).toBeVisible();
  await dialog.getByLabel('Proof images').setInputFiles(png('statement.png'));
  await expect(dialog.getByRole('img', { name: 'Preview of statement.png' })).toBeVisible();
  await expect(dialog.getByText('Add at least one proof image.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('status-badge')).toHaveText('Not received');
  await expect(row).toContainText('Under review');

  await ops.resolveWithdrawal(orderId, 100_000);
  await page.reload();
  await expect(row.getByTestId('status-badge')).toHaveText('Resolved');
  await expect(row).toContainText('Refunded Rs 1,000.00');
  await expect(page.getByTestId('withdraw-balance')).toHaveText('Rs 5,000.00');
  await expect(page.getByTestId('header-balance')).toHaveText('Rs 5,000.00');
});

test('a granted bonus shows with no turnover yet and holds back the withdrawable amount', async ({ page, ops }) => {
  const username = await newMember(page, ops, 'tb', { funds: 500_000 });
  await ops.grantBonus(username, { amount: 100_000, turnover: 1_500_000, name: 'E2E reload bonus' });
  await page.goto('/member?page=bonusDetails');
  const details = page.getByTestId('bonus-details');
  await expect(details.getByRole('heading', { name: 'Bonus details', level: 1 })).toBeVisible();
  await expect(details.getByTestId('bonus-locked')).toHaveText('1,000.00');
  const card = details.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'E2E reload bonus' }) });
  await expect(card).toContainText('In progress');
  await expect(card).toContainText('1,000.00');
  const progress = card.getByRole('progressbar', { name: 'E2E reload bonus' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(progress).toHaveAttribute('aria-valuemax', '1500000');
  await expect(progress).toHaveAttribute('aria-valuetext', '0.00 of 15,000.00');
  await expect(card).toContainText('(0%)');

  await centreMenu(page).getByRole('link', { name: 'Withdraw' }).click();
  const withdraw = page.getByTestId('withdraw-page');
  await expect(withdraw.getByTestId('withdraw-balance')).toHaveText('Rs 6,000.00');
  await expect(withdraw.getByTestId('withdrawable')).toHaveText('Rs 5,000.00');
  await expect(withdraw.getByText('Locked by bonus turnover').locator('+ dd')).toHaveText('Rs 1,000.00');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The page is no wider than the phone (nothing to scroll sideways), measured once the long header balance shows. */
  const expectNoSidewaysScroll = async (page: Page) => {
    await expect(page.getByTestId('header-balance')).toHaveText('Rs 1,234,567.89');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  };

  test('the deposit page and the account record fit the screen and the menu leads to withdraw', async ({ page, ops }) => {
    await newMember(page, ops, 'tp', { funds: 123_456_789 });
    await page.goto('/member?page=depositv2');
    const deposit = page.getByTestId('deposit-page');
    await expect(deposit.getByRole('button', { name: /Bank transfer/ })).toBeVisible();
    await expect(deposit.getByText('No deposits yet.')).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/member?page=transactionHistory');
    const record = page.getByTestId('transaction-history');
    await expect(record.getByRole('heading', { name: 'Account record' })).toBeVisible();
    await expect(record.locator('tbody tr')).toHaveCount(1);
    await expectNoSidewaysScroll(page);

    const withdraw = centreMenu(page).getByRole('link', { name: 'Withdraw' });
    await withdraw.scrollIntoViewIfNeeded();
    await withdraw.click();
    await expect(page).toHaveURL(/page=withdraw$/);
    await expect(page.getByTestId('withdraw-page').getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
    await expect(page.getByTestId('withdrawable')).toHaveText('Rs 1,234,567.89');
    await expectNoSidewaysScroll(page);
  });
});
