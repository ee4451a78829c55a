import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { OpsDashboard } from '@jade/contract/ops-dashboard';
import { totp } from '../../lib/totp';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { gameSession, playRound } from '../../test/games';
import { fundedMember, multipart, PNG_1PX } from '../../test/money';
import { toInt } from '../../db/normalize';
import { addDays, businessDay, dayStartAt } from '../../lib/business-days';
import * as rounds from '../rounds/rounds.service';
import * as system from '../system/system.service';
import { drainFigures } from './figures.service';
import { writers } from './figures.fixtures';
import { rowsOf } from '../../db/rows';
import { clearOfMidnight } from '../../test/clock';

const app = await buildTestApp();
let seq = 0;

const dashboard = async (query = '', headers: Record<string, string> = opsHeaders) => {
  const res = await app.inject({ url: `/ops/dashboard${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as OpsDashboard;
};

/** A named operator of a role, signed in through the authenticator's first set-up. */
async function operator(role: string) {
  const username = `dash${role}${Date.now().toString(36)}${seq++}`;
  const password = 'Operator2026pass';
  await app.inject({ method: 'POST', url: '/ops/operators', headers: opsHeaders, payload: { username, password, role } });
  const first = (await app.inject({ method: 'POST', url: '/ops/session/login', payload: { username, password } })).json().value;
  const done = await app.inject({
    method: 'POST',
    url: '/ops/session/totp',
    payload: { setupToken: first.setup.setupToken, code: totp(first.setup.secret, Date.now()) },
  });
  return { authorization: `Bearer ${done.json().value.token}` };
}

/** A bank deposit by the member, approved (or left waiting) by the operator. */
async function bankDeposit(headers: Record<string, string>, amount: number, approve: boolean) {
  const channels = (await app.inject({ url: '/wps/payments/channels', headers })).json().value as { id: number; kind: string }[];
  const upload = await app.inject({ method: 'POST', url: '/wps/uploads', ...multipart(headers, PNG_1PX) });
  const order = await app.inject({
    method: 'POST',
    url: '/wps/payments/deposits',
    headers,
    payload: {
      channelId: channels.find((c) => c.kind === 'BANK')!.id,
      amount,
      reference: `DASH-${seq}`,
      receiptUploadId: upload.json().value.id,
      requestId: `dash-dep-${Date.now()}-${seq++}`,
    },
  });
  expect(order.statusCode, order.body).toBe(200);
  if (!approve) return;
  const res = await app.inject({
    method: 'POST',
    url: `/ops/deposits/${order.json().value.id}/approve`,
    headers: opsHeaders,
    payload: { remark: 'seen' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Waits, when needed, so that the next `seconds` fall in one business day of the merchant (its
 * midnight is 18:15 UTC at +05:45): "today" read before and after some activity is then one day.
 */
async function withinOneDay(seconds: number) {
  await clearOfMidnight(seconds, [(await system.getMerchant(app.db, app.merchantId)).utcOffsetMinutes]);
}

/** The change of every figure between two answers of the same period. */
const change = (a: OpsDashboard, b: OpsDashboard) => {
  const totals = Object.fromEntries(
    Object.entries(b.totals).map(([k, v]) => [k, v - a.totals[k as keyof OpsDashboard['totals']]]),
  );
  const cat = (d: OpsDashboard, c: string) => d.categories.find((x) => x.category === c);
  // Categories the change did not touch (the demo's own rounds of the day, late in the day) are left out.
  const categories = Object.fromEntries(
    b.categories
      .map(
        (c) =>
          [
            c.category,
            {
              rounds: c.rounds - (cat(a, c.category)?.rounds ?? 0),
              stake: c.stake - (cat(a, c.category)?.stake ?? 0),
              win: c.win - (cat(a, c.category)?.win ?? 0),
            },
          ] as const,
      )
      .filter(([, d]) => d.rounds !== 0 || d.stake !== 0 || d.win !== 0),
  );
  const pending = { deposits: b.pending.deposits - a.pending.deposits };
  return { totals, categories, pending };
};

describe('the dashboard', () => {
  test("today's figures are exact from real activity: a deposit approved, rounds played, a bonus, a new and active player", async () => {
    await withinOneDay(20);
    const before = await dashboard();
    const m = await fundedMember(app);
    await bankDeposit(m.headers, 300_000, true);
    await bankDeposit(m.headers, 50_000, false);
    const bonus = await app.inject({
      method: 'POST',
      url: `/ops/members/${m.username}/bonus`,
      headers: opsHeaders,
      payload: { amount: 2_000, turnover: 0, name: 'Welcome', idempotencyKey: `dash-bonus-${m.username}` },
    });
    expect(bonus.statusCode, bonus.body).toBe(200);
    const played = { RNG: { stake: 0, win: 0, rounds: 0 }, INHOUSE: { stake: 0, win: 0, rounds: 0 } };
    for (const [code, category, bet] of [
      ['LOTUS-0001', 'RNG', (s: { game: { stakeLevels: number[] } }) => ({ stake: s.game.stakeLevels[0] })],
      ['LOTUS-0001', 'RNG', (s: { game: { stakeLevels: number[] } }) => ({ stake: s.game.stakeLevels[0] })],
      ['INHOUSE-DICE', 'INHOUSE', () => ({ stake: 1_000, target: 5000, over: true })],
    ] as const) {
      const s = await gameSession(app, code, { headers: m.headers });
      const res = await playRound(app, s.auth, bet(s));
      expect(res.statusCode, res.body).toBe(200);
      const { round } = res.json().value as { round: { stake: number; win: number } };
      played[category].stake += round.stake;
      played[category].win += round.win;
      played[category].rounds += 1;
    }
    const stake = played.RNG.stake + played.INHOUSE.stake;
    const win = played.RNG.win + played.INHOUSE.win;
    const expected = {
      totals: expect.objectContaining({
        deposits: 300_000,
        depositCount: 1,
        withdrawals: 0,
        bonus: 2_000,
        rounds: 3,
        stake,
        settledRounds: 3,
        validBet: stake,
        win,
        ggr: stake - win,
        ngr: stake - win - 2_000,
        newPlayers: 1,
        activePlayers: 1,
      }),
      categories: { RNG: played.RNG, INHOUSE: played.INHOUSE },
      pending: { deposits: 1 },
    };
    // From the queue before the drain, and from the buckets after it: the same figures.
    expect(change(before, await dashboard())).toEqual(expected);
    await drainFigures(app.db, app.merchantId);
    const after = await dashboard();
    expect(change(before, after)).toEqual(expected);
    // The day's point of the series carries the same money; the month holds the day.
    const today = after.days.at(-1)!;
    expect(today.deposits - before.days.at(-1)!.deposits).toBe(300_000);
    const month = await dashboard('?period=month');
    expect(month.to).toBe(after.to);
    expect(month.from).toBe(`${after.to.slice(0, 8)}01`);
    expect(month.totals.deposits).toBeGreaterThanOrEqual(after.totals.deposits);
    expect(month.days.map((d) => d.day).at(-1)).toBe(after.to);
  }, 60_000);

  test('per vendor, the rounds placed and settled in the period equal the raw rounds, across the +05:45 edges and a drain', async () => {
    const offset = (await system.getMerchant(app.db, app.merchantId)).utcOffsetMinutes;
    const from = addDays(businessDay(new Date(), offset), -4);
    const to = addDays(from, 1);
    const [start, end] = [dayStartAt(from, offset).getTime(), dayStartAt(addDays(to, 1), offset).getTime()];
    const m = await fundedMember(app, { funds: 10_000_000 });
    const play = (vendor: string, category: string, stake: number, win: number, at: number) =>
      app.db.transaction((tx) =>
        rounds.settleRound(tx, {
          merchantId: app.merchantId,
          memberId: m.id,
          currency: 'NPR',
          vendor,
          category,
          gameCode: `${vendor}-0001`,
          gameName: vendor,
          roundRef: `dash-v-${seq++}`,
          stake,
          win,
          result: 'test',
          at: new Date(at),
        }),
      );
    const ids: number[] = [];
    let k = 0;
    for (const edge of [start, end, start + 30 * 3_600_000])
      for (const min of [-70, -50, -20, -1, 0, 1, 20, 50, 70])
        for (const [vendor, category] of [
          ['LOTUS', 'RNG'],
          ['HIMAL', 'RNG'],
          ['LOTUS', 'LIVE'],
        ] as const) {
          k++;
          ids.push(
            (await play(vendor, category, 100 * (k % 7) + (vendor === 'HIMAL' ? 900 : 0), 37 * (k % 5), edge + min * 60_000))!.id,
          );
        }
    const raw = async () => {
      const [f, t] = [new Date(start).toISOString(), new Date(end).toISOString()];
      const placed = sql`created_at >= ${f}::timestamptz and created_at < ${t}::timestamptz`;
      const settled = sql`status = 'SETTLED' and settled_at >= ${f}::timestamptz and settled_at < ${t}::timestamptz`;
      const rows = await rowsOf(
        app.db,
        sql`select vendor, count(*) filter (where ${placed}) as rounds, coalesce(sum(stake) filter (where ${placed}), 0) as stake,
            count(*) filter (where ${settled}) as settled, coalesce(sum(stake) filter (where ${settled}), 0) as valid,
            coalesce(sum(win) filter (where ${settled}), 0) as win
          from game_rounds where merchant_id = ${app.merchantId} and ((${placed}) or (${settled})) group by vendor`,
      );
      return rows
        .map((r) =>
          [r.vendor, r.rounds, r.stake, r.settled, r.valid, r.win, toInt(r.valid) - toInt(r.win)].map((x, i) =>
            i ? toInt(x) : x,
          ),
        )
        .filter((r) => r[1] !== 0 || r[3] !== 0)
        .sort((a, b) => (b[2] as number) - (a[2] as number) || String(a[0]).localeCompare(String(b[0])));
    };
    const check = async () => {
      const d = await dashboard(`?period=range&from=${from}&to=${to}`);
      const shown = d.vendors.map((v) => [v.vendor, v.rounds, v.stake, v.settledRounds, v.validBet, v.win, v.ggr]);
      expect(shown).toEqual(await raw());
      expect(shown.length).toBeGreaterThanOrEqual(2);
      for (const f of ['rounds', 'stake', 'settledRounds', 'validBet', 'win', 'ggr'] as const)
        expect(
          d.vendors.reduce((s, v) => s + v[f], 0),
          f,
        ).toBe(d.totals[f]);
      return d;
    };
    // Queued, part drained, drained; then corrected (a win, a settled time moved out, a cancel, a category).
    await check();
    await drainFigures(app.db, app.merchantId, { batch: 20, maxBatches: 1 });
    await check();
    await drainFigures(app.db, app.merchantId);
    const [name] = await rowsOf(app.db, sql`select name from vendors where code = 'LOTUS' order by sort, id limit 1`);
    expect((await check()).vendors.find((v) => v.vendor === 'LOTUS')?.name).toBe(name?.name);
    const w = writers(app);
    await w.correct(ids[5]!, { win: 5_000 });
    await w.correct(ids[10]!, { settledAt: new Date(end + 3_600_000) });
    await w.correct(ids[40]!, { cancel: true });
    await app.db.execute(sql`update game_rounds set category = 'LIVE' where id = ${ids[50]!}`);
    await check();
    await drainFigures(app.db, app.merchantId);
    await check();
  });

  test("the periods are the merchant's business days", async () => {
    await withinOneDay(5);
    const { utcOffsetMinutes } = await system.getMerchant(app.db, app.merchantId);
    const today = new Date(Date.now() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
    const t = await dashboard('?period=today');
    expect([t.from, t.to, t.utcOffsetMinutes]).toEqual([today, today, utcOffsetMinutes]);
    const y = await dashboard('?period=yesterday');
    expect(y.from).toBe(y.to);
    expect(Date.parse(today) - Date.parse(y.from)).toBe(86_400_000);
    const w = await dashboard('?period=week');
    expect(new Date(`${w.from}T00:00:00Z`).getUTCDay()).toBe(1);
    const r = await dashboard('?period=range&from=2026-01-01&to=2026-01-31');
    expect(r.days).toHaveLength(31);
    const bad = async (q: string) => (await app.inject({ url: `/ops/dashboard${q}`, headers: opsHeaders })).json().code;
    expect(await bad('?period=range&from=2026-02-01&to=2026-01-01')).toBe('VALIDATION_FAILED');
    expect(await bad('?period=range&from=2026-01-01')).toBe('VALIDATION_FAILED');
    expect(await bad('?period=range&from=2025-01-01&to=2026-01-01')).toBe('VALIDATION_FAILED');
  });

  test('every operator role reads it; no one without an operator session does', async () => {
    for (const role of ['readonly', 'support', 'content']) expect((await dashboard('', await operator(role))).from).toBeTruthy();
    const anonymous = await app.inject({ url: '/ops/dashboard' });
    expect(anonymous.statusCode).toBe(401);
    // A member's session is not an operator's.
    const m = await fundedMember(app);
    expect((await app.inject({ url: '/ops/dashboard', headers: m.headers })).statusCode).toBe(401);
  });
});
