import { expect, test } from '../fixtures';
import { addPayoutAccount, png, requestWithdrawal, setPaymentPassword } from '../members';
import { createOperator, signInConsole } from '../operators';
import { bankDeposit, financeQueue, memberBrowser } from '../ops-finance';

test('a finance operator approves a bank deposit a member made elsewhere; the member sees the balance live', async ({
  page,
  request,
  browser,
  ops,
  visitorIp,
}) => {
  test.slow(); // three browsers: the member's, a read-only operator's and the finance operator's
  const member = await memberBrowser(browser, ops, 'fd', visitorIp);
  await bankDeposit(member.page, '1,500');
  await expect(member.page.getByTestId('header-balance')).toHaveText('Rs 0.00');

  // A read-only operator sees the deposit in the queue, with its receipt, but nothing to decide.
  const readonly = await createOperator(request, 'readonly');
  const roContext = await browser.newContext();
  const roPage = await roContext.newPage();
  await signInConsole(roPage, readonly);
  const roRow = await financeQueue(roPage, 'Deposits', member.username);
  await expect(roRow).toContainText('1,500.00');
  await expect(roRow.getByTestId('finance-status')).toHaveText('Pending');
  await expect(roPage.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await roPage.getByRole('navigation', { name: 'Finance' }).getByRole('link', { name: 'Adjust / bonus' }).click();
  await expect(roPage.getByText('Your role reads the finance pages only.')).toBeVisible();
  await roContext.close();

  const finance = await createOperator(request, 'finance');
  await signInConsole(page, finance);
  await expect(page.getByTestId('finance-badge')).toBeVisible();
  const row = await financeQueue(page, 'Deposits', member.username);
  await expect(row).toContainText('NABIL-OPS-1');
  await row.getByRole('button', { name: 'Show images (1)' }).click();
  await expect(row.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this deposit?' });
  await expect(dialog).toContainText(`${member.username} deposited 1,500.00 by`);
  await dialog.getByLabel('Remark (optional, the member sees it)').fill('Seen on the statement');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('finance-notice')).toHaveText('Done.');
  await page.getByRole('search').getByLabel('Status').selectOption({ label: 'Approved' });
  await expect(row.getByTestId('finance-status')).toHaveText('Approved');

  // The member's page, never reloaded, shows the credit.
  await expect(member.page.getByTestId('header-balance')).toHaveText(/^Rs 1,[45]\d\d\.\d\d$/, { timeout: 20_000 });
  await member.context.close();
});

test('a finance operator pays a withdrawal and resolves the member’s dispute with a refund the member sees', async ({
  page,
  request,
  browser,
  ops,
  visitorIp,
}) => {
  test.slow(); // two browsers and the member's whole withdrawal story
  const member = await memberBrowser(browser, ops, 'fw', visitorIp, 500_000);
  const m = member.page;
  await setPaymentPassword(m);
  await m.goto('/member?page=withdraw');
  await addPayoutAccount(m);
  await requestWithdrawal(m, '1000');
  await expect(m.getByTestId('header-balance')).toHaveText('Rs 4,000.00');

  const finance = await createOperator(request, 'finance');
  await signInConsole(page, finance);
  const row = await financeQueue(page, 'Withdrawals', member.username);
  await expect(row).toContainText('0012345678');
  await row.getByRole('button', { name: 'Pay' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay this withdrawal?' });
  await pay.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(pay).toBeHidden();
  await expect(page.getByTestId('finance-notice')).toHaveText('Done.');

  // The member's page, never reloaded, shows it paid; they report that only part arrived, with a proof.
  const mine = m.getByTestId('withdrawal-list').getByRole('row').nth(1);
  await expect(mine.getByTestId('status-badge')).toHaveText('Paid', { timeout: 20_000 });
  await mine.getByRole('button', { name: 'Confirm receipt' }).click();
  const receipt = m.getByRole('dialog', { name: 'Withdrawal confirmation' });
  await receipt.getByLabel('Partly received').check();
  await receipt.getByLabel('Amount received').fill('600');
  await receipt.getByLabel('Proof images').setInputFiles(png('statement.png'));
  await expect(receipt.getByRole('img', { name: 'Preview of statement.png' })).toBeVisible();
  await receipt.getByLabel('Note (optional)').fill('Only 600 arrived');
  await receipt.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(receipt).toBeHidden();

  const dispute = await financeQueue(page, 'Disputes', member.username);
  await expect(dispute.getByTestId('finance-status')).toHaveText('Partly received');
  await expect(dispute).toContainText('Only 600 arrived');
  await dispute.getByRole('button', { name: 'Show images (1)' }).click();
  await expect(dispute.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await dispute.getByRole('button', { name: 'Resolve' }).click();
  const resolve = page.getByRole('dialog', { name: 'Resolve this dispute?' });
  await expect(resolve.getByLabel('Refund to the wallet')).toHaveValue('400.00');
  await resolve.getByLabel('Remark (the member sees it)').fill('The missing part is refunded');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolve).toBeHidden();
  await page.getByRole('search').getByLabel('Status').selectOption({ label: 'Resolved' });
  await expect(dispute.getByTestId('finance-status')).toHaveText('Resolved');

  // The refund reaches the member's page live; the list says what was refunded.
  await expect(m.getByTestId('header-balance')).toHaveText('Rs 4,400.00', { timeout: 20_000 });
  await expect(m.getByTestId('withdrawal-list').getByRole('row').nth(1)).toContainText('Refunded Rs 400.00');
  await member.context.close();
});
