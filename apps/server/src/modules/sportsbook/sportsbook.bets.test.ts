import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { SportsBet } from '@jade/contract/sportsbook';
import { SPORTS_MARKET_KINDS } from '@jade/contract/sportsbook';
import { MARKET_KINDS, potentialReturn } from '@jade/engines/sportsbook/index';
import { buildTestApp } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import {
  bookRows,
  footballEvent,
  ledgerOf,
  newKey,
  openSportsVendors,
  ops,
  placeBet,
  selection,
  setSettings,
  type BetBody,
} from './sportsbook.test-kit';

const app = await buildTestApp();
await openSportsVendors(app);
await setSettings(app);
const ev = await footballEvent(app);
const home = selection(ev, 0, 'HOME');
const single = (over: Partial<BetBody> = {}): BetBody => ({
  clientKey: newKey(),
  stake: 1_000,
  legs: [{ selectionId: home.id, odds: home.odds }],
  ...over,
});

/** A refused bet: its code, and nothing written or moved (bets, legs, liabilities, balance, ledger). */
async function expectRefused(m: { id: number; headers: Record<string, string> }, body: BetBody, code: string) {
  const rows = await bookRows(app);
  const balance = await balanceOf(app, m.headers);
  const ledger = await ledgerOf(app, m.id);
  const res = await placeBet(app, m.headers, body);
  expect([res.statusCode >= 400, res.json().code]).toEqual([true, code]);
  expect(await bookRows(app)).toEqual(rows);
  expect(await balanceOf(app, m.headers)).toBe(balance);
  expect(await ledgerOf(app, m.id)).toEqual(ledger);
  return res.json();
}

