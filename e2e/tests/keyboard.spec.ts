import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { MEMBER_PASSWORD, newMember } from '../members';
import { balanceOf, played } from '../play';

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through the page, and fails
 * if it never does: an element no Tab reaches cannot be used without a mouse.
 */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test('a member signs in with the keyboard alone', async ({ page, ops }) => {
  const username = `kb${Date.now().toString().slice(-8)}`;
  await ops.createMember({ username, password: MEMBER_PASSWORD });
  await page.goto('/');
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Log in' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await tabTo(page, dialog.getByLabel('Username'));
  await page.keyboard.type(username);
  await tabTo(page, dialog.getByLabel('Password', { exact: true }));
  await page.keyboard.type(MEMBER_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('header-account')).toHaveText(username);
  await expect(dialog).toBeHidden();
});

test('a member sends a bank-transfer deposit with the keyboard alone', async ({ page, ops }) => {
  await newMember(page, ops, 'kbd');
  await page.goto('/member?page=depositv2');
  const deposit = page.getByTestId('deposit-page');
  await tabTo(page, deposit.getByRole('button', { name: /Bank transfer/ }));
  await page.keyboard.press('Enter');
  await expect(deposit.getByTestId('receiving-account')).toContainText('Nabil Bank');
  await tabTo(page, deposit.getByLabel('Amount'));
  await page.keyboard.type('700');
  await tabTo(page, deposit.getByLabel('Transfer reference'));
  await page.keyboard.type('KB-E2E-1');
  await tabTo(page, deposit.getByRole('button', { name: 'Submit deposit' }));
  await page.keyboard.press('Enter');
  await expect(deposit.getByTestId('deposit-success')).toContainText('pending approval');
  await expect(deposit.getByTestId('deposit-list').getByRole('row').nth(1)).toContainText('Rs 700.00');
});

test('a member plays a round of dice with the keyboard alone', async ({ page, ops }) => {
  await newMember(page, ops, 'kbg', { funds: 100_000 });
  await page.goto('/rng?vassalage=INHOUSE');
  const card = page.locator('[data-testid="game-card"][data-game-code="INHOUSE-DICE"]').first();
  await expect(card).toBeVisible();
  await tabTo(page, card.getByRole('button', { name: /^Play now/ }));
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const game = await popup;
  await expect(game.getByTestId('game-room')).toBeVisible();
  // The rules come first, with the button that starts the game.
  await tabTo(game, game.getByTestId('rules-close'));
  await game.keyboard.press('Enter');
  await expect(game.getByTestId('rules-panel')).toBeHidden();
  await tabTo(game, game.getByTestId('roll'));
  const roll = await played(game, () => game.keyboard.press('Enter'));
  await expect(game.getByTestId('round-result')).toBeVisible();
  await expect.poll(() => balanceOf(game)).toBe(100_000 - roll.round.stake + roll.round.win);
});
