import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { potentialReturn } from '@jade/engines/sportsbook/index';
import { buildTestApp } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { ledgerInvariants } from '../seamless/seamless.fixtures';
import { runPayouts } from './sportsbook.payouts';
import { settleBets } from './sportsbook.settle';
import { cashOutKit, type Rows } from './sportsbook.cashout-kit';
import { footballEvent, ledgerOf, newKey, openSportsVendors, ops, placeBet, selection, setSettings } from './sportsbook.test-kit';

/** The book's races: cash-outs at once from two tabs, against a live bet's delay, a result, a cancellation, price moves and suspensions. */
const app = await buildTestApp();
await openSportsVendors(app);
await setSettings(app);
const { bet, betNow, cashOut, result, setOdds, liabilityDrift } = cashOutKit(app);
async function invariantsHold() {
  expect(await ledgerInvariants(app)).toEqual({ wrongWallets: 0, halfTransfers: 0, sum: 0 });
}

describe('cash-out and betting races', () => {
  test('two tabs: a partial and a full cash-out at once, or five partials at once, never cash more than the stake', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const e = await footballEvent(app);
    for (let i = 0; i < 3; i++) {
      const b = await bet(m, e);
      const offer = (await betNow(m, b.id)).cashOut!;
      const [p, f] = await Promise.all([
        cashOut(m, b.id, { amount: 1, stakePart: 500 }),
        cashOut(m, b.id, { amount: offer.amount }),
      ]);
      expect([p.statusCode, f.statusCode]).not.toContain(500);
      const paid = [p, f].filter((r) => r.statusCode === 200).reduce((s, r) => s + (r.json().value.paid as number), 0);
      const now = await betNow(m, b.id);
      expect(now.cashedOut).toBe(paid);
      expect(paid).toBeLessThanOrEqual(offer.amount);
    }
    const b = await bet(m, e);
    const all = await Promise.all(Array.from({ length: 5 }, () => cashOut(m, b.id, { amount: 1, stakePart: 300 })));
    const ok = all.filter((r) => r.statusCode === 200);
    expect(all.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(
      Array(all.length - ok.length).fill('SPORTS_CASHOUT_PART'),
    );
    expect(ok).toHaveLength(3);
    expect(await betNow(m, b.id)).toMatchObject({ runningStake: 100, status: 'OPEN' });
    expect(await liabilityDrift(e)).toEqual([]);
    const received = (await ledgerOf(app, m.id)).received;
    const rows = (await app.db.execute(sql`
      select coalesce(sum(c.amount), 0) as s from sports_cash_outs c join sports_bets b on b.id = c.bet_id
       where b.member_id = ${m.id}`)) as unknown as Rows<{ s: unknown }>;
    expect(received).toBe(Number(rows.rows[0]!.s));
    await invariantsHold();
  });

  test('a cash-out while a new live bet waits its delay on the same selection: both stand, liabilities exact', async () => {
    await setSettings(app, { liveDelayMs: 400 });
    const m = await fundedMember(app, { funds: 10_000 });
    const e = await footballEvent(app);
    const old = await bet(m, e);
    await app.db.execute(sql`update sports_events set state = 'LIVE' where id = ${e.id}`);
    const offer = (await betNow(m, old.id)).cashOut!;
    const home = selection(e, 0, 'HOME');
    const [placed, cashed] = await Promise.all([
      placeBet(app, m.headers, { clientKey: newKey(), stake: 500, legs: [{ selectionId: home.id, odds: home.odds }] }),
      cashOut(m, old.id, { amount: offer.amount }),
    ]);
    expect(cashed.statusCode, cashed.body).toBe(200);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await liabilityDrift(e)).toEqual([]);
    expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 1_500, received: offer.amount });
    await result(e, 1, 0);
    await runPayouts(app.sportsbook);
    expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 1_500, received: offer.amount + potentialReturn(500, [home.odds]) });
    await invariantsHold();
    await setSettings(app);
  });

  test('a partial cash-out racing the result: the bet is settled on the stake left, whichever commits first', async () => {
    await setSettings(app, { cashOutMarginBp: 0 });
    for (let i = 0; i < 16; i++) {
      const m = await fundedMember(app, { funds: 10_000 });
      const e = await footballEvent(app);
      const b = await bet(m, e);
      const [c] = await Promise.all([cashOut(m, b.id, { amount: 1, stakePart: 400 }), result(e, 2, 0)]);
      // The job's sweep settles what a settlement read before the cash-out could not (its update is conditional).
      await settleBets(app.db, app.merchantId, new Date());
      await runPayouts(app.sportsbook);
      const now = await betNow(m, b.id);
      const l = await ledgerOf(app, m.id);
      if (c.statusCode === 200) {
        const rest = Math.floor((600 * b.maxPayout) / 1_000);
        expect(now).toMatchObject({ status: 'WON', cashedOut: c.json().value.paid, return: rest, runningStake: 600 });
        expect(l.received - l.sent).toBe(c.json().value.paid + rest - 1_000);
      } else {
        expect(c.json().code, c.body).toBe('SPORTS_CASHOUT_UNAVAILABLE');
        expect(now).toMatchObject({ status: 'WON', cashedOut: 0, return: b.maxPayout });
        expect(l.received - l.sent).toBe(b.maxPayout - 1_000);
      }
      expect(await liabilityDrift(e)).toEqual([]);
    }
    await invariantsHold();
    await setSettings(app);
  });

  test('a bet placed on an event while its result lands: never a 500 on either side (the same lock order)', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    for (let i = 0; i < 16; i++) {
      const e = await footballEvent(app);
      await bet(m, e);
      const home = selection(e, 0, 'HOME');
      const [placed, settled] = await Promise.all([
        placeBet(app, m.headers, { clientKey: newKey(), stake: 500, legs: [{ selectionId: home.id, odds: home.odds }] }),
        result(e, 1, 0),
      ]);
      expect(settled.statusCode, settled.body).toBe(200);
      expect(placed.statusCode === 200 || placed.json().code === 'SPORTS_EVENT_CLOSED', placed.body).toBe(true);
    }
    await runPayouts(app.sportsbook);
    await invariantsHold();
  });

  test('cash-outs racing price moves and suspensions of their market: never a 500, the member paid what the row says', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    for (let i = 0; i < 12; i++) {
      const e = await footballEvent(app);
      const b = await bet(m, e);
      const home = selection(e, 0, 'HOME');
      const [c, moved, suspended] = await Promise.all([
        cashOut(m, b.id, { amount: 1, stakePart: 500 }),
        setOdds(e, home.id, home.odds + 700),
        ops(app, 'PUT', `/events/${e.id}/markets/${e.markets[0]!.id}/state`, { state: 'SUSPENDED' }),
      ]);
      expect([moved.statusCode, suspended.statusCode], moved.body + suspended.body).toEqual([200, 200]);
      expect(c.statusCode === 200 || c.json().code === 'SPORTS_CASHOUT_UNAVAILABLE', c.body).toBe(true);
      expect(await liabilityDrift(e)).toEqual([]);
    }
    const l = await ledgerOf(app, m.id);
    const rows = (await app.db.execute(sql`
      select coalesce(sum(c.amount), 0) as s from sports_cash_outs c join sports_bets b on b.id = c.bet_id
       where b.member_id = ${m.id}`)) as unknown as Rows<{ s: unknown }>;
    expect(l.received).toBe(Number(rows.rows[0]!.s));
    await invariantsHold();
  });

  test('a full or partial cash-out racing the event’s cancellation: the part cashed stays paid, the rest is void and returned', async () => {
    for (let i = 0; i < 12; i++) {
      const m = await fundedMember(app, { funds: 10_000 });
      const e = await footballEvent(app);
      const b = await bet(m, e);
      const full = i % 2 === 0;
      const offer = (await betNow(m, b.id)).cashOut!;
      const [c, cancelled] = await Promise.all([
        cashOut(m, b.id, full ? { amount: offer.amount } : { amount: 1, stakePart: 400 }),
        ops(app, 'POST', `/events/${e.id}/cancel`, { reason: 'floodlights' }),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await settleBets(app.db, app.merchantId, new Date());
      await runPayouts(app.sportsbook);
      const now = await betNow(m, b.id);
      const l = await ledgerOf(app, m.id);
      if (c.statusCode !== 200) {
        expect(c.json().code, c.body).toBe('SPORTS_CASHOUT_UNAVAILABLE');
        expect(now).toMatchObject({ status: 'VOID', cashedOut: 0, return: 1_000 });
        expect(l).toMatchObject({ sent: 1_000, received: 1_000 });
      } else if (full) {
        expect(now).toMatchObject({ status: 'CASHED_OUT', cashedOut: c.json().value.paid });
        expect(l).toMatchObject({ sent: 1_000, received: c.json().value.paid });
      } else {
        expect(now).toMatchObject({ status: 'VOID', cashedOut: c.json().value.paid, return: 600, runningStake: 600 });
        expect(l).toMatchObject({ sent: 1_000, received: c.json().value.paid + 600 });
      }
      expect(await liabilityDrift(e)).toEqual([]);
    }
    await invariantsHold();
  });

  test('a cash-out racing the operator’s suspension of the whole event: never a 500; once suspended, no cash-out', async () => {
    for (let i = 0; i < 12; i++) {
      const m = await fundedMember(app, { funds: 10_000 });
      const e = await footballEvent(app);
      const b = await bet(m, e);
      const offer = (await betNow(m, b.id)).cashOut!;
      const [c, suspended] = await Promise.all([
        cashOut(m, b.id, { amount: offer.amount }),
        ops(app, 'PUT', `/events/${e.id}/state`, { state: 'SUSPENDED' }),
      ]);
      expect(suspended.statusCode, suspended.body).toBe(200);
      const l = await ledgerOf(app, m.id);
      if (c.statusCode === 200) expect(l).toMatchObject({ sent: 1_000, received: c.json().value.paid });
      else {
        expect(c.json().code, c.body).toBe('SPORTS_CASHOUT_UNAVAILABLE');
        expect([(await betNow(m, b.id)).status, l.received]).toEqual(['OPEN', 0]);
      }
      const after = await cashOut(m, b.id, { amount: 1 });
      expect(after.json().code).toBe('SPORTS_CASHOUT_UNAVAILABLE');
      expect(await liabilityDrift(e)).toEqual([]);
    }
    await invariantsHold();
  });
});
