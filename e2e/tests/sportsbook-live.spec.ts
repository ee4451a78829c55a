import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newMember } from '../members';
import { admin, closeSlip, openSlip, rupees, slip } from '../sportsbook';

type Settings = { liveDelayMs: number } & Record<string, unknown>;
type Selection = { id: number; code: string; odds: number };
type LiveEvent = {
  id: number;
  vendor: string;
  sport: string;
  home: string;
  away: string;
  startsAt: string;
  state: string;
  markets: { id: number; kind: string; state: string; selections: Selection[] }[];
};

/** The live delay of this story: long enough for the operator to move the price while the bet waits. */
const DELAY_MS = 4_000;
/** Rs 100: a return in minor units is then the decimal odds in ten-thousandths, exactly. */
const STAKE = 10_000;

/** Decimal odds in ten-thousandths as the book shows them: two to four decimals, exact (2.1 → "2.10", 2.3456 → "2.3456"). */
const decimal = (odds: number) =>
  `${Math.floor(odds / 10_000)}.${String(odds % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '')}`;

/** Text as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function settings(request: APIRequestContext, put?: Settings): Promise<Settings> {
  const res = put
    ? await request.put('/ops/sports/settings', { headers: admin, data: put })
    : await request.get('/ops/sports/settings', { headers: admin });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).value as Settings;
}

async function eventOf(request: APIRequestContext, id: number): Promise<LiveEvent> {
  const res = await request.get(`/ops/sports/events/${id}`, { headers: admin });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).value as LiveEvent;
}

/**
 * A live match of the feed (there is no operator route that starts an event: the scheduler's feed
 * moves its fixtures LIVE, and a fresh server creates those begun in the last two hours). A football
 * match or an e-sports series, the one that started last (so it is not about to end), with an open
 * market; a cockfight is suspended while it runs. The team of its first open market with the
 * longer price (up to 100.00) is picked: the operator's 0.01 is the smaller part of it.
 */
async function liveMatch(request: APIRequestContext) {
  let found: { event: LiveEvent; pick: Selection } | undefined;
  await expect(async () => {
    const res = await request.get('/ops/sports/events?state=LIVE&pageSize=100', { headers: admin });
    expect(res.status(), await res.text()).toBe(200);
    const live = ((await res.json()).value.list as LiveEvent[])
      .filter((e) => e.sport === 'FOOTBALL' || e.sport === 'ESPORTS')
      .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
    expect(live.length, 'a live match or series of the feed').toBeGreaterThan(0);
    const event = await eventOf(request, live[0]!.id);
    const market = event.markets.find((m) => m.state === 'OPEN');
    expect(market, `an open market of ${event.home} v ${event.away}`).toBeDefined();
    const teams = market!.selections.filter((s) => s.code === 'HOME' || s.code === 'AWAY');
    expect(teams).toHaveLength(2);
    // The longer price up to 100.00 (a match decided late prices the other side near the book's
    // maximum, where the operator's 0.01 more would be refused): the shorter one otherwise.
    const sorted = teams.sort((a, b) => b.odds - a.odds);
    found = { event, pick: sorted.find((s) => s.odds <= 1_000_000) ?? sorted[sorted.length - 1]! };
  }).toPass({ timeout: 20_000 });
  return found!;
}

