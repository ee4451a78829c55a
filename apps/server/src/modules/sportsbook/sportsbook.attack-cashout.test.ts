import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import { ledgerInvariants } from '../seamless/seamless.fixtures';
import { runPayouts } from './sportsbook.payouts';
import { cashOutKit } from './sportsbook.cashout-kit';
import { footballEvent, ledgerOf, openSportsVendors, ops, selection, setSettings } from './sportsbook.test-kit';

/** Cash-out attacked: hostile input, other members' bets, rounding at one minor unit, a corrected result (races: sportsbook.attack-races.test.ts; the live messages: sportsbook.attack-live.test.ts). */
const app = await buildTestApp();
await openSportsVendors(app);
await setSettings(app);
const { bet, betNow, cashOut, result, setOdds, refused, liabilityDrift } = cashOutKit(app);
async function invariantsHold() {
  expect(await ledgerInvariants(app)).toEqual({ wrongWallets: 0, halfTransfers: 0, sum: 0 });
}

describe('cash-out, attacked', () => {
  test('amounts and parts as 0, negatives, floats, strings, huge or with extra fields; hostile bet ids: 400, nothing moved', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const b = await bet(m, await footballEvent(app));
    const id = String(b.id);
    for (const body of [
      {},
      { amount: 0 },
      { amount: -900 },
      { amount: 900.5 },
      { amount: '900' },
      { amount: 1e20 },
      { amount: Number.MAX_SAFE_INTEGER },
      { amount: null },
      { amount: 1, stakePart: 0 },
      { amount: 1, stakePart: -1 },
      { amount: 1, stakePart: 0.5 },
      { amount: 1, stakePart: '500' },
      { amount: 1, stakePart: 1e20 },
      { amount: 1, memberId: 1 },
      { amount: 1, betId: b.id + 1 },
    ])
      await refused(m, id, body, 'VALIDATION_FAILED');
    for (const path of ['abc', '-1', '0', '1.5', `${id}%20or%201=1`, `${id}'--`, '2147483648', '99999999999999999999', '%00'])
      // (an id past the int4 range but numeric may be looked up: it is nobody's bet either way)
      await refused(m, path, { amount: 1 }, ['VALIDATION_FAILED', 'SPORTS_CASHOUT_NOT_FOUND']);
    // Nothing of it touched the bet: its offer is intact.
    expect((await betNow(m, b.id)).cashOut).not.toBeNull();
  });

  test("another member's bet, open, cashed out or settled, answers as a missing one (no existence or state leak)", async () => {
    const [owner, other] = [await fundedMember(app, { funds: 10_000 }), await fundedMember(app, { funds: 10_000 })];
    const e = await footballEvent(app);
    const [open, cashed, settledEvent] = [await bet(owner, e), await bet(owner, e), await footballEvent(app)];
    const settled = await bet(owner, settledEvent);
    await cashOut(owner, cashed.id, { amount: (await betNow(owner, cashed.id)).cashOut!.amount });
    await result(settledEvent, 1, 0);
    const strip = (r: { json: () => Record<string, unknown> }) => {
      const { requestId: _, ...rest } = r.json();
      return rest;
    };
    const missing = strip(await refused(other, '2147483647', { amount: 1 }, 'SPORTS_CASHOUT_NOT_FOUND'));
    for (const b of [open, cashed, settled]) {
      const res = await refused(other, String(b.id), { amount: 1, stakePart: 1 }, 'SPORTS_CASHOUT_NOT_FOUND');
      expect([res.statusCode, strip(res)]).toEqual([404, missing]);
    }
    // A part far above their stake does not tell the running stake either.
    expect(strip(await refused(other, String(open.id), { amount: 1, stakePart: 1e9 }, 'SPORTS_CASHOUT_NOT_FOUND'))).toEqual(
      missing,
    );
    expect((await betNow(owner, open.id)).cashOut).not.toBeNull();
  });

  test('a PENDING, settled, VOID (cancelled event) or corrected bet has no cash-out', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    // PENDING: its debit not yet answered (the state the placement holds while the wallet works).
    const e = await footballEvent(app);
    const pending = await bet(m, e);
    await app.db.execute(sql`update sports_bets set status = 'PENDING' where id = ${pending.id}::bigint`);
    expect((await betNow(m, pending.id)).cashOut).toBeNull();
    await refused(m, String(pending.id), { amount: 1 }, 'SPORTS_CASHOUT_UNAVAILABLE');
    await app.db.execute(sql`update sports_bets set status = 'OPEN' where id = ${pending.id}::bigint`);
    // Cancelled event: its bets are void.
    const cancelled = await footballEvent(app);
    const v = await bet(m, cancelled);
    expect((await ops(app, 'POST', `/events/${cancelled.id}/cancel`, { reason: 'Match abandoned' })).statusCode).toBe(200);
    await refused(m, String(v.id), { amount: 1 }, 'SPORTS_CASHOUT_UNAVAILABLE');
    // Settled then corrected: none at either version, lost or won.
    const won = await bet(m, e);
    await result(e, 0, 1);
    await refused(m, String(won.id), { amount: 1 }, 'SPORTS_CASHOUT_UNAVAILABLE');
    await result(e, 2, 0);
    await refused(m, String(won.id), { amount: 1, stakePart: 1 }, 'SPORTS_CASHOUT_UNAVAILABLE');
    await runPayouts(app.sportsbook);
    await invariantsHold();
  });

  test('one minor unit: an offer rounding to 0 is refused, never paid; a part equal to the stake is a full cash-out', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const e = await footballEvent(app);
    const b = await bet(m, e);
    // At the 5 % margin and no move, one unit is worth 0.95: nothing to pay, nothing written.
    await refused(m, String(b.id), { amount: 1, stakePart: 1 }, 'SPORTS_CASHOUT_UNAVAILABLE');
    const offer = (await betNow(m, b.id)).cashOut!;
    const res = await cashOut(m, b.id, { amount: offer.amount, stakePart: 1_000 });
    expect(res.json().value).toMatchObject({ paid: offer.amount, bet: { status: 'CASHED_OUT', runningStake: 0 } });
    expect(await liabilityDrift(e)).toEqual([]);
    await invariantsHold();
  });

  test('many tiny partial cash-outs never pay more than one full cash-out at the same prices', async () => {
    await setSettings(app, { cashOutMarginBp: 0 });
    const m = await fundedMember(app, { funds: 10_000 });
    const e = await footballEvent(app);
    const home = selection(e, 0, 'HOME');
    const [chopped, whole] = [await bet(m, e, 100), await bet(m, e, 100)];
    // The home side shortens: the fair value per unit is above 1 and not whole (rounding at every part).
    expect((await setOdds(e, home.id, home.odds - 1_337)).statusCode).toBe(200);
    const full = (await betNow(m, whole.id)).cashOut!;
    expect(full.amount).toBeGreaterThan(100);
    let paid = 0;
    for (let running = 100; running > 0; running -= Math.min(3, running)) {
      const part = Math.min(3, running);
      const res = await cashOut(m, chopped.id, { amount: 1, stakePart: part });
      expect(res.statusCode, res.body).toBe(200);
      paid += res.json().value.paid as number;
    }
    expect(paid).toBeLessThanOrEqual(full.amount);
    const now = await betNow(m, chopped.id);
    expect(now).toMatchObject({ status: 'CASHED_OUT', cashedOut: paid, return: paid, runningStake: 0 });
    expect((await cashOut(m, whole.id, { amount: full.amount })).json().value.paid).toBe(full.amount);
    // Both released all they held; the ledger paid what the rows say.
    expect(await liabilityDrift(e)).toEqual([]);
    expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 200, received: paid + full.amount });
    await invariantsHold();
    await setSettings(app);
  });

  test('a partial cash-out then a result and its correction: the rest is settled and resettled, the part never again', async () => {
    await setSettings(app, { cashOutMarginBp: 0 });
    const m = await fundedMember(app, { funds: 10_000 });
    const e = await footballEvent(app);
    const b = await bet(m, e);
    const part = await cashOut(m, b.id, { amount: 300, stakePart: 300 });
    expect(part.json().value.paid).toBe(300);
    const rest = Math.floor((700 * b.maxPayout) / 1_000);
    await result(e, 0, 2);
    await runPayouts(app.sportsbook);
    expect(await betNow(m, b.id)).toMatchObject({ status: 'LOST', return: 0, cashedOut: 300 });
    await result(e, 2, 0);
    await runPayouts(app.sportsbook);
    expect(await betNow(m, b.id)).toMatchObject({ status: 'WON', return: rest, cashedOut: 300 });
    await result(e, 1, 1);
    await runPayouts(app.sportsbook);
    await runPayouts(app.sportsbook);
    expect(await betNow(m, b.id)).toMatchObject({ status: 'LOST', return: 0 });
    // The win taken back moves as its own entries: what the member nets is the part's 300 less the stake.
    const l = await ledgerOf(app, m.id);
    expect(l.received - l.sent).toBe(300 - 1_000);
    expect(await balanceOf(app, m.headers)).toBe(10_000 - 1_000 + 300);
    await invariantsHold();
    await setSettings(app);
  });
});
