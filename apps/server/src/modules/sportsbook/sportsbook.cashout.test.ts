import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { potentialReturn } from '@jade/engines/sportsbook/index';
import { buildTestApp } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import { ledgerInvariants } from '../seamless/seamless.fixtures';
import { payUnpaidCashOuts } from './sportsbook.cashout';
import { cashOutKit } from './sportsbook.cashout-kit';
import { runPayouts } from './sportsbook.payouts';
import {
  bookRows,
  faultyWallet,
  footballEvent,
  ledgerOf,
  openSportsVendors,
  ops,
  selection,
  setSettings,
} from './sportsbook.test-kit';

const app = await buildTestApp();
await openSportsVendors(app);
await setSettings(app);

type Rows<T> = { rows: T[] };
const { bet, betNow, cashOut, result, setOdds } = cashOutKit(app);
/** What cash-out wrote: the rows of sports_cash_outs, and the book's bets/legs/liabilities. */
async function written() {
  const c = (await app.db.execute(sql`select count(*) as n from sports_cash_outs`)) as unknown as Rows<{ n: unknown }>;
  return { cashOuts: Number(c.rows[0]!.n), ...(await bookRows(app)) };
}
async function invariantsHold() {
  expect(await ledgerInvariants(app)).toEqual({ wrongWallets: 0, halfTransfers: 0, sum: 0 });
}

