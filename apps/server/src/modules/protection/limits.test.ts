import { beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { loginAs } from '../../test/login';
import { balanceOf, fundedMember } from '../../test/money';
import { vendorCaller, writesOf } from '../seamless/seamless.fixtures';
import * as system from '../system/system.service';
import { clearOfMidnight } from '../../test/clock';

const app = await buildTestApp();
const call = await vendorCaller(app);
const sql = (text: string) => app.db.execute(text as never) as unknown as Promise<{ rows: Record<string, unknown>[] }>;

type Limit = { kind: string; period: string; amount: number | null; used: number; remaining: number | null; pending: unknown };
const limits = async (headers: Record<string, string>) =>
  (await app.inject({ url: '/wps/protection/limits', headers })).json().value as {
    limits: Limit[];
    sessionBlockedUntil: string | null;
  };
const limitOf = async (headers: Record<string, string>, kind: string, period = 'DAY') =>
  (await limits(headers)).limits.find((l) => l.kind === kind && l.period === period)!;
const setLimit = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/wps/protection/limits', headers, payload });
const cancel = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/wps/protection/limits/cancel', headers, payload });
/** The cooling-off period passes for a member's pending changes. */
const coolOff = (memberId: number) =>
  sql(`update protection_limits set pending_at = now() - interval '1 second' where member_id = ${memberId}`);

// Every period (day, week, month) starts at the merchant's midnight: a test that uses some of a
// limit and then expects a refusal must not straddle one. Start each clear of it (wait when under 10 s).
beforeEach(async () => {
  await clearOfMidnight(10, [(await system.getMerchant(app.db, app.merchantId)).utcOffsetMinutes]);
});

let seq = 0;
const bet = (playerId: string, amount: number, txId = `pl-${Date.now()}-${seq++}`) =>
  call('debit', { playerId, txId, roundId: `r-${txId}`, gameCode: 'LOTUS-0001', amount });
const spin = (playerId: string, amount: number, winAmount: number) => {
  const txId = `pl-dc-${Date.now()}-${seq++}`;
  return call('debitCredit', { playerId, txId, roundId: `r-${txId}`, gameCode: 'LOTUS-0001', amount, winAmount, result: 'x' });
};
const win = (playerId: string, txId: string, amount: number) =>
  call('credit', { playerId, txId: `w-${txId}`, roundId: `r-${txId}`, gameCode: 'LOTUS-0001', amount });

describe('setting limits', () => {
  test('a new or lower limit applies at once; a higher one or a removal waits 24 hours, shown and cancellable', async () => {
    const m = await fundedMember(app);
    expect((await limits(m.headers)).limits).toHaveLength(10);
    expect(await limitOf(m.headers, 'WAGER', 'WEEK')).toMatchObject({ amount: null, used: 0, remaining: null, pending: null });

    expect((await setLimit(m.headers, { kind: 'WAGER', period: 'WEEK', amount: 50_000 })).statusCode).toBe(200);
    expect(await limitOf(m.headers, 'WAGER', 'WEEK')).toMatchObject({ amount: 50_000, remaining: 50_000, pending: null });
    await setLimit(m.headers, { kind: 'WAGER', period: 'WEEK', amount: 30_000 });
    expect((await limitOf(m.headers, 'WAGER', 'WEEK')).amount).toBe(30_000);

    // Raising waits, and asking again keeps the first time.
    const raised = (await setLimit(m.headers, { kind: 'WAGER', period: 'WEEK', amount: 80_000 })).json().value.limits as Limit[];
    const pending = raised.find((l) => l.kind === 'WAGER' && l.period === 'WEEK')!;
    expect(pending).toMatchObject({ amount: 30_000, pending: { amount: 80_000 } });
    const at = Date.parse((pending.pending as { effectiveAt: string }).effectiveAt);
    expect(at - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    await setLimit(m.headers, { kind: 'WAGER', period: 'WEEK', amount: 80_000 });
    expect((await limitOf(m.headers, 'WAGER', 'WEEK')).pending).toEqual(pending.pending);

    // Cancelled: the limit in force stays.
    expect((await cancel(m.headers, { kind: 'WAGER', period: 'WEEK' })).statusCode).toBe(200);
    expect(await limitOf(m.headers, 'WAGER', 'WEEK')).toMatchObject({ amount: 30_000, pending: null });

    // A removal waits too, then applies.
    await setLimit(m.headers, { kind: 'WAGER', period: 'WEEK', amount: null });
    expect(await limitOf(m.headers, 'WAGER', 'WEEK')).toMatchObject({ amount: 30_000, pending: { amount: null } });
    await coolOff(m.id);
    expect(await limitOf(m.headers, 'WAGER', 'WEEK')).toMatchObject({ amount: null, pending: null });

    // A lower limit while a raise waits drops the raise.
    await setLimit(m.headers, { kind: 'LOSS', period: 'MONTH', amount: 10_000 });
    await setLimit(m.headers, { kind: 'LOSS', period: 'MONTH', amount: 20_000 });
    await setLimit(m.headers, { kind: 'LOSS', period: 'MONTH', amount: 5_000 });
    expect(await limitOf(m.headers, 'LOSS', 'MONTH')).toMatchObject({ amount: 5_000, pending: null });
  });

  test('refuses what it does not offer, a guest and a trial account, changing nothing', async () => {
    const m = await fundedMember(app);
    for (const payload of [
      { kind: 'WAGER', period: 'DAY', amount: 0 },
      { kind: 'WAGER', period: 'DAY', amount: -5 },
      { kind: 'WAGER', period: 'DAY', amount: 1.5 },
      { kind: 'WAGER', period: 'DAY', amount: '100' },
      { kind: 'WAGER', period: 'YEAR', amount: 100 },
      { kind: 'BONUS', period: 'DAY', amount: 100 },
      { kind: 'SESSION', period: 'WEEK', amount: 60 },
      { kind: 'SESSION', period: 'DAY', amount: 5 },
      { kind: 'SESSION', period: 'DAY', amount: 2_000 },
      { kind: 'WAGER', period: 'DAY', amount: 100, extra: true },
      { kind: 'WAGER', period: 'DAY' },
    ]) {
      const res = await setLimit(m.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await limits(m.headers)).limits.every((l) => l.amount === null)).toBe(true);
    expect((await app.inject({ url: '/wps/protection/limits' })).statusCode).toBe(401);
    const trial = (await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value.token;
    expect((await setLimit({ authorization: `Bearer ${trial}` }, { kind: 'WAGER', period: 'DAY', amount: 100 })).statusCode).toBe(
      403,
    );
  });
});

describe('limits in the money path', () => {
  test('a wager limit refuses the bet that would pass it, with its own code, moving nothing', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    await setLimit(m.headers, { kind: 'WAGER', period: 'DAY', amount: 10_000 });
    const first = await bet(m.username, 6_000, 'pl-first');
    expect(first.statusCode, first.body).toBe(200);
    const before = await writesOf(app, m.id, m.username);
    const over = await bet(m.username, 5_000);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('PROTECTION_WAGER_LIMIT');
    expect(await writesOf(app, m.id, m.username)).toEqual(before);
    expect(await balanceOf(app, m.headers)).toBe(94_000);
    // A repeat of an accepted bet answers its first result, not a refusal.
    const again = await bet(m.username, 6_000, 'pl-first');
    expect(again.json().value.transferId).toBe(first.json().value.transferId);
    expect((await bet(m.username, 4_000)).statusCode).toBe(200);
    expect(await limitOf(m.headers, 'WAGER')).toMatchObject({ used: 10_000, remaining: 0 });
    // Instant rounds obey it as well.
    expect((await spin(m.username, 1, 0)).json().code).toBe('PROTECTION_WAGER_LIMIT');
  });

  test('a loss limit counts wins against stakes, over debits and instant rounds', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    await setLimit(m.headers, { kind: 'LOSS', period: 'WEEK', amount: 10_000 });
    expect((await bet(m.username, 8_000, 'pl-loss-a')).statusCode).toBe(200);
    expect((await win(m.username, 'pl-loss-a', 5_000)).statusCode).toBe(200);
    expect(await limitOf(m.headers, 'LOSS', 'WEEK')).toMatchObject({ used: 3_000, remaining: 7_000 });
    expect((await spin(m.username, 7_000, 0)).statusCode).toBe(200);
    const over = await spin(m.username, 1, 1_000);
    expect(over.json().code).toBe('PROTECTION_LOSS_LIMIT');
    expect(await balanceOf(app, m.headers)).toBe(90_000);
  });

  test('two bets at once cannot both take the last of a limit', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    await setLimit(m.headers, { kind: 'WAGER', period: 'MONTH', amount: 10_000 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => bet(m.username, 3_000)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.json().code === 'PROTECTION_WAGER_LIMIT')).toHaveLength(5);
    expect(await balanceOf(app, m.headers)).toBe(91_000);
  });

  test('play past the session limit stops it until the next business day, whatever the sign-ins', async () => {
    // The merchant's clock at midday, so the day does not turn during the test.
    const utcMinutes = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
    const offset = ((((12 * 60 - utcMinutes) % 1_440) + 1_440 + 720) % 1_440) - 720;
    const before = (await sql(`select utc_offset_minutes from merchants where id = ${app.merchantId}`)).rows[0]!
      .utc_offset_minutes;
    await sql(`update merchants set utc_offset_minutes = ${offset} where id = ${app.merchantId}`);
    system.invalidateSystemCache(app.db);
    try {
      const m = await fundedMember(app, { funds: 10_000 });
      await setLimit(m.headers, { kind: 'SESSION', period: 'DAY', amount: 15 });
      // The day's first bet starts the count.
      expect((await bet(m.username, 100)).statusCode).toBe(200);
      expect(await limitOf(m.headers, 'SESSION')).toMatchObject({ amount: 15, used: 0, remaining: 15 });
      await sql(`update protection_settings set play_started_at = now() - interval '16 minutes' where member_id = ${m.id}`);
      expect(await limitOf(m.headers, 'SESSION')).toMatchObject({ used: 16, remaining: 0 });
      expect((await bet(m.username, 100)).json().code).toBe('PROTECTION_SESSION_LIMIT');
      // Signing in again does not reset it.
      const fresh = await loginAs(app, m.username, 'Money2026x');
      expect((await bet(m.username, 100)).json().code).toBe('PROTECTION_SESSION_LIMIT');
      const blocked = (await limits(fresh.headers)).sessionBlockedUntil;
      expect(Date.parse(blocked!)).toBeGreaterThan(Date.now());
      expect(await balanceOf(app, m.headers)).toBe(9_900);
    } finally {
      await sql(`update merchants set utc_offset_minutes = ${before} where id = ${app.merchantId}`);
      system.invalidateSystemCache(app.db);
    }
  });

  test('a bet sent twice at once near the limit is placed once, and both answers are its answer', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    await setLimit(m.headers, { kind: 'WAGER', period: 'DAY', amount: 5_000 });
    const [a, b] = await Promise.all([bet(m.username, 5_000, 'pl-twin'), bet(m.username, 5_000, 'pl-twin')]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect(a.json().value.transferId).toBe(b.json().value.transferId);
    expect(await balanceOf(app, m.headers)).toBe(95_000);
  });

  test('a member whose limits are all gone returns to the fast path', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    await setLimit(m.headers, { kind: 'WAGER', period: 'DAY', amount: 5_000 });
    const guarded = async () => (await sql(`select 1 from wallet_guards where member_id = ${m.id}`)).rows.length;
    expect(await guarded()).toBe(1);
    await setLimit(m.headers, { kind: 'WAGER', period: 'DAY', amount: null });
    await coolOff(m.id);
    expect((await bet(m.username, 6_000)).statusCode).toBe(200);
    expect(await guarded()).toBe(0);
  });
});

