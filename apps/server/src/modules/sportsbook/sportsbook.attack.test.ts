import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { SportsBet } from '@jade/contract/sportsbook';
import { potentialReturn } from '@jade/engines/sportsbook/index';
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
} from './sportsbook.test-kit';
import type { BetBody } from './sportsbook.test-kit';

/** The sportsbook attacked: placing bets with hostile input, other members' keys and merchants' selections, limits at the edge (the operator routes: sportsbook.attack-ops.test.ts). */
const app = await buildTestApp();
await openSportsVendors(app);
await setSettings(app);
const ev = await footballEvent(app);
const home = selection(ev, 0, 'HOME');
type Sel = { id: number; odds: number };
type Member = Awaited<ReturnType<typeof fundedMember>>;
const leg = (s: Sel) => ({ selectionId: s.id, odds: s.odds });
const body = (over: Partial<BetBody> = {}): BetBody => ({ clientKey: newKey(), stake: 1_000, legs: [leg(home)], ...over });
const myBets = async (m: Member) =>
  (await app.inject({ method: 'GET', url: '/sgw/bets?pageSize=50', headers: m.headers })).json().value as {
    total: number;
    list: SportsBet[];
  };

/** A refusal: its code, never a 500, and nothing written or moved (bets, legs, liabilities, balance, ledger). */
async function refused(m: Member, payload: unknown, code: string) {
  const [rows, balance, ledger] = [await bookRows(app), await balanceOf(app, m.headers), await ledgerOf(app, m.id)];
  const res = await placeBet(app, m.headers, payload as BetBody);
  expect([res.statusCode >= 400 && res.statusCode < 500, res.json().code], res.body).toEqual([true, code]);
  expect([await bookRows(app), await balanceOf(app, m.headers), await ledgerOf(app, m.id)]).toEqual([rows, balance, ledger]);
  return res.json();
}
const paths = (res: { value?: unknown }) => ((res.value ?? []) as { path: string }[]).map((i) => i.path);

