import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './playwright.config';

/** Helpers of the sportsbook stories: matches made through the operator API, the book's pages and its slip. */

/** Rs amounts on screen ("Rs 9,987.00") as minor units. */
export const minor = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
export const rupees = (n: number) =>
  `Rs ${(n / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

export type Match = {
  id: number;
  home: string;
  away: string;
  markets: { id: number; kind: string; selections: { id: number; code: string }[] }[];
};

/**
 * A football match of the sports vendor created through the operator API, starting in a few
 * minutes, with its 1X2 prices (and a total goals market when asked), so the story knows its odds.
 */
export async function createMatch(
  request: APIRequestContext,
  name: string,
  odds: [number, number, number],
  withTotal = false,
): Promise<Match> {
  const res = await request.post('/ops/sports/events', {
    headers: admin,
    data: {
      vendor: 'SUMMIT',
      sport: 'FOOTBALL',
      competition: 'E2E Cup',
      home: `${name} Rovers`,
      away: `${name} City`,
      startsAt: new Date(Date.now() + 4 * 60_000).toISOString(),
      markets: [
        {
          kind: 'MATCH_RESULT',
          selections: [
            { code: 'HOME', odds: odds[0] },
            { code: 'DRAW', odds: odds[1] },
            { code: 'AWAY', odds: odds[2] },
          ],
        },
        ...(withTotal ? [{ kind: 'OVER_UNDER', line: 2.5 }] : []),
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).value as Match;
}

/** Opens a match of the book from its home list (starting soon), as a member finds it. */
export async function openMatch(page: Page, m: Match) {
  await page.getByRole('link', { name: 'Matches', exact: true }).click();
  await page.getByRole('link', { name: new RegExp(`^${m.home} v ${m.away}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${m.home} v ${m.away}` })).toBeVisible();
}

export const slip = (page: Page) => page.getByTestId('bet-slip');

/** Opens the slip's bottom sheet (a phone) if it is closed. */
export async function openSlip(page: Page) {
  const bar = slip(page).getByRole('button', { name: /^Bet slip/ });
  if ((await bar.getAttribute('aria-expanded')) === 'false') await bar.click();
}

export async function closeSlip(page: Page) {
  const bar = slip(page).getByRole('button', { name: /^Bet slip/ });
  if ((await bar.getAttribute('aria-expanded')) === 'true') await bar.click();
}
