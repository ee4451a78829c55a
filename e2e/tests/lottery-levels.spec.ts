import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { slipOfThirteenTickets } from '../lottery';
import { MEMBER_PASSWORD } from '../members';
import { E2E_ADMIN_TOKEN } from '../playwright.config';

const suffix = () => Date.now().toString().slice(-7);

/** The operator sets an account's lottery prize level (basis points), as its desk would. */
async function setLevelAsOperator(request: APIRequestContext, username: string, level: number) {
  const res = await request.put(`/ops/lottery/prize-levels/${username}`, {
    data: { level },
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs an agent in on the agent login page. */
async function agentSignIn(page: Page, username: string) {
  await page.goto('/agent');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
}

/** Replaces the focused field's text by typing, as a keyboard user does. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test("an agent gives its member 97.0 % of the odds with the keyboard, and the member's slip pays at that level", async ({
  page,
  request,
  ops,
}) => {
  // A fresh agent under agent01 and a fresh member under it: no demo account's level changes.
  const agent = `e2elva${suffix()}`;
  const member = `e2elvm${suffix()}`;
  await ops.createMember({ username: agent, password: MEMBER_PASSWORD, type: 1, uplineUsername: 'agent01' });
  await ops.createMember({ username: member, password: MEMBER_PASSWORD, uplineUsername: agent });
  await setLevelAsOperator(request, agent, 9900);

  // The agent's team: the member inherits 99.0 % until the agent sets its own.
  await agentSignIn(page, agent);
  await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('button', { name: 'Team management' }).click();
  const row = page.getByTestId('team-management').getByRole('row').filter({ hasText: member });
  await expect(row).toContainText('99.0 %');
  await row.getByRole('button', { name: `Set prize level of ${member}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Prize level of ${member}` });
  await expect(dialog).toContainText(`The difference between your level and ${member}'s is your rebate on its lottery stakes.`);
  await expect(dialog.getByTestId('own-prize-level')).toHaveText('Your own level: 99.0 %');
  await expect(dialog.getByLabel('Prize level (%)')).toBeFocused();

  // Above the agent's own level: refused before sending.
  await retype(page, '99.5');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('At most your own level, 99.0 %.');

  // The operator lowers the agent meanwhile: the server refuses 98.5 % in the agent's words.
  await setLevelAsOperator(request, agent, 9800);
  await retype(page, '98.5');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('prize-level-error')).toHaveText('The prize level can be at most your own.');
  await expect(dialog.getByTestId('own-prize-level')).toHaveText('Your own level: 98.0 %');

  await retype(page, '97');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: member })).toHaveText(`${member}'s prize level is now 97.0 %.`);
  await expect(row).toContainText('97.0 %');

  // The member's slip: lô on three numbers and đề on 00–09, 13 tickets of Rs 1.00. At the table's
  // odds one winning ticket of each pays Rs 3.50 + Rs 95.00; at 97.0 % the odds are 3.5 × 0.97 =
  // 3.39 (rounded down) and 95 × 0.97 = 92.15: Rs 95.54.
  await page.evaluate(() => sessionStorage.removeItem('token'));
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(member);
  await login.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-account')).toHaveText(member);
  await page.goto('/lottery?lottoPrizeMode=LOTT&lottoView=lobby');
  await page.locator('[data-game="LOTT_VN_1M"]').getByRole('link', { name: 'Play' }).click();
  await expect(page.getByRole('heading', { name: 'Fast Vietnam Lotto 1 min' })).toBeVisible();
  await slipOfThirteenTickets(page);
  await expect(page.getByTestId('slip-level')).toHaveText('Your prize level: 97.0 %');
  await expect(page.getByTestId('slip-potential')).toHaveText('Rs 95.54');
});
