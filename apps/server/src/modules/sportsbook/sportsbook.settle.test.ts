import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { SportsBet, SportsEvent } from '@jade/contract/sportsbook';
import { potentialReturn, settleParlay } from '@jade/engines/sportsbook/index';
import { buildTestApp } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import { runPayouts } from './sportsbook.payouts';
import { settleBets } from './sportsbook.settle';
import { betOn, footballEvent, ledgerOf, openSportsVendors, ops, setSettings } from './sportsbook.test-kit';

const app = await buildTestApp();
await openSportsVendors(app);
await setSettings(app);

type Member = Awaited<ReturnType<typeof fundedMember>>;
const bet = (m: Member, picks: [SportsEvent, number, string][], stake = 1_000) => betOn(app, m.headers, picks, stake);
const result = (e: SportsEvent, home: number, away: number) =>
  ops(app, 'PUT', `/events/${e.id}/result`, { result: { score: { home, away } } });
async function betNow(m: Member, id: number) {
  const res = await app.inject({ method: 'GET', url: '/sgw/bets?pageSize=50', headers: m.headers });
  return (res.json().value.list as SportsBet[]).find((b) => b.id === id)!;
}

describe('settling sports bets', () => {
  test('a result settles and pays each bet once, even with two settlers and two payers at once', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const e = await footballEvent(app);
    const win = await bet(m, [[e, 0, 'HOME']]);
    const lose = await bet(m, [[e, 0, 'AWAY']]);
    // The grades are written, the bets not settled yet (as after a crash between the two).
    await app.db
      .execute(sql`update sports_bet_legs set grade = case when selection_id = ${win.legs[0]!.selectionId} then 'WIN' else 'LOSE' end
                              where bet_id in (${win.id}, ${lose.id})`);
    const [a, b] = await Promise.all([
      settleBets(app.db, app.merchantId, new Date()),
      settleBets(app.db, app.merchantId, new Date()),
    ]);
    expect(a + b).toBe(2);
    await Promise.all([runPayouts(app.sportsbook), runPayouts(app.sportsbook)]);
    const paid = potentialReturn(1_000, [win.legs[0]!.odds]);
    expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 2_000, received: paid });
    expect(await betNow(m, win.id)).toMatchObject({ status: 'WON', return: paid });
    expect(await betNow(m, lose.id)).toMatchObject({ status: 'LOST', return: 0 });
    // The operator's result afterwards grades the same: nothing moves again.
    expect((await result(e, 2, 0)).statusCode).toBe(200);
    expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 2_000, received: paid });
    expect(await balanceOf(app, m.headers)).toBe(100_000 - 2_000 + paid);
  });

  test('the Asian quarter line settles a half win; a parlay waits for its last leg', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const [e1, e2] = [await footballEvent(app), await footballEvent(app)];
    const ah = await bet(m, [[e1, 1, 'HOME']]); // home −0.25
    const parlay = await bet(m, [
      [e1, 0, 'DRAW'],
      [e2, 0, 'AWAY'],
    ]);
    await result(e1, 1, 1);
    expect(await betNow(m, ah.id)).toMatchObject({
      status: 'LOST',
      return: settleParlay(1_000, [{ odds: ah.legs[0]!.odds, grade: 'HALF_LOSE' }]),
    });
    expect((await betNow(m, parlay.id)).status).toBe('OPEN');
    await result(e2, 0, 2);
    const ret = potentialReturn(
      1_000,
      parlay.legs.map((l) => l.odds),
    );
    expect(await betNow(m, parlay.id)).toMatchObject({ status: 'WON', return: ret });
    expect((await ledgerOf(app, m.id)).received).toBe(500 + ret);
  });

  test('a cancelled event voids its legs: a single returns its stake, a parlay counts the leg at 1', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const [e1, e2] = [await footballEvent(app), await footballEvent(app)];
    const single = await bet(m, [[e1, 0, 'HOME']]);
    const parlay = await bet(m, [
      [e1, 0, 'AWAY'],
      [e2, 0, 'HOME'],
    ]);
    expect((await ops(app, 'POST', `/events/${e1.id}/cancel`, { reason: 'abandoned' })).json().value.state).toBe('CANCELLED');
    expect(await betNow(m, single.id)).toMatchObject({ status: 'VOID', return: 1_000 });
    await result(e2, 3, 1);
    const ret = potentialReturn(1_000, [parlay.legs[1]!.odds]);
    expect(await betNow(m, parlay.id)).toMatchObject({ status: 'WON', return: ret, legs: [{ grade: 'VOID' }, { grade: 'WIN' }] });
    expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 2_000, received: 1_000 + ret });
    expect((await result(e1, 1, 0)).json().code).toBe('SPORTS_EVENT_STATE');
  });

  test('a corrected result resettles with compensating entries, the first ones kept', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const e = await footballEvent(app);
    const b = await bet(m, [[e, 0, 'HOME']]);
    const win = potentialReturn(1_000, [b.legs[0]!.odds]);
    await result(e, 2, 0);
    const first = await ledgerOf(app, m.id);
    expect(first).toEqual({ sent: 1_000, received: win, transfers: 2 });
    const corrected = await result(e, 0, 1);
    expect(corrected.json().value.resultVersion).toBe(2);
    expect(await betNow(m, b.id)).toMatchObject({ status: 'LOST', return: 0 });
    // The win is taken back by a new transfer; the stake and the first credit stay as they were.
    expect(await ledgerOf(app, m.id)).toEqual({ sent: 1_000 + win, received: win, transfers: 3 });
    await result(e, 3, 0);
    expect(await betNow(m, b.id)).toMatchObject({ status: 'WON', return: win });
    expect(await ledgerOf(app, m.id)).toEqual({ sent: 1_000 + win, received: 2 * win, transfers: 4 });
    expect(await balanceOf(app, m.headers)).toBe(100_000 - 1_000 + win);
  });

  test('a result lacking what a market reads is refused and changes nothing', async () => {
    const e = await footballEvent(app);
    const res = await ops(app, 'PUT', `/events/${e.id}/result`, { result: { winner: 'HOME' } });
    expect(res.json().code).toBe('SPORTS_RESULT_INCOMPLETE');
    const now = await app.inject({ method: 'GET', url: `/sgw/events/${e.id}` });
    expect(now.json().value).toMatchObject({ state: 'SCHEDULED', resultVersion: 0, result: null });
  });
  test('results come the latest first, so the first page is the newest (the taking-bets list stays soonest first)', async () => {
    const at = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const events = [
      await footballEvent(app, { startsAt: at(2) }),
      await footballEvent(app, { startsAt: at(4) }),
      await footballEvent(app, { startsAt: at(3) }),
    ];
    const ids = events.map((e) => e.id);
    const order = async (url: string) =>
      ((await app.inject({ method: 'GET', url })).json().value.list as SportsEvent[])
        .map((e) => e.id)
        .filter((id) => ids.includes(id));
    expect(await order('/sgw/events?sport=FOOTBALL&pageSize=100')).toEqual([ids[0], ids[2], ids[1]]);
    for (const e of events) expect((await result(e, 1, 0)).statusCode).toBe(200);
    expect(await order('/sgw/events?sport=FOOTBALL&state=SETTLED&pageSize=100')).toEqual([ids[1], ids[2], ids[0]]);
  });
});