describe('placing a sports bet', () => {
  test('the contract names the engine’s market kinds', () => {
    expect([...SPORTS_MARKET_KINDS]).toEqual([...MARKET_KINDS]);
  });

  test('a single takes its stake by one debit, holds its return as liability and shows in my bets', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const before = await bookRows(app);
    const res = await placeBet(app, m.headers, single());
    expect(res.statusCode).toBe(200);
    const { bet, balance } = res.json().value as { bet: SportsBet; balance: number };
    const payout = potentialReturn(1_000, [home.odds]);
    expect(bet).toMatchObject({ status: 'OPEN', stake: 1_000, totalOdds: home.odds, maxPayout: payout, return: null });
    expect(bet.legs).toMatchObject([{ eventId: ev.id, selectionId: home.id, code: 'HOME', odds: home.odds, grade: null }]);
    expect(balance).toBe(99_000);
    expect(await ledgerOf(app, m.id)).toEqual({ sent: 1_000, received: 0, transfers: 1 });
    expect((await bookRows(app)).liability - before.liability).toBe(payout);
    const mine = await app.inject({ method: 'GET', url: '/sgw/bets?state=open', headers: m.headers });
    expect(mine.json().value).toMatchObject({ total: 1, list: [{ id: bet.id }] });
  });

  test('a parlay multiplies its legs’ odds; one event twice or two vendors are refused', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const other = await footballEvent(app);
    const away = selection(other, 1, 'AWAY');
    const legs = [
      { selectionId: home.id, odds: home.odds },
      { selectionId: away.id, odds: away.odds },
    ];
    const res = await placeBet(app, m.headers, single({ legs }));
    expect(res.statusCode).toBe(200);
    const bet = res.json().value.bet as SportsBet;
    expect(bet.maxPayout).toBe(potentialReturn(1_000, [home.odds, away.odds]));
    expect(bet.legs.map((l) => l.selectionId)).toEqual([home.id, away.id]);
    const sameEvent = [legs[0]!, { selectionId: selection(ev, 1, 'HOME').id, odds: selection(ev, 1, 'HOME').odds }];
    await expectRefused(m, single({ legs: sameEvent }), 'SPORTS_PARLAY_SAME_EVENT');
    const cock = await footballEvent(app, {
      vendor: 'DS88',
      sport: 'COCKFIGHT',
      markets: [
        {
          kind: 'COCKFIGHT_WINNER',
          selections: [
            { code: 'MERON', odds: 19_000 },
            { code: 'WALA', odds: 19_000 },
            { code: 'DRAW', odds: 90_000 },
          ],
        },
      ],
    });
    await expectRefused(
      m,
      single({ legs: [legs[0]!, { selectionId: selection(cock, 0, 'MERON').id, odds: 19_000 }] }),
      'SPORTS_PARLAY_MIXED_VENDORS',
    );
  });

  test('each refusal moves nothing', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    await expectRefused(m, single({ stake: 99 }), 'SPORTS_STAKE_BELOW_MIN');
    await expectRefused(m, single({ stake: 5_000_001 }), 'SPORTS_STAKE_ABOVE_MAX');
    await setSettings(app, { maxPayout: 5_000_000 });
    await expectRefused(m, single({ stake: 5_000_000 }), 'SPORTS_PAYOUT_ABOVE_MAX');
    await setSettings(app, { maxLiability: 2_000 });
    await expectRefused(m, single(), 'SPORTS_LIABILITY_LIMIT');
    await setSettings(app);
    await expectRefused(m, single({ legs: [{ selectionId: 99_999_999, odds: 20_000 }] }), 'SPORTS_SELECTION_NOT_FOUND');
    await expectRefused(m, single({ stake: 200_000 }), 'WALLET_INSUFFICIENT_BALANCE');
    await app.db.execute(sql`update vendors set maintenance = true where code = 'SUMMIT'`);
    await expectRefused(m, single(), 'VENDOR_MAINTENANCE');
    await openSportsVendors(app);

    const e = await footballEvent(app);
    const s = selection(e, 0, 'DRAW');
    const body = () => single({ legs: [{ selectionId: s.id, odds: s.odds }] });
    const moved = await ops(app, 'PUT', `/events/${e.id}/odds`, { odds: [{ selectionId: s.id, odds: s.odds + 500 }] });
    expect(moved.statusCode).toBe(200);
    const refused = await expectRefused(m, body(), 'SPORTS_ODDS_CHANGED');
    expect(refused.value).toEqual([{ path: 'legs.0.odds', message: String(s.odds + 500) }]);
    // HIGHER takes a higher price, ANY any price; the bet keeps the price it took.
    const higher = await placeBet(app, m.headers, { ...body(), oddsPolicy: 'HIGHER' });
    expect(higher.json().value.bet.legs[0].odds).toBe(s.odds + 500);
    await ops(app, 'PUT', `/events/${e.id}/odds`, { odds: [{ selectionId: s.id, odds: s.odds - 500 }] });
    await expectRefused(m, { ...body(), oddsPolicy: 'HIGHER' }, 'SPORTS_ODDS_CHANGED');
    expect((await placeBet(app, m.headers, { ...body(), oddsPolicy: 'ANY' })).json().value.bet.legs[0].odds).toBe(s.odds - 500);

    const market = e.markets[0]!.id;
    expect((await ops(app, 'PUT', `/events/${e.id}/markets/${market}/state`, { state: 'SUSPENDED' })).statusCode).toBe(200);
    await expectRefused(m, { ...body(), oddsPolicy: 'ANY' }, 'SPORTS_MARKET_SUSPENDED');
    await ops(app, 'PUT', `/events/${e.id}/markets/${market}/state`, { state: 'OPEN' });
    expect((await ops(app, 'POST', `/events/${e.id}/cancel`, { reason: 'test' })).statusCode).toBe(200);
    await expectRefused(m, { ...body(), oddsPolicy: 'ANY' }, 'SPORTS_EVENT_CLOSED');
    const started = await footballEvent(app, { startsAt: new Date(Date.now() - 1_000).toISOString() });
    const h = selection(started, 0, 'HOME');
    await expectRefused(m, single({ legs: [{ selectionId: h.id, odds: h.odds }] }), 'SPORTS_EVENT_CLOSED');
  });

  test('the same client key again answers the first bet and takes once, also from a second tab at once', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const body = single();
    const [a, b] = await Promise.all([placeBet(app, m.headers, body), placeBet(app, m.headers, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().value.bet.id).toBe(b.json().value.bet.id);
    const again = await placeBet(app, m.headers, body);
    expect(again.json().value.bet.id).toBe(a.json().value.bet.id);
    expect(await ledgerOf(app, m.id)).toEqual({ sent: 1_000, received: 0, transfers: 1 });
    expect(await balanceOf(app, m.headers)).toBe(99_000);
    await expectRefused(m, { ...body, stake: 2_000 }, 'SPORTS_BET_KEY_REUSED');
  });

  test('a live bet waits the delay and is checked again: a price moved meanwhile is refused', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const e = await footballEvent(app);
    const s = selection(e, 0, 'AWAY');
    await app.db.execute(sql`update sports_events set state = 'LIVE' where id = ${e.id}`);
    await setSettings(app, { liveDelayMs: 5_000 });
    const waits: number[] = [];
    app.sportsbook.sleep = async (ms) => {
      waits.push(ms);
      await ops(app, 'PUT', `/events/${e.id}/odds`, { odds: [{ selectionId: s.id, odds: s.odds - 100 }] });
    };
    try {
      await expectRefused(m, single({ legs: [{ selectionId: s.id, odds: s.odds }] }), 'SPORTS_ODDS_CHANGED');
      expect(waits).toEqual([5_000]);
    } finally {
      delete app.sportsbook.sleep;
      await setSettings(app);
    }
  });
});
