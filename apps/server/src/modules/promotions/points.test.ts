import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { injectSealed } from '../../test/login';
import { balanceOf, fundedMember } from '../../test/money';
import { writers } from '../figures/figures.fixtures';
import * as system from '../system/system.service';
import { REBATE_GRACE_MS, settleLoyaltyDays } from './promotions.rebate';
import { businessDay, movePoints } from './promotions.service';
import { pointMovements } from './promotions.tables';

const app = await buildTestApp();
type Member = Awaited<ReturnType<typeof fundedMember>>;
type Item = { id: number; name: string; points: number; stock: number | null; available: boolean; redeemed: number };
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const pointsOf = async (m: Member) => (await get('/wps/relay/MCS2_getPointBalance', m.headers)).json().value.points as number;
const mall = async (m?: Member) => (await get('/wps/relay/getPointReward', m?.headers)).json().value.list as Item[];
const give = (m: Member, delta: number) =>
  app.db.transaction((tx) =>
    movePoints(tx, { merchantId: app.merchantId, memberId: m.id, kind: 'EARN', sourceKey: `t:${Math.random()}`, delta }),
  );
let seq = 0;
const redeem = (m: Member, body: Record<string, unknown>) =>
  injectSealed(app, {
    method: 'POST',
    url: '/wps/relay/MCS2_redeemPointReward',
    headers: m.headers,
    payload: { quantity: 1, paymentPassword: '654321', requestId: `req-${Date.now()}-${seq++}`, ...body },
  });
const convert = (m: Member, points: number, requestId = `cv-${Date.now()}-${seq++}`) =>
  injectSealed(app, {
    method: 'POST',
    url: '/wps/relay/convertPoint',
    headers: m.headers,
    payload: { points, paymentPassword: '654321', requestId },
  });
const newItem = async (over: Record<string, unknown>) =>
  (
    await app.inject({
      method: 'POST',
      url: '/ops/points/items',
      headers: opsHeaders,
      payload: {
        kind: 'GOODS',
        name: { en: 'Cap' },
        imageUrl: '',
        points: 100,
        amount: 50_000,
        stock: null,
        perMemberLimit: null,
        minValidBet: 0,
        enabled: true,
        sequence: 1,
        ...over,
      },
    })
  ).json().value as { id: number };

describe('points mall', () => {
  test('guests browse the items and the rules; nothing is available to them', async () => {
    const items = await mall();
    expect(items.map((i) => [i.name, i.points, i.available])).toEqual([
      ['Cash 50', 5_000, false],
      ['Jade T-shirt', 20_000, false],
      ['Cash 500', 45_000, false],
      ['Bluetooth earbuds', 131_000, false],
    ]);
    const config = (await get('/wps/relay/getPointConfig?lang=ne')).json().value;
    expect(config).toMatchObject({ earnPer100: 1, exchange: [{ fromPoints: 100, rate: 100 }, {}, {}] });
    expect(config.rules).toContain('अंक');
    expect((await get('/wps/relay/MCS2_getPointBalance')).statusCode).toBe(401);
  });

  test('a cash item credits its money once per request, with the payment password; points never go below zero', async () => {
    const m = await fundedMember(app);
    await give(m, 12_000);
    const cash = (await mall(m)).find((i) => i.name === 'Cash 50')!;
    expect(cash.available).toBe(true);
    const wrong = await redeem(m, { itemId: cash.id, paymentPassword: '000000' });
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_WRONG');
    const body = { itemId: cash.id, requestId: 'same-request-1' };
    const first = await redeem(m, body);
    expect(first.json().value).toMatchObject({
      points: 7_000,
      balance: 5_000,
      redemption: { status: 'APPROVED', points: 5_000 },
    });
    const again = await redeem(m, body);
    expect(again.json().value.redemption.id).toBe(first.json().value.redemption.id);
    expect(await balanceOf(app, m.headers)).toBe(5_000);
    expect(await pointsOf(m)).toBe(7_000);
    const two = await redeem(m, { itemId: cash.id, quantity: 2 });
    expect(two.json().code).toBe('POINTS_INSUFFICIENT');
    expect(await pointsOf(m)).toBe(7_000);
    const history = (await get('/wps/relay/getRedeemPointList', m.headers)).json().value;
    expect(history.list).toHaveLength(1);
    const details = (await get('/wps/relay/ODSFE2_MemTransDet', m.headers)).json().value.list;
    expect(details.map((d: { kind: string; delta: number; balanceAfter: number }) => [d.kind, d.delta, d.balanceAfter])).toEqual([
      ['REDEEM', -5_000, 7_000],
      ['EARN', 12_000, 12_000],
    ]);
  });

  test('the last item in stock goes to one of two racing members; a per-member limit and the valid-bet requirement hold', async () => {
    const last = await newItem({ stock: 1 });
    const [a, b] = [await fundedMember(app), await fundedMember(app)];
    await give(a, 1_000);
    await give(b, 1_000);
    const race = await Promise.all([redeem(a, { itemId: last.id }), redeem(b, { itemId: last.id })]);
    expect(race.map((r) => (r.statusCode === 200 ? r.json().value.redemption.status : r.json().code)).sort()).toEqual([
      'IN_PROCESS',
      'POINT_ITEM_UNAVAILABLE',
    ]);
    expect((await mall(a)).find((i) => i.id === last.id)!.stock).toBe(0);
    expect((await pointsOf(a)) + (await pointsOf(b))).toBe(1_900);

    const once = await newItem({ perMemberLimit: 1 });
    expect((await redeem(a, { itemId: once.id })).statusCode).toBe(200);
    expect((await redeem(a, { itemId: once.id })).json().code).toBe('POINT_LIMIT_REACHED');
    const vip = await newItem({ minValidBet: 1_000_00 });
    expect((await redeem(a, { itemId: vip.id })).json().code).toBe('POINT_REQUIREMENT_NOT_MET');
    expect((await redeem(a, { itemId: 999_999 })).json().code).toBe('POINT_ITEM_NOT_FOUND');
  });

  test('the operator rejects goods once, giving back the points and the stock', async () => {
    const item = await newItem({ stock: 3 });
    const m = await fundedMember(app);
    await give(m, 500);
    const r = (await redeem(m, { itemId: item.id, quantity: 2, delivery: 'Thamel, Kathmandu' })).json().value.redemption;
    expect(await pointsOf(m)).toBe(300);
    const queue = (await get('/ops/points/redemptions?status=IN_PROCESS', opsHeaders)).json().value.list;
    expect(queue.find((x: { id: number }) => x.id === r.id)).toMatchObject({
      username: m.username,
      delivery: 'Thamel, Kathmandu',
    });
    const decide = (what: string) =>
      app.inject({
        method: 'POST',
        url: `/ops/points/redemptions/${r.id}/${what}`,
        headers: opsHeaders,
        payload: { remark: 'no' },
      });
    expect((await decide('reject')).json().value).toMatchObject({ status: 'REJECTED', remark: 'no' });
    expect((await decide('approve')).json().code).toBe('REDEMPTION_DECIDED');
    expect(await pointsOf(m)).toBe(500);
    expect((await mall(m)).find((i) => i.id === item.id)!.stock).toBe(3);
  });
});