const isBet = (r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/sgw/bets';

/** The odds a SPORTS_ODDS_CHANGED answer names for the single's leg. */
async function changedOdds(res: Response) {
  const body = (await res.json()) as { code: string; value: { path: string; message: string }[] };
  expect(body.code).toBe('SPORTS_ODDS_CHANGED');
  const leg = body.value.find((i) => i.path === 'legs.0.odds');
  expect(leg).toBeDefined();
  return Number(leg!.message);
}

async function moveOdds(request: APIRequestContext, eventId: number, selectionId: number, odds: number) {
  const res = await request.put(`/ops/sports/events/${eventId}/odds`, {
    headers: admin,
    data: { odds: [{ selectionId, odds }] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const oddsButton = (page: Page, selectionId: number) => page.locator(`[data-testid="odds"][data-selection="${selectionId}"]`);

test('a live bet sees an odds change and is asked to accept', async ({ page, ops, request }) => {
  // Two live delays, a fresh member and the book's pages.
  test.setTimeout(90_000);
  const before = await settings(request);
  await settings(request, { ...before, liveDelayMs: DELAY_MS });
  try {
    const { event, pick } = await liveMatch(request);
    const team = pick.code === 'HOME' ? event.home : event.away;
    await newMember(page, ops, 'sblive', { funds: 100_000 });
    await page.setViewportSize({ width: 390, height: 844 });
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText('Rs 1,000.00');

    // The member finds the match among those live now.
    await page.goto(`/sportsbook?vendor=${event.vendor}`);
    await page
      .getByRole('region', { name: 'Live now' })
      .locator(`[data-testid="sports-event"][data-event="${event.id}"]`)
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `${event.home} v ${event.away}` })).toBeVisible();
    await expect(page.getByTestId('sports-event-state')).toHaveText(/^Live/);

    // The pick at the price the book has now (the feed moves a live match's prices as it plays).
    const button = oddsButton(page, pick.id);
    let shown = 0;
    await expect(async () => {
      shown = (await eventOf(request, event.id)).markets.flatMap((m) => m.selections).find((s) => s.id === pick.id)!.odds;
      // A price the page saw move is read out with its way ("… (odds up)").
      const name = new RegExp(`^${escaped(`${team} at ${decimal(shown)}`)}( \\(odds (up|down)\\))?$`);
      await expect(button).toHaveAccessibleName(name, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await button.click();
    await openSlip(page);
    await slip(page)
      .getByLabel(`Stake on ${team}`)
      .fill(String(STAKE / 100));
    await expect(slip(page).getByLabel('When the odds change')).toHaveValue('ASK');

    // The bet waits the live delay; meanwhile the operator moves the price by 0.01.
    const moved = shown + 100;
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/sgw/bets');
    const answered = page.waitForResponse(isBet);
    await slip(page).getByRole('button', { name: 'Place bets' }).click();
    await sent;
    await moveOdds(request, event.id, pick.id, moved);
    const refused = await answered;
    expect(refused.status()).toBe(409);
    let now = await changedOdds(refused);
    if (now === moved) {
      // The operator's price refused it: the server had waited the delay before it checked the bet again.
      const t = refused.request().timing();
      expect(t.responseStart - t.requestStart).toBeGreaterThanOrEqual(DELAY_MS);
    } else {
      // Only a football match's feed may have moved the price as well (an e-sports series' prices are the operator's).
      expect(event.sport, `the bet was refused at ${now}, not at the operator's ${moved}`).toBe('FOOTBALL');
    }
    expect(now).not.toBe(shown);

    // The bet is not taken: the slip shows the change and the balance stays.
    const changed = slip(page).getByTestId('odds-changed');
    await expect(changed).toContainText('The odds have changed.');
    await expect(changed).toContainText(`${team}: ${decimal(shown)} → ${decimal(now)}`);
    await expect(balance).toHaveText('Rs 1,000.00');

    // The member accepts: the bet waits the delay again and is placed at the new price (a football
    // match's feed moving it once more during the wait asks again).
    let placed: { bet: { status: string; maxPayout: number; legs: { odds: number }[] } } | undefined;
    for (let asked = 1; ; asked++) {
      const answer = page.waitForResponse(isBet);
      await changed.getByRole('button', { name: 'Accept and place' }).click();
      const res = await answer;
      if (res.ok()) {
        placed = (await res.json()).value;
        break;
      }
      expect(event.sport, 'only the feed of a football match moves the price again').toBe('FOOTBALL');
      expect(asked, 'the feed kept moving the price').toBeLessThan(4);
      const next = await changedOdds(res);
      await expect(changed).toContainText(`${team}: ${decimal(now)} → ${decimal(next)}`);
      now = next;
    }
    const taken = placed!.bet;
    expect(taken.status).toBe('OPEN');
    expect(taken.legs[0]!.odds).toBe(now);
    expect(taken.maxPayout).toBe(now);
    await expect(slip(page).getByTestId('slip-placed')).toContainText('Bets placed: 1.', { timeout: 15_000 });
    await expect(balance).toHaveText(rupees(100_000 - STAKE));
    await closeSlip(page);

    // My bets: the bet open, its return at the new odds.
    await page.getByRole('link', { name: 'My bets', exact: true }).click();
    const bet = page.getByTestId('sports-bet').filter({ hasText: `${event.home} v ${event.away}` });
    await expect(bet).toHaveCount(1);
    await expect(bet).toHaveAttribute('data-status', 'OPEN');
    await expect(bet).toContainText('Open');
    await expect(bet.getByTestId('sports-bet-leg')).toContainText(`${decimal(now)} · not graded yet`);
    await expect(bet.getByTestId('sports-bet-return')).toHaveText(rupees(now));
  } finally {
    await settings(request, before);
  }
});
