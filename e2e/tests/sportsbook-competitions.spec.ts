import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newMember } from '../members';
import { admin, type Match } from '../sportsbook';

/** Text as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A football match of the sports vendor in the given competition, created through the operator API. */
async function createMatch(request: APIRequestContext, competition: string, name: string, inMinutes: number): Promise<Match> {
  const res = await request.post('/ops/sports/events', {
    headers: admin,
    data: {
      vendor: 'SUMMIT',
      sport: 'FOOTBALL',
      competition,
      home: `${name} Rovers`,
      away: `${name} City`,
      startsAt: new Date(Date.now() + inMinutes * 60_000).toISOString(),
      markets: [
        {
          kind: 'MATCH_RESULT',
          selections: [
            { code: 'HOME', odds: 20_000 },
            { code: 'DRAW', odds: 34_000 },
            { code: 'AWAY', odds: 38_000 },
          ],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).value as Match;
}

async function operatorPut(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.put(path, { headers: admin, data });
  expect(res.status(), await res.text()).toBe(200);
}

test('a member on a phone finds a competition from the book home, sees its live and upcoming matches and opens one', async ({
  page,
  ops,
  request,
}) => {
  const tag = `T${Date.now().toString().slice(-6)}`;
  // A free-text name that needs encoding in the URL (&, #, /, +, spaces).
  const competition = `E2E ${tag} League & Cup #1/2 + Friends`;
  const upcoming = await createMatch(request, competition, `${tag}U`, 30);
  const live = await createMatch(request, competition, `${tag}L`, 5);
  // Started live by the operator, with its score.
  await operatorPut(request, `/ops/sports/events/${live.id}/state`, { state: 'LIVE', score: { home: 1, away: 0 } });
  try {
    await newMember(page, ops, 'sbcomp');
    await page.setViewportSize({ width: 390, height: 844 });

    // The e-sports launch opens on e-sports: the football competition is not among its competitions.
    await page.goto('/sportsbook?vendor=IMES');
    const home = page.getByTestId('sports-home');
    const competitions = home.getByRole('region', { name: 'Competitions' });
    await expect(competitions).toBeVisible();
    const link = competitions.getByRole('link', { name: new RegExp(`^${escaped(competition)}`) });
    await expect(link).toHaveCount(0);

    // The member chooses football: its competitions list this one, one match live and one to come.
    await home.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: 'Football', exact: true }).click();
    await expect(link).toHaveAccessibleName(`${competition} 1 live · 1 upcoming`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: competition })).toBeVisible();
    await expect(page).toHaveURL(/view=competition/);
    expect(new URL(page.url()).searchParams.get('competition')).toBe(competition);
    const liveNow = page.getByRole('region', { name: 'Live now' });
    const liveRow = liveNow.locator(`[data-testid="sports-event"][data-event="${live.id}"]`);
    await expect(liveRow).toContainText(`${live.home} v ${live.away}`);
    await expect(liveRow).toContainText('Live · 1–0');
    await expect(liveNow.getByTestId('sports-event')).toHaveCount(1);
    const soon = page.getByRole('region', { name: 'Upcoming' });
    await expect(soon.getByTestId('sports-event')).toHaveCount(1);
    await expect(soon.locator(`[data-testid="sports-event"][data-event="${upcoming.id}"]`)).toContainText(
      `${upcoming.home} v ${upcoming.away}`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The page is all in its URL: a reload shows the same competition.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: competition })).toBeVisible();

    // Back to football's home, and in again.
    await page.getByRole('link', { name: 'Back to Football' }).click();
    await expect(home.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeVisible();
    await expect(page).toHaveURL(/view=home&sport=FOOTBALL/);
    await link.click();

    // The match to come opens on its page with its prices.
    await page
      .getByRole('region', { name: 'Upcoming' })
      .getByRole('link', { name: new RegExp(`^${escaped(`${upcoming.home} v ${upcoming.away}`)}`) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `${upcoming.home} v ${upcoming.away}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `${upcoming.home} at 2.00` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // In Nepali, the competition's page and the home's section.
    await page.evaluate(() => localStorage.setItem('lang', 'ne'));
    await page.goBack();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: competition })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'आगामी खेलहरू' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'फुटबल मा फर्कनुहोस्' })).toBeVisible();
  } finally {
    // Leave no live match of this story for the others on this server (the live stories pick the feed's).
    for (const e of [live, upcoming]) {
      const res = await request.post(`/ops/sports/events/${e.id}/cancel`, { headers: admin, data: { reason: 'e2e story over' } });
      expect(res.status(), await res.text()).toBe(200);
    }
  }
});
