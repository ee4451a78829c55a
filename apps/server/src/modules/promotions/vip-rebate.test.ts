import { and, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { writers } from '../figures/figures.fixtures';
import * as system from '../system/system.service';
import { settleLoyaltyDays, REBATE_GRACE_MS } from './promotions.rebate';
import { businessDay } from './promotions.service';
import { loyaltyDays, rewardGrants } from './promotions.tables';
import { clearOfMidnight } from '../../test/clock';

const app = await buildTestApp();
const w = writers(app);
const DAY = 86_400_000;
type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload?: object) =>
  app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const grantsOf = (memberId: number, prefix: string) =>
  app.db
    .select()
    .from(rewardGrants)
    .where(and(eq(rewardGrants.memberId, memberId), like(rewardGrants.sourceKey, `${prefix}%`)));
const offset = async () => (await system.getMerchant(app.db, app.merchantId)).utcOffsetMinutes;
/** The start of the merchant's business day `back` days ago. */
const dayStart = async (back = 0) => {
  const o = await offset();
  const day = businessDay(new Date(Date.now() - back * DAY), o);
  return { day, at: new Date(Date.parse(`${day}T00:00:00Z`) - o * 60_000) };
};

// The rebate accrues by the merchant's business day, which starts at its midnight (18:15 UTC at
// +05:45): a test that plays today and then reads today's accrual must not straddle one. Start each
// clear of it (wait when under 10 s).
beforeEach(async () => {
  await clearOfMidnight(10, [await offset()]);
});

describe('VIP', () => {
  test('the level rests on cumulative valid bet and deposits; each level’s upgrade bonus is granted once', async () => {
    const m = await fundedMember(app, { funds: 2_000_000 });
    const before = (await get('/wps/vip', m.headers)).json().value;
    expect(before).toMatchObject({ level: 0, name: 'Member', validBet: 0, deposits: 0, next: { level: 1, name: 'Bronze' } });
    await w.round(m.id, 1_200_000, 0, new Date());
    expect((await get('/wps/vip', m.headers)).json().value.level).toBe(0); // deposits short of Bronze
    await w.money(m.id, 'DEPOSIT', 150_000, new Date());
    const looks = await Promise.all([1, 2, 3].map(() => get('/wps/vip?lang=ne', m.headers)));
    expect(looks.map((l) => l.json().value.level)).toEqual([1, 1, 1]);
    expect(looks[0]!.json().value).toMatchObject({ name: 'काँसा', validBet: 1_200_000, deposits: 150_000, next: { level: 2 } });
    const bonus = await grantsOf(m.id, 'vip:');
    expect(bonus.map((g) => [g.sourceKey, g.amount, g.source])).toEqual([['vip:1', 5_000, 'VIP']]);
    const list = (await get('/wps/rewards?lang=ne', m.headers)).json().value.list;
    expect(list).toEqual([expect.objectContaining({ source: 'VIP', title: 'काँसा अपग्रेड बोनस', amount: 5_000 })]);
    expect((await post(`/wps/rewards/${list[0].id}/claim`, m.headers)).statusCode).toBe(200);
  });

  test('the operator’s table is checked whole and audited', async () => {
    const current = (await get('/ops/vip/levels', opsHeaders)).json().value;
    expect(current.levels).toHaveLength(6);
    const put = (levels: unknown[]) =>
      app.inject({ method: 'PUT', url: '/ops/vip/levels', headers: opsHeaders, payload: { levels } });
    const [l0, l1, l2] = current.levels;
    const paths = async (levels: unknown[]) => (await put(levels)).json().value.map((v: { path: string }) => v.path);
    expect(await paths([l0, { ...l2, level: 2 }])).toContain('levels.1.level');
    expect(await paths([l0, l2, { ...l1, level: 2 }])).toContain('levels.2');
    expect(await paths([{ ...l0, upgradeBonus: 100 }])).toContain('levels.0');
    expect(await paths([l0, { ...l1, rebateRates: { RNG: 301 } }])).toContain('levels.1.rebateRates.RNG');
    const ok = await put([l0, l1, l2]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.levels).toHaveLength(3);
    await put(current.levels);
    const audit = (await get('/ops/audit?limit=5', opsHeaders)).json().value;
    expect(audit.map((a: { action: string }) => a.action)).toContain('vip.levels');
  });
});

