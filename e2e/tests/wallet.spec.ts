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

test('a new member deposits by bank transfer, waits for approval and sees the new balance', async ({ page, ops }) => {
  const username = await newMember(page, ops, 'wd');
  await setPaymentPassword(page);
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  const deposit = page.getByTestId('deposit-page');
  await expect(deposit.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  await deposit.getByRole('button', { name: /Bank transfer/ }).click();
  await expect(deposit.getByTestId('receiving-account')).toContainText('Nabil Bank');
  await deposit.getByLabel('Amount').fill('1,500.50');
  await expect(deposit.getByTestId('deposit-preview')).toContainText('Rs');
  await deposit.getByLabel('Transfer reference').fill('NABIL-E2E-1');
  await deposit.getByLabel('Receipt image (optional)').setInputFiles(png('receipt.png'));
  await expect(deposit.getByRole('img', { name: 'Preview of receipt.png' })).toBeVisible();
  await deposit.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(deposit.getByTestId('deposit-success')).toContainText('pending approval');
  const row = deposit.getByTestId('deposit-list').getByRole('row').nth(1);
  await expect(row).toContainText('Rs 1,500.50');
  await expect(row.getByTestId('status-badge')).toHaveText('Pending');

  const order = await ops.pendingOrder('deposits', username);
  expect(order.amount).toBe(150050);
  await ops.approveDeposit(order.id);
  await expect(row.getByTestId('status-badge')).toHaveText('Approved', { timeout: 20_000 });
  await expect(page.getByTestId('header-balance')).not.toHaveText('Rs 0.00', { timeout: 20_000 });
  await expect(page.getByTestId('header-balance')).toHaveText(/^Rs 1,5\d\d\.\d\d$/);
});

test('a member pays through the sandbox gateway and comes back to an approved deposit', async ({ page, ops }) => {
  await newMember(page, ops, 'wg');
  await page.goto('/member?page=depositv2');
  const deposit = page.getByTestId('deposit-page');
  await deposit.getByRole('button', { name: /Sandbox Pay/ }).click();
  await deposit.getByLabel('Amount').fill('2000');
  await deposit.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/page=depositv2&order=/);
  const status = page.getByTestId('order-status');
  await expect(status.getByTestId('status-badge')).toHaveText('Approved', { timeout: 15_000 });
  await expect(page.getByTestId('header-balance')).toHaveText(/^Rs [12],\d{3}\.\d\d$/, { timeout: 15_000 });
});

test('a member withdraws, the operator pays, and the member reports a partial receipt with proof', async ({ page, ops }) => {
  const username = await newMember(page, ops, 'ww');
  await ops.adjustBalance(username, 500_000);
  await setPaymentPassword(page);
  await page.getByRole('banner').getByRole('link', { name: 'Withdraw' }).click();
  const withdraw = page.getByTestId('withdraw-page');
  await expect(withdraw.getByTestId('withdrawable')).toHaveText('Rs 5,000.00');
  await addPayoutAccount(page);
  await requestWithdrawal(page, '1000');
  await expect(page.getByTestId('header-balance')).toHaveText('Rs 4,000.00');

  const { row } = await paidWithdrawalRow(page, ops, username);
  await expect(row).toContainText('Counts as received at');
  await row.getByRole('button', { name: 'Confirm receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdrawal confirmation' });
  await dialog.getByLabel('Partly received').check();
  await dialog.getByLabel('Amount received').fill('600');
  await expect(dialog.getByTestId('receipt-remainder')).toHaveText('Missing: Rs 400.00');
  await dialog.getByLabel('Proof images').setInputFiles(png('bank-statement.png'));
  await expect(dialog.getByRole('img', { name: 'Preview of bank-statement.png' })).toBeVisible();
  await dialog.getByLabel('Note (optional)').fill('Only 600 arrived');
  await dialog.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('status-badge')).toHaveText('Partly received');
  await expect(row).toContainText('Under review');
});

test('a withdrawal above the balance is refused with the amount that can be withdrawn', async ({ page, ops }) => {
  const username = await newMember(page, ops, 'wx');
  await ops.adjustBalance(username, 20_000);
  await setPaymentPassword(page);
  await page.goto('/member?page=withdraw');
  await addPayoutAccount(page);
  const form = page.getByRole('region', { name: 'Withdraw money' });
  await form.getByLabel('Amount').fill('300');
  await form.getByLabel('Payment password').fill(PAY_PASSWORD);
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByTestId('withdraw-error')).toHaveText('You can withdraw at most Rs 200.00.');
  await expect(page.getByTestId('header-balance')).toHaveText('Rs 200.00');
});

test('a hidden balance stays hidden after a reload until shown again', async ({ page, ops }) => {
  const username = await newMember(page, ops, 'wh');
  await ops.adjustBalance(username, 12_345);
  await page.reload();
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('Rs 123.45');
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance).toHaveText('******');
  await page.reload();
  await expect(balance).toHaveText('******');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(balance).toHaveText('Rs 123.45');
});

test('the deposit page speaks Nepali', async ({ page, ops }) => {
  await newMember(page, ops, 'wn');
  await page.getByLabel('Language').selectOption('ne');
  await page.goto('/member?page=depositv2');
  const deposit = page.getByTestId('deposit-page');
  await expect(deposit.getByRole('heading', { name: 'जम्मा', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'व्यक्तिगत केन्द्र' }).getByRole('link', { name: 'निकासी' })).toBeVisible();
  await expect(deposit.getByRole('heading', { name: 'भुक्तानी माध्यम' })).toBeVisible();
  await deposit.getByRole('button', { name: /Bank transfer/ }).click();
  await expect(deposit.getByText('यो खातामा रकम पठाउनुहोस्')).toBeVisible();
  await deposit.getByRole('button', { name: 'जम्मा पेश गर्नुहोस्' }).click();
  await expect(deposit.getByText('बढीमा २ दशमलव अङ्कसहित रकम लेख्नुहोस्।')).toBeVisible();
  await expect(deposit.getByText('अहिलेसम्म कुनै जम्मा छैन।')).toBeVisible();
});
