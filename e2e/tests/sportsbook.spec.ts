import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { newMember } from '../members';
import { admin, closeSlip, createMatch, minor, openMatch, openSlip, rupees, slip, type Match } from '../sportsbook';

/** An event of another vendor (e-sports, cockfight) with one market at the given prices. */
async function createEvent(
  request: APIRequestContext,
  input: { vendor: 'IMES' | 'DS88'; sport: 'ESPORTS' | 'COCKFIGHT'; name: string; kind: string; odds: Record<string, number> },
): Promise<Match> {
  const res = await request.post('/ops/sports/events', {
    headers: admin,
    data: {
      vendor: input.vendor,
      sport: input.sport,
      competition: 'E2E Series',
      home: `${input.name} Red`,
      away: `${input.name} Blue`,
      startsAt: new Date(Date.now() + 4 * 60_000).toISOString(),
      markets: [{ kind: input.kind, selections: Object.entries(input.odds).map(([code, odds]) => ({ code, odds })) }],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).value as Match;
}

async function setResult(request: APIRequestContext, eventId: number, home: number, away: number) {
  const res = await request.put(`/ops/sports/events/${eventId}/result`, {
    headers: admin,
    data: { result: { score: { home, away } } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs demo01 in (the header shows the account on a wide screen), then turns the page into a phone. */
async function signInOnPhone(page: Page, ops: Parameters<typeof signIn>[1]) {
  await signIn(page, ops);
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a visitor opening the book is sent to log in', async ({ page }) => {
  await page.goto('/sportsbook?vendor=SUMMIT');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.getByTestId('sportsbook-page')).toHaveCount(0);
});

test('demo01 on a phone places a single and a three-leg parlay, the operator enters the results, and the wins reach the balance, my bets and the betting record', async ({
  page,
  ops,
  request,
}) => {
  const tag = `T${Date.now().toString().slice(-6)}`;
  const a = await createMatch(request, `${tag}A`, [20_000, 34_000, 38_000]);
  const b = await createMatch(request, `${tag}B`, [15_000, 40_000, 60_000], true);
  const c = await createMatch(request, `${tag}C`, [25_000, 32_000, 30_000]);
  const d = await createMatch(request, `${tag}D`, [28_000, 25_000, 26_000]);

  await signInOnPhone(page, ops);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/^Rs /);
  const before = minor(await balance.textContent());

  // The sports centre launches its one vendor: the book opens in place.
  await page.goto('/sports');
  await page.getByRole('button', { name: 'Play now: Summit Sportsbook' }).click();
  await expect(page).toHaveURL(/\/sportsbook\?vendor=SUMMIT&device=/);
  await expect(page.getByRole('heading', { name: 'Starting soon' })).toBeVisible();

  // A single: A's home win at 2.00, Rs 10 returns Rs 20.
  await openMatch(page, a);
  await page.getByRole('button', { name: `${a.home} at 2.00` }).click();
  await openSlip(page);
  await slip(page).getByLabel(`Stake on ${a.home}`).fill('10');
  await expect(slip(page).getByTestId('slip-return')).toHaveText('Rs 20.00');
  await slip(page).getByRole('button', { name: 'Place bets' }).click();
  await expect(slip(page).getByTestId('slip-placed')).toContainText('Bets placed: 1.');
  await expect(balance).toHaveText(rupees(before - 1_000));
  await closeSlip(page);

  // A parlay of B home (1.50), C away (3.00) and D draw (2.50); B's over 2.5 as a fourth leg is refused.
  await openMatch(page, b);
  await page.getByRole('button', { name: `${b.home} at 1.50` }).click();
  await page
    .getByTestId('sports-market')
    .filter({ hasText: 'Total 2.5' })
    .getByRole('button', { name: /^Over 2\.5 at / })
    .click();
  await openMatch(page, c);
  await page.getByRole('button', { name: `${c.away} at 3.00` }).click();
  await openMatch(page, d);
  await page.getByRole('button', { name: 'Draw at 2.50' }).click();
  await openSlip(page);
  await slip(page).getByRole('button', { name: 'Parlay', exact: true }).click();
  await expect(slip(page).getByTestId('parlay-refusal')).toContainText('A parlay takes one selection per match');
  await slip(page)
    .getByRole('button', { name: /^Remove Over 2\.5/ })
    .click();
  await expect(slip(page).getByTestId('parlay-refusal')).toHaveCount(0);
  await expect(slip(page).getByTestId('parlay-odds')).toHaveText('Parlay odds 11.25');
  await slip(page).getByLabel('Parlay stake').fill('10');
  await expect(slip(page).getByTestId('slip-return')).toHaveText('Rs 112.50');
  await slip(page).getByRole('button', { name: 'Place bets' }).click();
  await expect(slip(page).getByTestId('slip-placed')).toContainText('Bets placed: 1.');
  await expect(balance).toHaveText(rupees(before - 2_000));
  await closeSlip(page);

  // The operator enters the four results: both bets win.
  await setResult(request, a.id, 1, 0);
  await setResult(request, b.id, 2, 0);
  await setResult(request, c.id, 0, 1);
  await setResult(request, d.id, 1, 1);
  await expect(balance).toHaveText(rupees(before - 2_000 + 2_000 + 11_250), { timeout: 15_000 });

  await page.getByRole('link', { name: 'My bets', exact: true }).click();
  await page.getByRole('button', { name: 'Settled', exact: true }).click();
  const won = page.getByTestId('sports-bet').filter({ hasText: tag });
  await expect(won).toHaveCount(2);
  await expect(won.filter({ hasText: 'Parlay of 3' })).toContainText('Won');
  await expect(won.filter({ hasText: 'Parlay of 3' }).getByTestId('sports-bet-return')).toHaveText('Rs 112.50');
  await expect(won.filter({ hasText: 'Single' }).getByTestId('sports-bet-return')).toHaveText('Rs 20.00');

  // The betting record has the book's rounds.
  await page.goto('/member?page=personalHistoryCopy');
  const rows = page.getByRole('region', { name: 'Betting record' }).locator('tbody tr').filter({ hasText: 'Summit Sportsbook' });
  await expect(rows.filter({ hasText: '112.50' })).toHaveCount(1);
  // Its result in the member's words, not the book's code.
  await expect(rows.filter({ hasText: '112.50' })).toContainText('Won');
  await expect(rows.filter({ hasText: '112.50' })).not.toContainText('WON');
  await expect(rows.filter({ hasText: '20.00' }).first()).toBeVisible();

  // The parlay's round shows its settlement and its three legs, each graded.
  await rows.filter({ hasText: '112.50' }).getByRole('button', { name: 'Summit Sportsbook' }).click();
  const detail = page.getByRole('dialog', { name: 'Round detail' });
  await expect(detail.getByTestId('bet-detail-result')).toHaveText('Won');
  const legs = detail.getByTestId('bet-leg');
  await expect(legs).toHaveCount(3);
  const expected: [Match, string, string][] = [
    [b, b.home, '1.50'],
    [c, c.away, '3.00'],
    [d, 'Draw', '2.50'],
  ];
  for (const [i, [match, pick, odds]] of expected.entries()) {
    const leg = legs.nth(i);
    await expect(leg).toContainText(`${match.home} v ${match.away}`);
    await expect(leg).toContainText('Match result');
    await expect(leg.getByTestId('bet-leg-pick')).toHaveText(pick);
    await expect(leg.getByTestId('bet-leg-odds')).toHaveText(odds);
    await expect(leg.getByTestId('bet-leg-grade')).toHaveText('Won');
  }
  await expect(detail).not.toContainText('"pick"');
});

test('an odds change between the pick and the bet is shown and placed once the member accepts it', async ({
  page,
  ops,
  request,
}) => {
  const tag = `T${Date.now().toString().slice(-6)}`;
  const m = await createMatch(request, `${tag}E`, [20_000, 34_000, 38_000]);
  // A fresh member (demo01's sign-ins are limited), funded by the operator.
  await newMember(page, ops, 'sbodds', { funds: 100_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sportsbook?vendor=SUMMIT');
  await openMatch(page, m);
  await page.getByRole('button', { name: `${m.home} at 2.00` }).click();
  await openSlip(page);
  await slip(page).getByLabel(`Stake on ${m.home}`).fill('5');

  // The book moves the price before the member confirms.
  const home = m.markets[0]!.selections.find((s) => s.code === 'HOME')!;
  const moved = await request.put(`/ops/sports/events/${m.id}/odds`, {
    headers: admin,
    data: { odds: [{ selectionId: home.id, odds: 21_000 }] },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  // The new price reaches the page over the socket, marked up (the page reads the event again only every 15 s).
  await expect(page.locator(`[data-testid="odds"][data-selection="${home.id}"]`)).toHaveAttribute('data-move', 'UP', {
    timeout: 5_000,
  });
  await expect(slip(page).getByLabel('When the odds change')).toHaveValue('ASK');
  await slip(page).getByRole('button', { name: 'Place bets' }).click();
  const changed = slip(page).getByTestId('odds-changed');
  await expect(changed).toContainText('The odds have changed.');
  await expect(changed).toContainText(`${m.home}: 2.00 → 2.10`);
  await changed.getByRole('button', { name: 'Accept and place' }).click();
  await expect(slip(page).getByTestId('slip-placed')).toContainText('Bets placed: 1.');
  await closeSlip(page);
  await page.getByRole('link', { name: 'My bets', exact: true }).click();
  const bet = page.getByTestId('sports-bet').filter({ hasText: m.home });
  await expect(bet).toContainText('Open');
  await expect(bet.getByTestId('sports-bet-return')).toHaveText('Rs 10.50');

  // The odds format is chosen in the page and remembered.
  await page.getByLabel('Odds format').selectOption('FRACTIONAL');
  await expect(bet).toContainText('11/10');
  await page.reload();
  await expect(page.getByLabel('Odds format')).toHaveValue('FRACTIONAL');
});

test('the book fits a 320 px phone, is used from the keyboard and speaks Nepali', async ({ page, ops, request }) => {
  const tag = `T${Date.now().toString().slice(-6)}`;
  const m = await createMatch(request, `${tag}F`, [20_000, 34_000, 38_000], true);
  await newMember(page, ops, 'sbkeys', { funds: 100_000 });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/sportsbook?vendor=SUMMIT&view=event&event=${m.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${m.home} v ${m.away}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // Pick with the keyboard, open the sheet, type a stake: the return follows.
  const home = page.getByRole('button', { name: `${m.home} at 2.00` });
  await home.focus();
  await page.keyboard.press('Enter');
  await expect(home).toHaveAttribute('aria-pressed', 'true');
  const bar = slip(page).getByRole('button', { name: 'Bet slip (1)' });
  await bar.focus();
  await page.keyboard.press('Enter');
  await expect(bar).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const parlay = slip(page).getByRole('button', { name: 'Parlay', exact: true });
  await expect(parlay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(parlay).toHaveAttribute('aria-pressed', 'true');
  await expect(slip(page).getByTestId('parlay-refusal')).toContainText('A parlay needs at least two selections.');
  await slip(page).getByRole('button', { name: 'Singles', exact: true }).click();
  await slip(page).getByLabel(`Stake on ${m.home}`).pressSequentially('12.5');
  await expect(slip(page).getByTestId('slip-return')).toHaveText('Rs 25.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.evaluate(() => localStorage.setItem('lang', 'ne'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'खेलको नतिजा' })).toBeVisible();
  await expect(page.getByRole('button', { name: `${m.home}, अड्स 2.00` })).toBeVisible();
  await expect(page.getByLabel('अड्सको ढाँचा')).toBeVisible();
});

test('sports launches its book from the main navigation, and e-sports and cockfight launch theirs; each takes a bet', async ({
  page,
  ops,
  request,
}) => {
  const tag = `T${Date.now().toString().slice(-6)}`;
  const esport = await createEvent(request, {
    vendor: 'IMES',
    sport: 'ESPORTS',
    name: `${tag}G`,
    kind: 'MATCH_WINNER',
    odds: { HOME: 17_500, AWAY: 20_500 },
  });
  const fight = await createEvent(request, {
    vendor: 'DS88',
    sport: 'COCKFIGHT',
    name: `${tag}H`,
    kind: 'COCKFIGHT_WINNER',
    odds: { MERON: 19_000, WALA: 19_000, DRAW: 90_000 },
  });
  await newMember(page, ops, 'sbthree', { funds: 100_000 });

  // Sports has one vendor: the main navigation launches it directly (once its launch item has come).
  const lane = page.waitForResponse((r) => r.url().includes('/wps/relay/getVassGameType?gameType=SPORTS&') && r.ok());
  await page.goto('/');
  await (await lane).finished();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sports', exact: true }).click();
  await expect(page).toHaveURL(/\/sportsbook\?vendor=SUMMIT&/);
  await expect(page.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: 'Football' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  for (const [centre, vendorName, vendor, event, pick] of [
    ['/esports', 'IM Esports', 'IMES', esport, `${esport.home} at 1.75`],
    ['/cockfight', 'DS88 Cockfight', 'DS88', fight, `Meron (${fight.home}) at 1.90`],
  ] as const) {
    await page.goto(centre);
    await page.getByRole('button', { name: `Play now: ${vendorName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/sportsbook\\?vendor=${vendor}&`));
    await page.getByRole('link', { name: new RegExp(`^${event.home} v ${event.away}`) }).click();
    await page.getByRole('button', { name: pick }).click();
    await slip(page)
      .getByLabel(/^Stake on /)
      .fill('10');
    await slip(page).getByRole('button', { name: 'Place bets' }).click();
    await expect(slip(page).getByTestId('slip-placed')).toContainText('Bets placed: 1.');
  }
  // The placed message links to my bets.
  await slip(page).getByTestId('slip-placed').getByRole('link', { name: 'My bets' }).click();
  await expect(page.getByTestId('sports-bet').filter({ hasText: tag })).toHaveCount(2);
});

test('an open bet is cashed out in part and then in full, each at the amount offered', async ({ page, ops, request }) => {
  const tag = `T${Date.now().toString().slice(-6)}`;
  const m = await createMatch(request, `${tag}J`, [20_000, 34_000, 38_000]);
  await newMember(page, ops, 'sbcash', { funds: 100_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  const balance = page.getByTestId('header-balance');
  await page.goto(`/sportsbook?vendor=SUMMIT&view=event&event=${m.id}`);
  await page.getByRole('button', { name: `${m.home} at 2.00` }).click();
  await openSlip(page);
  await slip(page).getByLabel(`Stake on ${m.home}`).fill('10');
  await slip(page).getByRole('button', { name: 'Place bets' }).click();
  await expect(slip(page).getByTestId('slip-placed')).toContainText('Bets placed: 1.');
  await expect(balance).toHaveText('Rs 990.00');
  await closeSlip(page);

  await page.getByRole('link', { name: 'My bets', exact: true }).click();
  const bet = page.getByTestId('sports-bet').filter({ hasText: m.home });
  const full = bet.getByTestId('cash-out-full');
  await expect(full).toHaveText(/^Cash out Rs \d+\.\d\d$/);

  // Half of the stake: the part's share of the whole offer, rounded down.
  const offer = minor(await full.textContent());
  await bet.getByLabel('Cash out a part of the stake Rs 10.00').fill('5');
  const partPaid = Math.floor((500 * offer) / 1_000);
  await bet.getByRole('button', { name: `Cash out the part for ${rupees(partPaid)}` }).click();
  await expect(page.getByTestId('cash-out-paid')).toHaveText(`Cashed out: ${rupees(partPaid)} paid.`);
  await expect(balance).toHaveText(rupees(99_000 + partPaid));
  await expect(bet.getByTestId('sports-bet-cashed')).toHaveText(rupees(partPaid));
  await expect(bet.getByLabel('Cash out a part of the stake Rs 5.00')).toBeVisible();

  // The rest, in full: the bet is cashed out and settled at what it paid.
  const rest = minor(await full.textContent());
  await full.click();
  await expect(page.getByTestId('cash-out-paid')).toHaveText(`Cashed out: ${rupees(rest)} paid.`);
  await expect(balance).toHaveText(rupees(99_000 + partPaid + rest));
  await page.getByRole('button', { name: 'Settled', exact: true }).click();
  const settled = page.getByTestId('sports-bet').filter({ hasText: m.home });
  await expect(settled).toHaveAttribute('data-status', 'CASHED_OUT');
  await expect(settled.getByTestId('sports-bet-cashed')).toHaveText(rupees(partPaid + rest));
});
