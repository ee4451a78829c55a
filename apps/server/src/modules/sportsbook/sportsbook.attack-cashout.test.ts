import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { SportsBet, SportsEvent } from '@jade/contract/sportsbook';
import { potentialReturn } from '@jade/engines/sportsbook/index';
import { buildTestApp } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import { ledgerInvariants } from '../seamless/seamless.fixtures';
import { runPayouts } from './sportsbook.payouts';
import { settleBets } from './sportsbook.settle';
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

/** Cash-out attacked: hostile input, other members' bets, rounding at one minor unit, races, a corrected result (the live messages: sportsbook.attack-live.test.ts). */
const app = await buildTestApp();
await openSportsVendors(app);
await setSettings(app);

type Member = Awaited<ReturnType<typeof fundedMember>>;
type Rows<T> = { rows: T[] };

async function bet(m: Member, e: SportsEvent, stake = 1_000, code = 'HOME'): Promise<SportsBet> {
  const s = selection(e, 0, code);
  const res = await placeBet(app, m.headers, { clientKey: newKey(), stake, legs: [{ selectionId: s.id, odds: s.odds }] });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value.bet as SportsBet;
}
async function betNow(m: Member, id: number) {
  const res = await app.inject({ method: 'GET', url: '/sgw/bets?pageSize=50', headers: m.headers });
  return (res.json().value.list as SportsBet[]).find((b) => b.id === id)!;
}
const cashOutAt = (m: Member, path: string, body: unknown) =>
  app.inject({ method: 'POST', url: `/sgw/bets/${path}/cash-out`, headers: m.headers, payload: body as Record<string, unknown> });
const cashOut = (m: Member, id: number, body: { amount: number; stakePart?: number }) => cashOutAt(m, String(id), body);
const result = (e: SportsEvent, home: number, away: number) =>
  ops(app, 'PUT', `/events/${e.id}/result`, { result: { score: { home, away } } });
const setOdds = (e: SportsEvent, selectionId: number, odds: number) =>
  ops(app, 'PUT', `/events/${e.id}/odds`, { odds: [{ selectionId, odds }] });

/** Everything cash-out could move: its rows, the book's bets/legs/liabilities, the member's balance and ledger. */
async function state(m: Member) {
  const c = (await app.db.execute(
    sql`select count(*) as n, coalesce(sum(amount), 0) as paid from sports_cash_outs`,
  )) as unknown as Rows<Record<string, unknown>>;
  const bets = (await app.db.execute(
    sql`select coalesce(sum(cashed_stake), 0) as cs, coalesce(sum(max_payout), 0) as mp from sports_bets`,
  )) as unknown as Rows<Record<string, unknown>>;
  return {
    cashOuts: Number(c.rows[0]!.n),
    paid: Number(c.rows[0]!.paid),
    cashedStake: Number(bets.rows[0]!.cs),
    maxPayouts: Number(bets.rows[0]!.mp),
    ...(await bookRows(app)),
    balance: await balanceOf(app, m.headers),
    ledger: await ledgerOf(app, m.id),
  };
}
/** A refusal: a 4xx with its code (one of them), never a 500, and nothing written or moved. */
async function refused(m: Member, path: string, body: unknown, code: string | string[]) {
  const before = await state(m);
  const res = await cashOutAt(m, path, body);
  const codes = typeof code === 'string' ? [code] : code;
  expect(
    [res.statusCode >= 400 && res.statusCode < 500, codes.includes(res.json().code)],
    `${path} ${JSON.stringify(body)}: ${res.body}`,
  ).toEqual([true, true]);
  expect(await state(m)).toEqual(before);
  return res;
}
/** Each selection's liability is the potential return of the bets on it not cashed out (a cash-out releases exactly its part; settlement keeps it). */
async function liabilityDrift(e: SportsEvent) {
  const res = (await app.db.execute(sql`
    select s.id, s.liability,
           coalesce((select sum(b.max_payout) from sports_bet_legs l join sports_bets b on b.id = l.bet_id
                      where l.selection_id = s.id and b.status <> 'CASHED_OUT'), 0) as open
      from sports_selections s join sports_markets m on m.id = s.market_id where m.event_id = ${e.id}::bigint`)) as unknown as Rows<
    Record<string, unknown>
  >;
  return res.rows
    .filter((r) => Number(r.liability) !== Number(r.open))
    .map((r) => ({ id: r.id, liability: r.liability, open: r.open }));
}
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
});