describe('placing bets, attacked', () => {
  test('odds and stakes as strings, floats, negatives or huge, 0 or 11 legs, bad keys: 400 naming the field', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const odds = home.odds;
    const cases: [Partial<Record<keyof BetBody, unknown>> | Record<string, unknown>, string][] = [
      [{ stake: '1000' }, 'stake'],
      [{ stake: 1000.5 }, 'stake'],
      [{ stake: -1_000 }, 'stake'],
      [{ stake: 0 }, 'stake'],
      [{ stake: 1e20 }, 'stake'],
      [{ legs: [{ selectionId: home.id, odds: String(odds) }] }, 'legs.0.odds'],
      [{ legs: [{ selectionId: home.id, odds: odds / 10_000 }] }, 'legs.0.odds'],
      [{ legs: [{ selectionId: home.id, odds: 10_000 }] }, 'legs.0.odds'],
      [{ legs: [{ selectionId: home.id, odds: -odds }] }, 'legs.0.odds'],
      [{ legs: [{ selectionId: home.id, odds: 1e12 }] }, 'legs.0.odds'],
      [{ legs: [{ selectionId: `${home.id} or 1=1`, odds }] }, 'legs.0.selectionId'],
      [{ legs: [{ selectionId: 2 ** 63, odds }] }, 'legs.0.selectionId'],
      [{ legs: [{ selectionId: home.id, odds, memberId: 1 }] }, 'legs.0'],
      [{ legs: Array.from({ length: 11 }, () => leg(home)) }, 'legs'],
      [{ legs: [] }, 'legs'],
      [{ clientKey: 'short' }, 'clientKey'],
      [{ clientKey: "k'); delete from sports_bets; --" }, 'clientKey'],
      [{ oddsPolicy: 'WHATEVER' }, 'oddsPolicy'],
    ];
    for (const [over, path] of cases) {
      const res = await refused(m, { ...body(), ...over }, 'VALIDATION_FAILED');
      expect(
        paths(res).some((p) => p.startsWith(path)),
        `${JSON.stringify(over)}: ${JSON.stringify(res)}`,
      ).toBe(true);
    }
  });

  test('a selection twice, two of one event, another merchant’s selection, or what takes no bets: refused', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    await refused(m, body({ legs: [leg(home), leg(home)] }), 'SPORTS_PARLAY_SAME_EVENT');
    await refused(m, body({ legs: [leg(home), leg(selection(ev, 1, 'AWAY'))] }), 'SPORTS_PARLAY_SAME_EVENT');
    const theirs = await footballEvent(app);
    await app.db.execute(sql`update sports_events set merchant_id = ${app.merchantId + 1000} where id = ${theirs.id}`);
    await refused(m, body({ legs: [leg(selection(theirs, 0, 'HOME'))] }), 'SPORTS_SELECTION_NOT_FOUND');
    await refused(m, body({ legs: [leg(home), leg(selection(theirs, 0, 'HOME'))] }), 'SPORTS_SELECTION_NOT_FOUND');
    expect((await app.inject({ method: 'GET', url: `/sgw/events/${theirs.id}` })).json().code).toBe('SPORTS_EVENT_NOT_FOUND');
    const cancel = await ops(app, 'POST', `/events/${theirs.id}/cancel`, { reason: 'not mine' });
    expect(cancel.json().code).toBe('SPORTS_EVENT_NOT_FOUND');
    const still = (await app.db.execute(sql`select state from sports_events where id = ${theirs.id}`)) as unknown as {
      rows: unknown[];
    };
    expect(still.rows).toEqual([{ state: 'SCHEDULED' }]);

    for (const state of ['SUSPENDED', 'ENDED', 'SETTLED', 'CANCELLED']) {
      const e = await footballEvent(app);
      await app.db.execute(sql`update sports_events set state = ${state} where id = ${e.id}`);
      await refused(m, body({ legs: [leg(selection(e, 0, 'DRAW'))], oddsPolicy: 'ANY' }), 'SPORTS_EVENT_CLOSED');
    }
    // A market settled (or void) on an event still taking bets takes no more bets: closed, not "suspended, try again".
    const e = await footballEvent(app);
    await app.db.execute(sql`update sports_events set state = 'LIVE' where id = ${e.id}`);
    for (const state of ['SETTLED', 'VOID']) {
      await app.db.execute(sql`update sports_markets set state = ${state} where id = ${e.markets[0]!.id}`);
      await refused(m, body({ legs: [leg(selection(e, 0, 'HOME'))], oddsPolicy: 'ANY' }), 'SPORTS_EVENT_CLOSED');
    }
    await refused(m, body({ legs: [leg(selection(e, 1, 'HOME'))], stake: 99 }), 'SPORTS_STAKE_BELOW_MIN');
  });

  test('a client key is the member’s own: other terms are refused, another member’s bets stay unseen', async () => {
    const [a, b] = [await fundedMember(app, { funds: 100_000 }), await fundedMember(app, { funds: 100_000 })];
    const first = body();
    const mine = await placeBet(app, a.headers, first);
    expect(mine.statusCode, mine.body).toBe(200);
    const id = (mine.json().value.bet as SportsBet).id;
    await refused(a, { ...first, legs: [leg(selection(ev, 0, 'AWAY'))] }, 'SPORTS_BET_KEY_REUSED');
    await refused(a, { ...first, stake: 1_001 }, 'SPORTS_BET_KEY_REUSED');
    // B sends A's very request: B gets a bet of B's own, A's bet and money stay as they were.
    const theirs = await placeBet(app, b.headers, first);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().value.bet.id).not.toBe(id);
    expect([await ledgerOf(app, a.id), await ledgerOf(app, b.id)]).toEqual([
      { sent: 1_000, received: 0, transfers: 1 },
      { sent: 1_000, received: 0, transfers: 1 },
    ]);
    expect((await myBets(a)).list.map((x) => x.id)).toEqual([id]);
    expect((await myBets(b)).list.map((x) => x.id)).toEqual([theirs.json().value.bet.id]);
    for (const url of ['/sgw/bets', '/sgw/bets?state=open'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/sgw/bets?state=all', headers: a.headers })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/sgw/bets', payload: body() })).statusCode).toBe(401);
  });

  test('two tabs race one key with other stakes: one bet, one debit, the other refused', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const key = newKey();
    const res = await Promise.all([
      placeBet(app, m.headers, body({ clientKey: key })),
      placeBet(app, m.headers, body({ clientKey: key, stake: 2_000 })),
    ]);
    const codes = res.map((r) => (r.statusCode === 200 ? 'OK' : r.json().code)).sort();
    expect(codes).toEqual(['OK', 'SPORTS_BET_KEY_REUSED']);
    const stake = res.find((r) => r.statusCode === 200)!.json().value.bet.stake as number;
    expect(await ledgerOf(app, m.id)).toEqual({ sent: stake, received: 0, transfers: 1 });
    expect(await balanceOf(app, m.headers)).toBe(100_000 - stake);
    expect((await myBets(m)).total).toBe(1);
  });

  test('a stake above the maximum and past the maximum payout is refused as above the maximum, never a 500', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const res = await refused(m, body({ stake: 2_147_483_648 }), 'SPORTS_STAKE_ABOVE_MAX');
    expect(paths(res)).toEqual(['stake']);
  });

  test('the whole balance can be staked, one unit more cannot', async () => {
    const m = await fundedMember(app, { funds: 1_000 });
    await refused(m, body({ stake: 1_001 }), 'WALLET_INSUFFICIENT_BALANCE');
    const res = await placeBet(app, m.headers, body({ stake: 1_000 }));
    expect([res.statusCode, res.json().value?.balance]).toEqual([200, 0]);
    await refused(m, body({ stake: 100 }), 'WALLET_INSUFFICIENT_BALANCE');
  });

  test('max payout and liability: exactly at the limit is taken, one unit over is refused', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const e = await footballEvent(app);
    const s = selection(e, 0, 'AWAY');
    const p = potentialReturn(1_000, [s.odds]);
    const bet = () => body({ legs: [leg(s)] });
    try {
      await setSettings(app, { maxStake: 1_000, maxPayout: p - 1 });
      await refused(m, bet(), 'SPORTS_PAYOUT_ABOVE_MAX');
      await setSettings(app, { maxStake: 1_000, maxPayout: p, maxLiability: 2 * p - 1 });
      expect((await placeBet(app, m.headers, bet())).statusCode).toBe(200);
      await refused(m, bet(), 'SPORTS_LIABILITY_LIMIT');
      await setSettings(app, { maxStake: 1_000, maxPayout: p, maxLiability: 2 * p });
      expect((await placeBet(app, m.headers, bet())).statusCode).toBe(200);
      await refused(m, { ...bet(), stake: 100 }, 'SPORTS_LIABILITY_LIMIT');
    } finally {
      await setSettings(app);
    }
  });
  test('parlays on the same selections in opposite orders, at once and while a result lands on one event: never a deadlock or a 500', async () => {
    const m = await fundedMember(app, { funds: 1_000_000 });
    for (let i = 0; i < 8; i++) {
      const [e1, e2] = [await footballEvent(app), await footballEvent(app)];
      const legs = [leg(selection(e1, 0, 'HOME')), leg(selection(e2, 0, 'AWAY'))];
      const reversed = [...legs].reverse();
      const res = await Promise.all([
        placeBet(app, m.headers, body({ legs })),
        placeBet(app, m.headers, body({ legs: reversed })),
        placeBet(app, m.headers, body({ legs })),
        placeBet(app, m.headers, body({ legs: reversed })),
        ...(i % 2 === 1 ? [ops(app, 'PUT', `/events/${e2.id}/result`, { result: { score: { home: 1, away: 0 } } })] : []),
      ]);
      // Without a result every bet is taken; with one, a bet after it is refused as closed.
      for (const r of res) expect(r.statusCode === 200 || r.json().code === 'SPORTS_EVENT_CLOSED', r.body).toBe(true);
      if (i % 2 === 0) expect(res.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    }
  });
});
