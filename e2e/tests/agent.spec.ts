import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { balanceOf, launchFrom, minor, played } from '../play';
import { E2E_ADMIN_TOKEN } from '../playwright.config';

const suffix = () => Date.now().toString().slice(-7);
const agentMenu = (page: Page) => page.getByRole('navigation', { name: 'Agent menu' });

/** Signs agent01 in on the agent login page, as an agent does. */
async function agentSignIn(page: Page) {
  await page.goto('/agent');
  await page.getByLabel('Username').fill('agent01');
  await page.getByLabel('Password', { exact: true }).fill('Agent@1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
}

test('agent01 runs the team from the agent centre: overview, management, register centre, links and a transfer', async ({
  page,
  ops,
}) => {
  await ops.adjustBalance('agent01', 500_000);
  await agentSignIn(page);

  // The centre: the spec's menu in its order, the live clock, nickname and support hours.
  await expect(agentMenu(page).getByRole('listitem')).toHaveText([
    'Deposit',
    'Withdraw',
    'Announcement',
    'Team overview',
    'Register centre',
    'Team management',
    'Team betting',
    'User loss',
    'My income',
    'Account details',
    'Platform messages',
    'Customer service',
  ]);
  await expect(page.getByTestId('agent-clock')).toContainText(/GMT[+-]\d{2}:\d{2}/);
  await expect(page.getByTestId('agent-nickname')).toHaveText('Hello, Agent 01');
  await expect(page.getByText('Agent support: Monday to Friday 12:00–21:00')).toBeVisible();

  // Team overview: agent02 and demo01 at least, both direct.
  const overview = page.getByTestId('team-overview');
  await expect(overview.getByRole('heading', { name: 'Team overview', level: 1 })).toBeVisible();
  expect(Number(await overview.getByTestId('team-size').textContent())).toBeGreaterThanOrEqual(2);
  expect(Number(await overview.getByTestId('direct-downlines').textContent())).toBeGreaterThanOrEqual(2);
  await expect(overview.getByRole('row', { name: /^Today/ })).toBeVisible();

  // Platform messages open inside the agent centre, not in the personal centre.
  await agentMenu(page).getByRole('button', { name: 'Platform messages' }).click();
  await expect(page.getByTestId('message-centre')).toBeVisible();
  await expect(page).toHaveURL(/\/agentHome\?page=/);
  await agentMenu(page).getByRole('button', { name: 'Team overview' }).click();

  // Team management: find demo01 and open its details.
  await agentMenu(page).getByRole('button', { name: 'Team management' }).click();
  const team = page.getByTestId('team-management');
  await team.getByLabel('Username or nickname').fill('demo01');
  await team.getByRole('button', { name: 'Search' }).click();
  await team.getByRole('button', { name: 'demo01', exact: true }).click();
  await expect(page.getByTestId('downline-detail').getByRole('heading', { name: 'Details of demo01' })).toBeVisible();

  // Register centre: a new member directly under agent01, and an agent invitation link.
  const username = `e2ea${suffix()}`;
  await agentMenu(page).getByRole('button', { name: 'Register centre' }).click();
  const centre = page.getByTestId('register-centre');
  await centre.getByLabel('Username').fill(username);
  await centre.getByLabel('Password', { exact: true }).fill('Down2026ok');
  await centre.getByRole('button', { name: 'Create account' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'created' })).toHaveText(`Member ${username} created`);
  const links = page.getByTestId('invite-links');
  await links.getByLabel('Link type').selectOption('AGENT');
  await links.getByRole('button', { name: 'Create link' }).click();
  const link = links.getByTestId('invite-link').first();
  await expect(link).toContainText('Agent');
  await expect(link).toContainText('Used 0 times');
  await expect(link.locator('svg')).toBeVisible();
  await link.getByRole('button', { name: 'Disable' }).click();
  await expect(link).toContainText('Disabled');

  // Transfer to the new downline with the payment password; both sides see it.
  await agentMenu(page).getByRole('button', { name: 'Team management' }).click();
  await team.getByLabel('Username or nickname').fill(username);
  await team.getByRole('button', { name: 'Search' }).click();
  await team.getByRole('button', { name: username, exact: true }).click();
  await page.getByLabel('Amount').fill('125');
  await page.getByLabel('Payment password', { exact: true }).fill('123456');
  await page.getByRole('button', { name: `Transfer to ${username}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Sent to ${username}` })).toBeVisible();

  await agentMenu(page).getByRole('button', { name: 'Account details' }).click();
  const details = page.getByTestId('account-details');
  await expect(details.getByRole('row', { name: new RegExp(`${username}.*Transfer.*125\\.00`) })).toBeVisible();
});

