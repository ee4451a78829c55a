import { expect, signIn, test } from '../fixtures';
import { createOperator, signInConsole } from '../operators';
import { E2E_ADMIN_TOKEN } from '../playwright.config';

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

test('an admin opens the agent tree, sees agent01’s downline, and gives a new top agent a two-tier contract', async ({
  page,
  request,
  ops,
}) => {
  // A top agent of this story's own, so agent01's contracts (other stories') stay as they are.
  const top = `e2etop${Date.now().toString().slice(-8)}`;
  await ops.createMember({ username: top, password: 'Agent2026ok', type: 1 });
  await signInConsole(page, await createOperator(request, 'admin'));
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Agents' }).click();
  const agent01 = page.getByTestId('ops-agent-agent01');
  await expect(agent01).toBeVisible();
  await agent01.getByRole('button', { name: 'Open the downline agents of agent01' }).click();
  await expect(agent01.getByTestId('ops-agent-agent02')).toBeVisible();
  await agent01
    .getByRole('button', { name: /^Members \(/ })
    .first()
    .click();
  await expect(agent01.getByTestId('ops-agent-demo01')).toBeVisible();

  // Its contract: two tiers (the second asks 5 active members and 1,000.00 of valid bet), saved and read back.
  const openTop = async () => {
    const node = page.getByTestId(`ops-agent-${top}`);
    const more = page.getByTestId('ops-tree-top-AGENT').locator('xpath=following-sibling::button');
    while (!(await node.isVisible()) && (await more.isVisible())) await more.click();
    await node.getByRole('button', { name: 'Contracts and move' }).first().click();
    return page.getByRole('dialog', { name: `Account ${top}` });
  };
  let dialog = await openTop();
  const form = dialog.getByRole('form', { name: 'Set a top agent contract' });
  await form.getByRole('group', { name: 'Tier 1' }).getByLabel('Rate (%)').fill('1.5');
  await form.getByRole('button', { name: 'Add a tier' }).click();
  const tier2 = form.getByRole('group', { name: 'Tier 2' });
  await expect(tier2.getByLabel('Active members at least')).toBeFocused();
  await tier2.getByLabel('Active members at least').fill('5');
  await tier2.getByLabel('Valid bet at least').fill('1000');
  await tier2.getByLabel('Rate (%)').fill('250');
  await expect(tier2.getByText('Enter a rate from 0 to 100 with at most two decimals.')).toBeVisible();
  await tier2.getByLabel('Rate (%)').fill('2.5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
  await page.reload();
  dialog = await openTop();
  const tiers = dialog.getByTestId('ops-agent-contracts').getByRole('listitem');
  await expect(tiers).toHaveText([
    '1.50 % from 0 active members and 0.00 valid bet',
    '2.50 % from 5 active members and 1,000.00 valid bet',
  ]);
  await expect(dialog.getByRole('group', { name: 'Tier 2' }).getByLabel('Rate (%)')).toHaveValue('2.50');
});

test('a vendor in maintenance shows so to a member, and back; a title marked hot and unmarked; the RTP table', async ({
  browser,
  page,
  request,
  ops,
}) => {
  // Two browsers (the console and a member's), three console pages: longer than most stories.
  test.slow();
  await signInConsole(page, await createOperator(request, 'admin'));
  // The member, in a browser of their own, on the fish page: the first card's vendor.
  const member = await browser.newContext();
  const site = await member.newPage();
  await site.goto('/fish');
  await signIn(site, ops);
  const firstCard = site.locator('[data-testid="game-card"]').first();
  await expect(firstCard).toBeVisible();
  const vendor = (await firstCard.getAttribute('data-vendor'))!;
  const cardsOf = site.locator(`[data-testid="game-card"][data-vendor="${vendor}"]`);
  await expect(cardsOf.first().getByTestId('maintenance-overlay')).toHaveCount(0);
  try {
    await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Games' }).click();
    const row = page.getByTestId('ops-vendors').locator(`[data-vendor="${vendor}"]`).first();
    await row.getByRole('button', { name: 'Start maintenance' }).click();
    await expect(row.getByRole('button', { name: 'End maintenance' })).toBeVisible();
    await site.reload();
    await expect(cardsOf.first().getByTestId('maintenance-overlay')).toBeVisible();
    await row.getByRole('button', { name: 'End maintenance' }).click();
    await expect(row.getByRole('button', { name: 'Start maintenance' })).toBeVisible();
    await site.reload();
    await expect(cardsOf.first()).toBeVisible();
    await expect(cardsOf.first().getByTestId('maintenance-overlay')).toHaveCount(0);
  } finally {
    await request.put(`/ops/vendors/${vendor}`, { headers: admin, data: { maintenance: false } });
    await member.close();
  }

  // A title: hot, then not (as it was).
  await page.getByRole('link', { name: 'Titles' }).click();
  await page.getByLabel('Name').fill('LOTUS-0003');
  const title = page.getByTestId('ops-titles').locator('[data-game="LOTUS-0003"]');
  const hot = title.getByLabel('Hot');
  const was = await hot.isChecked();
  try {
    await hot.click();
    await expect(hot).toBeChecked({ checked: !was });
    await hot.click();
    await expect(hot).toBeChecked({ checked: was });
  } finally {
    await request.put('/ops/games/LOTUS-0003', { headers: admin, data: { isHot: was } });
  }

  // The in-house titles' theoretical and observed RTP.
  await page.getByRole('link', { name: 'RTP' }).click();
  // A page at a time (the catalogue has thousands of titles), searched by name.
  const rtp = page.getByTestId('ops-rtp');
  await expect(rtp.getByRole('row')).toHaveCount(21);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await page.getByLabel('Name').fill('inhouse-dice');
  await expect(rtp.getByRole('row')).toHaveCount(2);
  await expect(rtp.getByRole('row', { name: /INHOUSE-DICE/ })).toContainText('99.00 %');
  await expect(page.getByTestId('ops-rtp-totals')).toBeVisible();
});
