import { expect, test } from '../fixtures';
import { newMember, png } from '../members';
import { createOperator, signInConsole } from '../operators';
import { E2E_ADMIN_TOKEN } from '../playwright.config';

const TITLE = 'Share your big win';
const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

test('an admin approves a member’s promotion application from the console, after looking at its image; the reward waits for the member', async ({
  page: member,
  browser,
  ops,
  request,
}) => {
  // The member applies on the site; the operator works in a browser of its own.
  const consoleContext = await browser.newContext();
  const page = await consoleContext.newPage();
  const username = await newMember(member, ops, 'opa');
  await member.goto('/promotions');
  await member.getByTestId('promotions-page').getByRole('button', { name: TITLE, exact: true }).click();
  await member.getByRole('dialog', { name: TITLE }).getByRole('button', { name: 'Apply' }).click();
  const apply = member.getByRole('dialog', { name: `Apply: ${TITLE}` });
  await apply.getByLabel('Remark').fill('Big win on the slots');
  await apply.getByLabel('Images').setInputFiles(png('win.png'));
  await expect(apply.getByRole('img', { name: 'Preview of win.png' })).toBeVisible();
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(apply).toHaveCount(0, { timeout: 20_000 });

  await signInConsole(page, await createOperator(request, 'admin'));
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Promotions' }).click();
  await page.getByRole('link', { name: 'Applications' }).click();
  const row = page.getByTestId('ops-applications').getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Big win on the slots');
  await row.getByRole('button', { name: 'Show images (1)' }).click();
  await expect(row.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${username}'s request` });
  await dialog.getByLabel('Remark').fill('Well played');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toHaveCount(0);
  // Waiting is the default filter: the approved one leaves it, and shows under "Approved".
  await expect(page.getByTestId('ops-applications').getByRole('row').filter({ hasText: username })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('ISSUED');
  await expect(page.getByTestId('ops-applications').getByRole('row').filter({ hasText: username })).toContainText('Approved');

  await member.goto('/member?page=rewardCenter');
  await expect(member.getByTestId('reward-centre').getByTestId('reward-item').filter({ hasText: TITLE })).toBeVisible();
  await consoleContext.close();
});

test('a content operator edits a promotion’s texts only, its rules previewed cleaned as members will see them', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/ops/promotions', { headers: admin })).json()).value.list as {
    id: number;
    title: Record<string, string>;
    rules: Record<string, string>;
  }[];
  const promotion = list.find((p) => p.title.en === TITLE)!;
  await signInConsole(page, await createOperator(request, 'content'));
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Promotions' }).click();
  const row = page.getByTestId('ops-promotions').getByRole('row').filter({ hasText: TITLE });
  // The list and the texts, nothing else: no switch, no queues, no banner address.
  await expect(row.getByRole('button', { name: 'Edit texts' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Turn (on|off)$/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Applications' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Edit texts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit texts' });
  await expect(dialog.getByLabel('Banner image address')).toHaveCount(0);
  await dialog
    .getByLabel('Rules (HTML)')
    .fill('<b>Bold terms</b><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>');
  await expect(dialog.getByText('Bold terms', { exact: true })).toBeVisible();
  await expect(dialog.locator('[onerror], script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  try {
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    const saved = (await (await request.get('/ops/promotions', { headers: admin })).json()).value.list.find(
      (p: { id: number }) => p.id === promotion.id,
    );
    expect(saved.rules.en).toContain('<b>Bold terms</b>');
    expect(saved.rules.en).not.toContain('onerror');
  } finally {
    // Put back the texts the other stories of this worker read.
    const back = await request.put(`/ops/promotions/${promotion.id}/texts`, {
      headers: admin,
      data: { title: promotion.title, rules: promotion.rules },
    });
    expect(back.status(), await back.text()).toBe(200);
  }
});

test('an admin cancels an official draw with a reason and sets a lottery limit', async ({ page, request }) => {
  const games = (await (await request.get('/ops/lottery/games', { headers: admin })).json()).value as {
    code: string;
    source: string;
  }[];
  const feed = games.find((g) => g.source === 'FEED')!;
  const limitsBefore = (await (await request.get('/ops/lottery/limits', { headers: admin })).json()).value;

  await signInConsole(page, await createOperator(request, 'admin'));
  await page.goto('/ops-console/lottery');
  await page.getByLabel('Game').selectOption(feed.code);
  await expect(page.getByText('Official draw: numbers from the results feed or entered here')).toBeVisible();
  await page.getByLabel('Status').selectOption('SCHEDULED');
  const draws = page.getByTestId('ops-lottery-draws');
  const first = draws.getByRole('row').nth(1);
  const drawNo = (await first.getByRole('rowheader').textContent())!.trim();
  await first.getByRole('button', { name: 'Cancel draw' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel draw ${drawNo}: every slip is refunded` });
  await expect(dialog.getByRole('button', { name: 'Cancel draw' })).toBeDisabled();
  await dialog.getByLabel('Reason (members see it)').fill('Public holiday: no official draw');
  await dialog.getByRole('button', { name: 'Cancel draw' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByLabel('Status').selectOption('CANCELLED');
  await expect(draws.getByRole('row').filter({ hasText: drawNo })).toContainText('Public holiday: no official draw');

  await page.getByRole('link', { name: 'Limits' }).click();
  const form = page.getByTestId('ops-lottery-limits');
  await form.getByLabel('Largest slip total').fill('abc');
  await expect(form.getByText('Enter an amount above zero with at most two decimals.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await form.getByLabel('Largest slip total').fill('123456.78');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Saved')).toBeVisible();
  const after = (await (await request.get('/ops/lottery/limits', { headers: admin })).json()).value;
  expect(after.maxTotal).toBe(12_345_678);
  // Put back what the other stories of this worker expect.
  expect((await request.put('/ops/lottery/limits', { data: limitsBefore, headers: admin })).status()).toBe(200);
});
