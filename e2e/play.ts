import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Minor units of a shown amount ("NPR 1,234.50" → 123450). */
export const minor = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
export const balanceOf = async (game: Page) => minor(await game.getByTestId('game-balance').textContent());

export type Played = { round: { roundRef: string; stake: number; win: number; result: string }; balance: number };

/** Does something in a game page and returns the round the game server answered. */
export async function played(game: Page, action: () => Promise<unknown>): Promise<Played> {
  const [res] = await Promise.all([game.waitForResponse((r) => r.url().endsWith('/gs/v1/play') && r.ok()), action()]);
  return (await res.json()).value as Played;
}

/** Opens the first card of a home or list row whose code matches, as a player clicks Play on it. */
export async function launchFrom(page: Page, scope: string, code: RegExp, mode: 'Play' | 'Free trial' = 'Play') {
  const cards = page.locator(`${scope} [data-testid="game-card"]`);
  await expect(cards.first()).toBeVisible();
  const codes = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-game-code') ?? ''));
  const pick = codes.find((c) => code.test(c));
  expect(pick, `a ${code} card in ${scope}`).toBeTruthy();
  const card = page.locator(`${scope} [data-testid="game-card"][data-game-code="${pick}"]`).first();
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: new RegExp(`^${mode}\\b`) }).click();
  const game = await popup;
  await expect(game.getByTestId('game-room')).toBeVisible();
  return { game, code: pick! };
}