test('agent01 creates a downline agent with a daily-salary contract, funds it, and sees its play in the reports', async ({
  page,
  ops,
  request,
}) => {
  // A long story (two agents, a contract, play and reports: ~20 s on a quiet machine).
  test.slow();
  // The operator sets agent01's own daily salary (3 %), which turns the Daily wages page on.
  const set = await request.put('/ops/agents/agent01/contract', {
    data: { kind: 'DAILY_SALARY', tiers: [{ activeMembers: 0, validBet: 0, profitLoss: 0, rate: 300 }] },
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(set.status(), await set.text()).toBe(200);
  await ops.adjustBalance('agent01', 500_000);
  await agentSignIn(page);
  const validBetToday = async () => minor(await page.getByTestId('period-today').locator('td').nth(4).textContent());
  await expect(page.getByTestId('period-today')).toBeVisible();
  const before = await validBetToday();

  // Register centre: a downline agent with a first daily-salary contract of 2 %.
  const downline = `e2eb${suffix()}`;
  await agentMenu(page).getByRole('button', { name: 'Register centre' }).click();
  const form = page.getByTestId('create-downline');
  await form.getByLabel('Account type').selectOption('AGENT');
  await form.getByLabel('Username').fill(downline);
  await form.getByLabel('Password', { exact: true }).fill('Down2026ok');
  await form.getByLabel('Offer a Daily wages contract').check();
  await expect(form.getByText('At most 3 %')).toBeVisible();
  await form.getByLabel('Rate in % (tier 1)').fill('2');
  await form.getByRole('button', { name: 'Create account' }).click();
  const created = form.getByRole('status').filter({ hasText: 'created' });
  await expect(created).toContainText(`Agent ${downline} created`);
  await expect(created).toContainText("Daily wages offered: waits for the agent's answer");

  // Its card shows the offer; agent01 sends it money with the payment password.
  await agentMenu(page).getByRole('button', { name: 'Team management' }).click();
  const team = page.getByTestId('team-management');
  await team.getByLabel('Username or nickname').fill(downline);
  await team.getByRole('button', { name: 'Search' }).click();
  await team.getByRole('button', { name: downline, exact: true }).click();
  await expect(page.getByTestId('downline-contracts').getByTestId('contract-card')).toContainText(`Waiting for ${downline}`);
  await page.getByLabel('Amount').fill('300');
  await page.getByLabel('Payment password', { exact: true }).fill('123456');
  await page.getByRole('button', { name: `Transfer to ${downline}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Sent to ${downline}` })).toBeVisible();

  // The downline signs in on the agent page; the contract modal asks for its answer.
  await page.evaluate(() => sessionStorage.removeItem('token'));
  await page.goto('/agent');
  await page.getByLabel('Username').fill(downline);
  await page.getByLabel('Password', { exact: true }).fill('Down2026ok');
  await page.getByRole('button', { name: 'Log in' }).click();
  // agent01 chose that password: the downline sets its own before anything else.
  const change = page.getByRole('dialog', { name: 'Change password' });
  await change.getByLabel('New password').fill('Mine2026ok');
  await change.getByLabel('Confirm password').fill('Mine2026ok');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden();
  const modal = page.getByRole('dialog', { name: 'Contracts waiting for your answer' });
  await expect(modal).toContainText('Daily wages offered by agent01');
  await expect(modal.getByRole('cell', { name: '2 %' })).toBeVisible();
  await modal.getByRole('button', { name: 'Accept' }).click();
  await expect(modal).toBeHidden();
  await agentMenu(page).getByRole('button', { name: 'Daily wages' }).click();
  await expect(page.getByTestId('contract-card').first()).toContainText('From agent01 · Active');

  // With the money it received, the downline plays dice on the player site.
  await page.goto('/rng?vassalage=INHOUSE');
  const { game } = await launchFrom(page, '', /^INHOUSE-DICE$/);
  await game.getByTestId('rules-close').click();
  const roll = await played(game, () => game.getByTestId('roll').click());
  await expect(game.getByTestId('round-result')).toBeVisible();
  await expect.poll(() => balanceOf(game)).toBe(30_000 - roll.round.stake + roll.round.win);
  await game.close();

  // agent01 sees that round in its overview and reports, and on the downline's card.
  await page.evaluate(() => sessionStorage.removeItem('token'));
  await agentSignIn(page);
  await expect.poll(validBetToday).toBeGreaterThanOrEqual(before + roll.round.stake);
  await agentMenu(page).getByRole('button', { name: 'Team betting' }).click();
  const bets = page.getByTestId('team-bets');
  await expect(bets.getByRole('row').filter({ hasText: downline })).toContainText(/Dice/i);
  await agentMenu(page).getByRole('button', { name: 'User loss' }).click();
  await expect(page.getByTestId('user-loss').getByRole('row').filter({ hasText: downline })).toBeVisible();
  await agentMenu(page).getByRole('button', { name: 'Team management' }).click();
  await team.getByLabel('Username or nickname').fill(downline);
  await team.getByRole('button', { name: 'Search' }).click();
  await team.getByRole('button', { name: downline, exact: true }).click();
  await expect(page.getByTestId('downline-contracts').getByTestId('contract-card')).toContainText('Daily wages · Active');
  await expect(page.getByTestId('downline-bets')).toContainText(/Dice/i);
  await expect(page.getByTestId('downline-transactions')).toContainText('300.00');

  // A second offer with two tiers from the Daily wages page: 1 %, and 2.5 % from 3 active members.
  await agentMenu(page).getByRole('button', { name: 'Daily wages' }).click();
  const contracts = page.getByTestId('contracts-page');
  await contracts.getByLabel('Downline agent (username)').fill(downline);
  await contracts.getByLabel('Rate in % (tier 1)').fill('1');
  await contracts.getByRole('button', { name: 'Add tier' }).click();
  await contracts.getByLabel('Active members (tier 2)').fill('3');
  await contracts.getByLabel('Rate in % (tier 2)').fill('2.5');
  await contracts.getByRole('button', { name: 'Send offer' }).click();
  await expect(contracts.getByRole('status').filter({ hasText: 'Offer sent' })).toHaveText(`Offer sent to ${downline}`);
});

test('a member who opens the agent centre lands on the agent login page', async ({ page, ops }) => {
  // A fresh member: nothing else depends on it.
  const username = `e2em${suffix()}`;
  await ops.createMember({ username, password: 'Member2026ok' });
  await signIn(page, ops, username, 'Member2026ok');
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByTestId('agent-login-page')).toBeVisible();
});