describe('rebate', () => {
  test('a business day is paid once per member and category, by the level’s rate, however often the job runs', async () => {
    const m = await fundedMember(app, { funds: 1_000_000 });
    const y = await dayStart(1);
    await w.round(m.id, 100_000, 0, new Date(y.at.getTime() + 3_600_000), 'RNG');
    await w.round(m.id, 50_000, 80_000, new Date(y.at.getTime() + 7_200_000), 'LIVE');
    await w.round(m.id, 40_000, 0, new Date(y.at.getTime() - 60_000), 'RNG'); // the day before
    const now = new Date(y.at.getTime() + DAY + REBATE_GRACE_MS + 60_000);
    const runs = await Promise.all([
      settleLoyaltyDays(app.db, app.merchantId, now),
      settleLoyaltyDays(app.db, app.merchantId, now),
    ]);
    expect(runs.reduce((s, r) => s + r.days, 0)).toBe(1);
    expect((await settleLoyaltyDays(app.db, app.merchantId, now)).days).toBe(0);
    const paid = await grantsOf(m.id, `rebate:${y.day}`);
    // Level 0: RNG 30 bp of 1,000.00, LIVE 20 bp of 500.00.
    expect(paid.map((g) => [g.sourceKey, g.amount]).sort()).toEqual([
      [`rebate:${y.day}:LIVE`, 100],
      [`rebate:${y.day}:RNG`, 300],
    ]);
    const [day] = await app.db.select().from(loyaltyDays).where(eq(loyaltyDays.day, y.day));
    expect(day).toMatchObject({ members: expect.any(Number), paid: expect.any(Number) });
  });

  test('the manual rebate claims today’s accrual once; the day’s payment then pays only the rest', async () => {
    const m = await fundedMember(app, { funds: 1_000_000 });
    const t = await dayStart(0);
    await w.round(m.id, 200_000, 0, new Date(Math.max(t.at.getTime(), Date.now() - 60_000)), 'RNG');
    const accrual = (await get('/wps/rebate', m.headers)).json().value;
    expect(accrual).toMatchObject({ day: t.day, level: 0, claimable: 600 });
    expect(accrual.lines).toEqual([{ category: 'RNG', validBet: 200_000, rateBp: 30, amount: 600, claimed: 0 }]);
    const claims = await Promise.all([post('/wps/rebate/claim', m.headers), post('/wps/rebate/claim', m.headers)]);
    expect(claims.map((c) => c.json().value.granted).sort()).toEqual([0, 600]);
    expect((await get('/wps/rebate', m.headers)).json().value).toMatchObject({
      claimable: 0,
      lines: [{ amount: 600, claimed: 600 }],
    });

    await w.round(m.id, 100_000, 0, new Date(Math.max(t.at.getTime(), Date.now() - 30_000)), 'RNG');
    // The days up to yesterday are paid first, then today once it is over.
    await settleLoyaltyDays(app.db, app.merchantId, new Date(t.at.getTime() + REBATE_GRACE_MS + 60_000));
    const later = new Date(t.at.getTime() + DAY + REBATE_GRACE_MS + 60_000);
    await settleLoyaltyDays(app.db, app.merchantId, later);
    const all = await grantsOf(m.id, `rebate:${t.day}`);
    expect(all.map((g) => [g.sourceKey, g.amount]).sort()).toEqual([
      [`rebate:${t.day}:RNG`, 300],
      [`rebate:${t.day}:RNG:m1`, 600],
    ]);
  });

  test('without MANPLAYREB3 the manual rebate is not offered', async () => {
    const m = await fundedMember(app);
    const flags = (on: boolean) =>
      app.inject({ method: 'PUT', url: '/ops/flags', headers: opsHeaders, payload: { flags: { MANPLAYREB3: on } } });
    expect((await flags(false)).statusCode).toBe(200);
    try {
      for (const res of [await get('/wps/rebate', m.headers), await post('/wps/rebate/claim', m.headers)])
        expect([res.statusCode, res.json().code]).toEqual([403, 'FEATURE_DISABLED']);
    } finally {
      await flags(true);
    }
  });
});