describe('sports cash-out', () => {
  test('an open bet shows its offer at the book margin; a full cash-out pays it once and settlement never pays again', async () => {
    await setSettings(app, { cashOutMarginBp: 0 });
    const m = await fundedMember(app, { funds: 10_000 });
    const e = await footballEvent(app);
    const b = await bet(m, e);
    // No price move and no margin: the fair value is the stake.
    expect((await betNow(m, b.id)).cashOut).toEqual({ amount: 1_000, stake: 1_000 });
    await setSettings(app, { cashOutMarginBp: 1_000 });
    const offer = (await betNow(m, b.id)).cashOut!;
    expect(offer).toEqual({ amount: 900, stake: 1_000 });
    const res = await cashOut(m, b.id, { amount: offer.amount });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      paid: 900,
      balance: 9_900,
      bet: { status: 'CASHED_OUT', return: 900, cashedOut: 900, runningStake: 0, cashOut: null },
    });
    // The same again: nothing more (the bet has no offer now).
    expect((await cashOut(m, b.id, { amount: 900 })).json().code).toBe('SPORTS_CASHOUT_UNAVAILABLE');
    // The result, then its correction: a cashed-out bet is neither settled nor paid again.
    expect((await result(e, 2, 0)).statusCode).toBe(200);
    expect((await result(e, 0, 2)).statusCode).toBe(200);
    await runPayouts(app.sportsbook);
    expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 1_000, received: 900 });
    expect(await balanceOf(app, m.headers)).toBe(9_900);
    expect(await betNow(m, b.id)).toMatchObject({ status: 'CASHED_OUT', return: 900 });
    await invariantsHold();
    await setSettings(app);
  });

  test('after a price move the lower offer is refused with the new amount; a suspension or a settled market has none', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const e = await footballEvent(app);
    const b = await bet(m, e);
    const seen = (await betNow(m, b.id)).cashOut!;
    const home = selection(e, 0, 'HOME');
    // The home side drifts: its price rises, the bet is worth less.
    expect((await setOdds(e, home.id, home.odds + 5_000)).statusCode).toBe(200);
    const before = await written();
    const moved = await cashOut(m, b.id, { amount: seen.amount });
    const now = (await betNow(m, b.id)).cashOut!;
    expect(now.amount).toBeLessThan(seen.amount);
    expect([moved.statusCode, moved.json().code, moved.json().value]).toEqual([
      409,
      'SPORTS_CASHOUT_CHANGED',
      [{ path: 'amount', message: String(now.amount) }],
    ]);
    expect(await written()).toEqual(before);
    // Suspended: no offer, refused, nothing written.
    expect((await ops(app, 'PUT', `/events/${e.id}/markets/${e.markets[0]!.id}/state`, { state: 'SUSPENDED' })).statusCode).toBe(
      200,
    );
    expect((await betNow(m, b.id)).cashOut).toBeNull();
    expect((await cashOut(m, b.id, { amount: 1 })).json().code).toBe('SPORTS_CASHOUT_UNAVAILABLE');
    expect(await written()).toEqual(before);
    // Reopened: the offer is back; a part above the running stake is refused.
    await ops(app, 'PUT', `/events/${e.id}/markets/${e.markets[0]!.id}/state`, { state: 'OPEN' });
    expect((await betNow(m, b.id)).cashOut).toEqual(now);
    expect((await cashOut(m, b.id, { amount: 1, stakePart: 1_001 })).json().code).toBe('SPORTS_CASHOUT_PART');
    // Settled: none.
    await result(e, 0, 1);
    expect((await cashOut(m, b.id, { amount: 1 })).json().code).toBe('SPORTS_CASHOUT_UNAVAILABLE');
    expect((await written()).cashOuts).toBe(before.cashOuts);
    expect(await balanceOf(app, m.headers)).toBe(9_000);
  });

  test("after a move in the bet's favour the member is paid the higher offer, never less than accepted", async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const e = await footballEvent(app);
    const b = await bet(m, e);
    const seen = (await betNow(m, b.id)).cashOut!;
    const home = selection(e, 0, 'HOME');
    expect((await setOdds(e, home.id, home.odds - 2_000)).statusCode).toBe(200);
    const now = (await betNow(m, b.id)).cashOut!;
    expect(now.amount).toBeGreaterThan(seen.amount);
    const res = await cashOut(m, b.id, { amount: seen.amount });
    expect(res.json().value).toMatchObject({ paid: now.amount, bet: { status: 'CASHED_OUT', return: now.amount } });
    expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 1_000, received: now.amount });
  });

  test("another member's bet is refused as a bet that does not exist", async () => {
    const [owner, other] = [await fundedMember(app, { funds: 10_000 }), await fundedMember(app, { funds: 10_000 })];
    const b = await bet(owner, await footballEvent(app));
    const before = await written();
    const theirs = await cashOut(other, b.id, { amount: 1 });
    const none = await cashOut(other, 999_999_999, { amount: 1 });
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'SPORTS_CASHOUT_NOT_FOUND']);
    const { requestId: _a, ...a } = theirs.json() as Record<string, unknown>;
    const { requestId: _b, ...b2 } = none.json() as Record<string, unknown>;
    expect(b2).toEqual(a);
    expect(await written()).toEqual(before);
    expect(await balanceOf(app, other.headers)).toBe(10_000);
  });

  test('a partial cash-out leaves the bet running on the rest, settled on it; then a full one ends it', async () => {
    await setSettings(app, { cashOutMarginBp: 0 });
    const m = await fundedMember(app, { funds: 10_000 });
    const [e1, e2] = [await footballEvent(app), await footballEvent(app)];
    const b1 = await bet(m, e1);
    const liability = (await bookRows(app)).liability;
    // A quarter of the stake at no margin and no move: 250 paid; the potential return shrinks by a quarter.
    const part = await cashOut(m, b1.id, { amount: 250, stakePart: 250 });
    expect(part.json().value).toMatchObject({
      paid: 250,
      balance: 9_250,
      bet: { status: 'OPEN', runningStake: 750, cashedOut: 250, cashOut: { amount: 750, stake: 750 } },
    });
    const rest = Math.floor((750 * b1.maxPayout) / 1_000);
    expect(part.json().value.bet.maxPayout).toBe(rest);
    expect((await bookRows(app)).liability).toBe(liability - (b1.maxPayout - rest));
    // The win pays the rest's return only.
    await result(e1, 1, 0);
    await runPayouts(app.sportsbook);
    expect(await betNow(m, b1.id)).toMatchObject({ status: 'WON', return: rest, cashedOut: 250 });
    expect(await balanceOf(app, m.headers)).toBe(9_250 + rest);
    // Partial then full of another bet: two cash-outs, the bet's return is both.
    const b2 = await bet(m, e2);
    await cashOut(m, b2.id, { amount: 400, stakePart: 400 });
    const full = await cashOut(m, b2.id, { amount: 600 });
    expect(full.json().value.bet).toMatchObject({ status: 'CASHED_OUT', cashedOut: 1_000, return: 1_000, runningStake: 0 });
    await result(e2, 1, 0);
    await runPayouts(app.sportsbook);
    expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 2_000, received: 250 + rest + 1_000 });
    expect(await balanceOf(app, m.headers)).toBe(10_000 - 2_000 + 250 + rest + 1_000);
    await invariantsHold();
    await setSettings(app);
  });

  test('two cash-outs of one bet at once pay once', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const b = await bet(m, await footballEvent(app));
    const offer = (await betNow(m, b.id)).cashOut!;
    const [x, y] = await Promise.all([cashOut(m, b.id, { amount: offer.amount }), cashOut(m, b.id, { amount: offer.amount })]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    expect([x, y].find((r) => r.statusCode === 409)!.json().code).toBe('SPORTS_CASHOUT_UNAVAILABLE');
    expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 1_000, received: offer.amount });
    await invariantsHold();
  });

  test('a cash-out and the result at the same moment: exactly one wins and the money reconciles', async () => {
    for (let i = 0; i < 3; i++) {
      const m = await fundedMember(app, { funds: 10_000 });
      const e = await footballEvent(app);
      const b = await bet(m, e);
      const offer = (await betNow(m, b.id)).cashOut!;
      const [c] = await Promise.all([cashOut(m, b.id, { amount: offer.amount }), result(e, 3, 0)]);
      await runPayouts(app.sportsbook);
      const now = await betNow(m, b.id);
      const won = potentialReturn(1_000, [b.legs[0]!.odds]);
      if (c.statusCode === 200) {
        expect(now).toMatchObject({ status: 'CASHED_OUT', return: offer.amount });
        expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 1_000, received: offer.amount });
      } else {
        expect(c.json().code).toBe('SPORTS_CASHOUT_UNAVAILABLE');
        expect(now).toMatchObject({ status: 'WON', return: won, cashedOut: 0 });
        expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 1_000, received: won });
      }
    }
    await invariantsHold();
  });

  test('a wallet that does not answer: the cash-out stands, unpaid, and the job pays it once', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const b = await bet(m, await footballEvent(app));
    const offer = (await betNow(m, b.id)).cashOut!;
    const wallet = faultyWallet(app);
    try {
      wallet.fail('credit', 'drop-answer', 'down', 'down');
      const res = await cashOut(m, b.id, { amount: offer.amount });
      expect(res.json().value).toMatchObject({ paid: offer.amount, balance: null, bet: { status: 'CASHED_OUT' } });
    } finally {
      wallet.restore();
    }
    // The credit landed though its answer was lost: the job's retry (same txId) pays nothing more.
    expect(await payUnpaidCashOuts(app.sportsbook)).toBe(1);
    expect(await payUnpaidCashOuts(app.sportsbook)).toBe(0);
    expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 1_000, received: offer.amount });
    // A credit that never arrived is paid by the job.
    const b2 = await bet(m, await footballEvent(app));
    const o2 = (await betNow(m, b2.id)).cashOut!;
    const w2 = faultyWallet(app);
    try {
      w2.fail('credit', 'down', 'down', 'down');
      expect((await cashOut(m, b2.id, { amount: o2.amount })).json().value.balance).toBeNull();
    } finally {
      w2.restore();
    }
    expect(await balanceOf(app, m.headers)).toBe(10_000 - 2_000 + offer.amount);
    expect(await payUnpaidCashOuts(app.sportsbook)).toBe(1);
    expect(await balanceOf(app, m.headers)).toBe(10_000 - 2_000 + offer.amount + o2.amount);
    await invariantsHold();
  });
});
