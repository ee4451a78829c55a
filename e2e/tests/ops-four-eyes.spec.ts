import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { MEMBER_PASSWORD } from '../members';
import { createOperator, operatorHeaders, signInConsole } from '../operators';
import { E2E_ADMIN_TOKEN } from '../playwright.config';

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const LIMIT = 1_000_00;

/**
 * Sets the four-eyes amount (global on the worker's server). Loosening it takes two operators:
 * the ADMIN_TOKEN's call is the first approval, a second admin's carries it out.
 */
async function setFourEyes(request: APIRequestContext, amount: number | null, second: () => Promise<Record<string, string>>) {
  const put = (headers: Record<string, string>) =>
    request.put('/ops/operator-settings', { headers, data: { fourEyesAmount: amount } });
  let res = await put(admin);
  if ((await res.json()).code === 'OPS_SECOND_APPROVAL_PENDING') res = await put(await second());
  expect(res.status(), await res.text()).toBe(200);
}

/** Fills the finance adjustment form: a credit of `amount` to `username`, with its reason and (if given) the approval reference. */
async function adjust(page: Page, username: string, amount: string, reference?: string) {
  const form = page.getByTestId('finance-adjust');
  await form.getByLabel('Member').fill(username);
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Reason').fill('Four eyes: goodwill credit');
  if (reference) await form.getByLabel('Approval reference').fill(reference);
  await form.getByRole('button', { name: 'Adjust balance' }).click();
  return form;
}

test('an adjustment above the four-eyes amount waits for a second finance operator, who carries it out once', async ({
  page,
  browser,
  request,
  ops,
}) => {
  const before = (await (await request.get('/ops/operator-settings', { headers: admin })).json()).value.fourEyesAmount as
    number | null;
  let secondAdmin: Record<string, string> | undefined;
  const second = async () => (secondAdmin ??= await operatorHeaders(request, 'admin'));
  const username = `fe${Date.now().toString().slice(-8)}`;
  await ops.createMember({ username, password: MEMBER_PASSWORD });
  await setFourEyes(request, LIMIT, second);
  const otherContext = await browser.newContext();
  try {
    // Finance A asks for 1,500.00: recorded, the console says it waits for a second operator.
    await signInConsole(page, await createOperator(request, 'finance'));
    await page.goto('/ops-console/finance/adjust');
    const form = await adjust(page, username, '1500');
    await expect(form.getByRole('status')).toContainText('a second operator must approve this too');
    const reference = await form.getByLabel('Approval reference').inputValue();
    await expect(form.getByRole('status')).toContainText(reference);
    // A cannot be the second: the console says why, and nothing moved.
    await form.getByRole('button', { name: 'Adjust balance' }).click();
    await expect(form.getByRole('alert')).toHaveText('A second operator must approve what you approved first.');
    expect(await ops.ledger(username)).toEqual([]);

    // Finance B, in a browser of their own, sends the same terms with the reference: the money moves.
    const pageB = await otherContext.newPage();
    await signInConsole(pageB, await createOperator(request, 'finance'));
    await pageB.goto('/ops-console/finance/adjust');
    const formB = await adjust(pageB, username, '1500', reference);
    await expect(formB.getByRole('status')).toHaveText("Done. The member's balance is now 1,500.00.");
    const ledger = await ops.ledger(username);
    expect(ledger.map((e) => [e.type, e.amount, e.balanceAfter])).toEqual([['ADJUST', 1_500_00, 1_500_00]]);
  } finally {
    await otherContext.close();
    await setFourEyes(request, before, second);
  }
});