describe('deposit limits', () => {
  const channel = async (headers: Record<string, string>) =>
    ((await app.inject({ url: '/wps/payments/channels', headers })).json().value as { id: number; kind: string }[]).find(
      (c) => c.kind === 'BANK',
    )!;
  const deposit = (headers: Record<string, string>, channelId: number, amount: number) =>
    app.inject({
      method: 'POST',
      url: '/wps/payments/deposits',
      headers,
      payload: { channelId, amount, reference: 'x', requestId: `pl-dep-${Date.now()}-${seq++}` },
    });

  test('count the orders still pending, and refuse the one that would pass, naming the room left', async () => {
    const m = await fundedMember(app);
    const bank = await channel(m.headers);
    await setLimit(m.headers, { kind: 'DEPOSIT', period: 'DAY', amount: 500_000 });
    expect((await deposit(m.headers, bank.id, 300_000)).statusCode).toBe(200);
    const over = await deposit(m.headers, bank.id, 250_000);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'PROTECTION_DEPOSIT_LIMIT', value: [{ path: 'amount', message: '200000' }] });
    expect((await deposit(m.headers, bank.id, 200_000)).statusCode).toBe(200);
    const mine = (await app.inject({ url: '/wps/payments/deposits', headers: m.headers })).json().value;
    expect(mine.list ?? mine).toHaveLength(2);
  });

  test('the same order sent from two tabs at once, with room for one, is that one order, not a refusal', async () => {
    const m = await fundedMember(app);
    const bank = await channel(m.headers);
    await setLimit(m.headers, { kind: 'DEPOSIT', period: 'DAY', amount: 150_000 });
    const twin = { channelId: bank.id, amount: 100_000, reference: 'x', requestId: `pl-dep-twin-${seq++}` };
    const both = await Promise.all(
      [0, 1].map(() => app.inject({ method: 'POST', url: '/wps/payments/deposits', headers: m.headers, payload: twin })),
    );
    expect(
      both.map((r) => r.statusCode),
      both.map((r) => r.body).join(' '),
    ).toEqual([200, 200]);
    expect(both[0]!.json().value.id).toBe(both[1]!.json().value.id);
  });
});