describe('points', () => {
  test('convert at the tier the amount reaches, once per request', async () => {
    const m = await fundedMember(app);
    await give(m, 1_500);
    expect((await convert(m, 99)).json().code).toBe('POINTS_BELOW_TIER');
    const res = await convert(m, 1_000, 'cv-once-0001');
    expect(res.json().value).toMatchObject({ points: 500, amount: 1_200, balance: 1_200 });
    expect((await convert(m, 1_000, 'cv-once-0001')).json().value.balance).toBe(1_200);
    expect(await balanceOf(app, m.headers)).toBe(1_200);
    expect((await convert(m, 600)).json().code).toBe('POINTS_INSUFFICIENT');
  });

  test('a settled business day earns points on its valid bet, once', async () => {
    const m = await fundedMember(app, { funds: 5_000_000 });
    const o = (await system.getMerchant(app.db, app.merchantId)).utcOffsetMinutes;
    const day = businessDay(new Date(Date.now() - 86_400_000), o);
    const start = Date.parse(`${day}T00:00:00Z`) - o * 60_000;
    await writers(app).round(m.id, 2_345_000, 0, new Date(start + 3_600_000));
    const now = new Date(start + 86_400_000 + REBATE_GRACE_MS + 60_000);
    await settleLoyaltyDays(app.db, app.merchantId, now);
    await settleLoyaltyDays(app.db, app.merchantId, now);
    expect(await pointsOf(m)).toBe(234);
    const rows = await app.db.select().from(pointMovements).where(eq(pointMovements.memberId, m.id));
    expect(rows.map((r) => [r.sourceKey, r.delta, r.balanceAfter])).toEqual([[`earn:${day}`, 234, 234]]);
  });

  test('without PTSYS3 nothing of the points is offered', async () => {
    const m = await fundedMember(app);
    const flags = (on: boolean) =>
      app.inject({ method: 'PUT', url: '/ops/flags', headers: opsHeaders, payload: { flags: { PTSYS3: on } } });
    await flags(false);
    try {
      for (const res of [
        await get('/wps/relay/getPointReward'),
        await get('/wps/relay/MCS2_getPointBalance', m.headers),
        await convert(m, 100),
      ])
        expect([res.statusCode, res.json().code]).toEqual([403, 'FEATURE_DISABLED']);
    } finally {
      await flags(true);
    }
  });
});
