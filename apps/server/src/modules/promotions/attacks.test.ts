/**
 * Attacks on the money paths of promotions, the reward centre, VIP, the rebate and points (issue
 * 18 review). A passing test documents a defence; a `test.fails` is a bug that is still there: it
 * asserts the correct behaviour, fails today, and names the bug in its comment.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { injectSealed } from '../../test/login';
import { balanceOf, fundedMember } from '../../test/money';
import { writers } from '../figures/figures.fixtures';
import * as system from '../system/system.service';
import * as wallet from '../wallet/wallet.service';
import { bonusGrants } from '../wallet/wallet.tables';
import { claimManual, REBATE_GRACE_MS, settleLoyaltyDays } from './promotions.rebate';
import { businessDay, movePoints } from './promotions.service';
import {
  pointBalances,
  pointItems,
  pointMovements,
  pointRedemptions,
  promotionJoins,
  promotions,
  rewardGrants,
} from './promotions.tables';
import { clearOfMidnight } from '../../test/clock';

const app = await buildTestApp();
const w = writers(app);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const DAY = 86_400_000;
type Member = Awaited<ReturnType<typeof fundedMember>>;
type Headers = Record<string, string>;
type Reward = { id: number; amount: number; state: string; reason: string | null; source: string };

const get = (url: string, headers: Headers = {}) => app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers = {}, payload?: object) =>
  app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const put = (url: string, headers: Headers, payload: object) => app.inject({ method: 'PUT', url, headers, payload });
const promotionList = async () => (await get('/wps/promotions')).json().value.list as { id: number; terms: { kind: string } }[];
const idOf = async (kind: string) => (await promotionList()).find((p) => p.terms.kind === kind)!.id;
const rewards = async (m: Member, tab = 'claimable') =>
  (await get(`/wps/rewards?tab=${tab}`, m.headers)).json().value.list as Reward[];
const allRewards = async (m: Member) => [...(await rewards(m)), ...(await rewards(m, 'history'))];
const grantsOf = (memberId: number, prefix: string) =>
  app.db
    .select()
    .from(rewardGrants)
    .where(and(eq(rewardGrants.memberId, memberId), like(rewardGrants.sourceKey, `${prefix}%`)));
/** Members one after another (parallel sign-ins from one address count as failures: a captcha). */
async function members(n: number, opts: { funds?: number } = {}) {
  const out: Member[] = [];
  for (let i = 0; i < n; i++) out.push(await fundedMember(app, opts));
  return out;
}
/** A payout account of a number no other test uses. */
const bank = (m: Member, accountNumber: string, provider = 'Nabil Bank') =>
  post('/wps/payments/payout-accounts', m.headers, { kind: 'BANK', provider, accountName: 'Hari Prasad', accountNumber });
const offset = async () => (await system.getMerchant(app.db, app.merchantId)).utcOffsetMinutes;

/** A deposit credited to the member's wallet as the payments module credits an approved one. */
async function deposit(m: Member, amount: number) {
  const { currency } = await system.getMerchant(app.db, app.merchantId);
  await wallet.transfer(app.db, {
    merchantId: app.merchantId,
    from: await wallet.systemAccount(app.db, app.merchantId, 'deposits', currency),
    to: await wallet.walletOf(app.db, app.merchantId, m.id, currency),
    amount,
    idempotencyKey: `attack-deposit:${m.username}:${Math.random()}`,
    type: 'DEPOSIT',
    reason: 'deposit',
    actor: 'test',
  });
}

/** Every answer of a batch: no 500 among them. */
const no500 = (res: { statusCode: number; body: string }[]) =>
  expect(res.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);

let seq = 0;
const rid = (tag: string) => `${tag}-${Date.now().toString(36)}-${seq++}`;
const give = (m: Member, delta: number) =>
  app.db.transaction((tx) =>
    movePoints(tx, { merchantId: app.merchantId, memberId: m.id, kind: 'EARN', sourceKey: `atk:${rid('give')}`, delta }),
  );
const pointsOf = async (m: Member) => (await get('/wps/relay/MCS2_getPointBalance', m.headers)).json().value.points as number;
const redeem = (m: Member, body: Record<string, unknown>) =>
  injectSealed(app, {
    method: 'POST',
    url: '/wps/relay/MCS2_redeemPointReward',
    headers: m.headers,
    payload: { quantity: 1, paymentPassword: '654321', requestId: rid('rd'), ...body },
  });
const convert = (m: Member, body: Record<string, unknown>) =>
  injectSealed(app, {
    method: 'POST',
    url: '/wps/relay/convertPoint',
    headers: m.headers,
    payload: { paymentPassword: '654321', requestId: rid('cv'), ...body },
  });
const newItem = async (over: Record<string, unknown>) => {
  const res = await post('/ops/points/items', opsHeaders, {
    kind: 'GOODS',
    name: { en: 'Attack item' },
    imageUrl: '',
    points: 100,
    amount: 50_000,
    stock: null,
    perMemberLimit: null,
    minValidBet: 0,
    enabled: true,
    sequence: 50,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number };
};

/** An operator promotion of our own (the demo ones stay as the other tests expect them). */
const promotionInput = (terms: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
  type: 'DEPOSIT',
  title: { en: 'Attack promotion' },
  rules: { en: '<p>rules</p>' },
  bannerUrl: '',
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
  enabled: true,
  sequence: 99,
  terms,
  ...over,
});
const reloadTerms = {
  kind: 'RELOAD',
  matchPct: 100,
  cap: 10_000_00,
  minDeposit: 1_00,
  turnoverMultiple: 1,
  categories: null,
  claimDays: 7,
  maxPerDay: 20,
};

/** Waits until `n` statements wait for a lock (PostgreSQL only): the racers are where we want them. */
async function waitersReach(n: number) {
  for (let i = 0; i < 200; i++) {
    const r = (await app.db.execute(sql`select count(*)::int as n from pg_locks where not granted`)) as unknown as {
      rows: { n: number }[];
    };
    if (Number(r.rows[0]!.n) >= n) return;
    await new Promise((ok) => setTimeout(ok, 25));
  }
  throw new Error(`never ${n} waiters`);
}

afterEach(() => {
  vi.useRealTimers();
});

// Sign-ins, reloads and the rebate count the merchant's business day, which starts at its midnight
// (18:15 UTC at +05:45): a test that acts today and then expects today's answer must not straddle
// one. Start each clear of it (wait when under 10 s).
beforeEach(async () => {
  await clearOfMidnight(10, [await offset()]);
});

describe('reward centre: claims', () => {
  test('eight claims of one reward at once (tabs, nodes) pay it once; the bonus record is written once', async () => {
    const m = await fundedMember(app);
    await post(`/wps/promotions/${await idOf('FIRST_DEPOSIT')}/join`, m.headers);
    await deposit(m, 300_00);
    const [r] = await rewards(m);
    const before = await balanceOf(app, m.headers);
    const claims = await Promise.all(Array.from({ length: 8 }, () => post(`/wps/rewards/${r!.id}/claim`, m.headers)));
    no500(claims);
    expect(claims.filter((c) => c.statusCode === 200)).toHaveLength(1);
    expect(await balanceOf(app, m.headers)).toBe(before + 300_00);
    expect(await app.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, m.id))).toHaveLength(1);
  });

  test('odd and encoded reward ids are a 400 or a 404, never a 500, and claim nothing of anyone', async () => {
    const victim = await fundedMember(app);
    await post(`/wps/promotions/${await idOf('FIRST_DEPOSIT')}/join`, victim.headers);
    await deposit(victim, 200_00);
    const [theirs] = await rewards(victim);
    const thief = await fundedMember(app);
    const ids = [
      String(theirs!.id),
      encodeURIComponent(String(theirs!.id)),
      `%2F${theirs!.id}`,
      `${theirs!.id}%00`,
      `${theirs!.id}.0`,
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      '2147483648',
      '99999999999999999999',
      'NaN',
      '%20',
      '..%2F..%2Fops',
    ];
    const res = await Promise.all(ids.map((id) => post(`/wps/rewards/${id}/claim`, thief.headers)));
    no500(res);
    expect(res.filter((r) => r.statusCode === 200)).toEqual([]);
    expect((await rewards(victim)).map((r) => r.state)).toEqual(['CLAIM']);
    expect(await balanceOf(app, thief.headers)).toBe(0);
  });

  test('guests and trial accounts reach no money path of promotions, VIP, rebate or points', async () => {
    const trial = (await post('/wps/session/login/freeplay', {}, {})).json().value.token as string;
    const asTrial = { authorization: `Bearer ${trial}` };
    const id = await idOf('SIGN_IN');
    for (const headers of [{}, asTrial]) {
      const res = [
        await post(`/wps/promotions/${id}/join`, headers),
        await post(`/wps/promotions/${id}/sign`, headers),
        await post('/wps/rewards/1/claim', headers),
        await get('/wps/vip', headers),
        await get('/wps/rebate', headers),
        await post('/wps/rebate/claim', headers),
        await get('/wps/relay/MCS2_getPointBalance', headers),
        await get('/wps/relay/getRedeemPointList', headers),
        await get('/wps/relay/ODSFE2_MemTransDet', headers),
        await injectSealed(app, {
          method: 'POST',
          url: '/wps/relay/convertPoint',
          headers,
          payload: { points: 100, paymentPassword: '654321', requestId: rid('trial') },
        }),
      ];
      expect(res.map((r) => r.statusCode)).toEqual(Array(res.length).fill(headers === asTrial ? 403 : 401));
    }
  });

  test('a rejected or expired reward stays unclaimable, even racing', async () => {
    const m = await fundedMember(app);
    await post(`/wps/promotions/${await idOf('FIRST_DEPOSIT')}/join`, m.headers);
    await deposit(m, 150_00);
    const [r] = await rewards(m);
    await app.db.update(rewardGrants).set({ state: 'REJECTED', reason: 'DUPLICATE_DEVICE' }).where(eq(rewardGrants.id, r!.id));
    const res = await Promise.all([1, 2, 3].map(() => post(`/wps/rewards/${r!.id}/claim`, m.headers)));
    expect(res.map((x) => x.json().code)).toEqual(Array(3).fill('REWARD_NOT_CLAIMABLE'));
    await app.db
      .update(rewardGrants)
      .set({ state: 'CLAIM', reason: null, claimableUntil: sql`now() - interval '1 millisecond'` })
      .where(eq(rewardGrants.id, r!.id));
    expect((await post(`/wps/rewards/${r!.id}/claim`, m.headers)).json().code).toBe('REWARD_NOT_CLAIMABLE');
    expect(await balanceOf(app, m.headers)).toBe(150_00); // the deposit, no bonus
  });
});

describe('deposit promotions', () => {
  test('a deposit before joining earns nothing; joining after a deposit is refused; joins at once make one row', async () => {
    const first = await idOf('FIRST_DEPOSIT');
    const reload = await idOf('RELOAD');
    const m = await fundedMember(app);
    await deposit(m, 500_00);
    await deposit(m, 500_00); // a reload before joining
    const joins = await Promise.all([1, 2, 3].map(() => post(`/wps/promotions/${reload}/join`, m.headers)));
    no500(joins);
    expect(await app.db.select().from(promotionJoins).where(eq(promotionJoins.memberId, m.id))).toHaveLength(1);
    expect((await post(`/wps/promotions/${first}/join`, m.headers)).json().code).toBe('PROMOTION_NOT_ELIGIBLE');
    expect(await allRewards(m)).toEqual([]);
    await deposit(m, 500_00); // after joining: one reload bonus
    expect((await rewards(m)).map((r) => r.amount)).toEqual([50_00]);
  });

  test('the reload cap of a day holds however often the member looks between deposits', async () => {
    const m = await fundedMember(app);
    await deposit(m, 200_00);
    await post(`/wps/promotions/${await idOf('RELOAD')}/join`, m.headers);
    for (let i = 0; i < 6; i++) {
      await deposit(m, 1_000_00);
      await Promise.all([rewards(m), get('/wps/rewards/count', m.headers)]);
    }
    expect((await rewards(m)).map((r) => r.amount)).toEqual([100_00, 100_00, 100_00]);
  });

  test('a disabled promotion: no joins or sign-ins, no new grants; what was granted stays claimable', async () => {
    const created = await post('/ops/promotions', opsHeaders, promotionInput(reloadTerms));
    const p = created.json().value as { id: number };
    const m = await fundedMember(app);
    await deposit(m, 100_00);
    await post(`/wps/promotions/${p.id}/join`, m.headers);
    await deposit(m, 100_00);
    const [granted] = (await rewards(m)).filter((r) => r.amount === 100_00);
    expect(granted).toBeDefined();
    await put(`/ops/promotions/${p.id}`, opsHeaders, promotionInput(reloadTerms, { enabled: false }));
    await deposit(m, 100_00);
    expect((await rewards(m)).filter((r) => r.amount === 100_00)).toHaveLength(1);
    const other = await fundedMember(app);
    expect((await post(`/wps/promotions/${p.id}/join`, other.headers)).json().code).toBe('PROMOTION_NOT_FOUND');
    expect((await post(`/wps/promotions/${p.id}/sign`, other.headers)).json().code).toBe('PROMOTION_NOT_FOUND');
    expect((await post(`/wps/rewards/${granted!.id}/claim`, m.headers)).statusCode).toBe(200);
  });

  // Fixed (was a bug: deposit bonus priced at read time): grantDepositRewards (promotions.grants.ts ~line 87,
  // the `depositRewards` plan with `p.terms` as they are when the reward centre is next read) prices
  // a deposit with the promotion's terms of the moment the member (or anyone) next reads the reward
  // centre, not those in force when the deposit was made. An operator change after the deposit
  // (match 100% → 1%, here) silently changes a bonus already earned — and in the other direction a
  // member who waits for a better offer before looking gets it for old deposits; disabling or
  // ending the promotion before the member looks loses a bonus earned while it ran.
  test('a deposit’s bonus is priced by the terms in force when it was made, not when it is first looked at', async () => {
    const p = (await post('/ops/promotions', opsHeaders, promotionInput(reloadTerms))).json().value as { id: number };
    const m = await fundedMember(app);
    await deposit(m, 100_00);
    await post(`/wps/promotions/${p.id}/join`, m.headers);
    await deposit(m, 1_000_00); // earns 100% = 1,000.00 under the terms of now
    await put(`/ops/promotions/${p.id}`, opsHeaders, promotionInput({ ...reloadTerms, matchPct: 1 }));
    try {
      expect((await rewards(m)).map((r) => r.amount)).toEqual([1_000_00]);
    } finally {
      await put(`/ops/promotions/${p.id}`, opsHeaders, promotionInput(reloadTerms, { enabled: false }));
    }
  });
});

describe('first-deposit bonus once per person (decision 022)', () => {
  const joinAndDeposit = async (m: Member) => {
    await post(`/wps/promotions/${await idOf('FIRST_DEPOSIT')}/join`, m.headers);
    await deposit(m, 400_00);
  };

  test('a payout account removed before depositing still links the two accounts', async () => {
    const [a, b] = [await fundedMember(app), await fundedMember(app)];
    expect((await bank(a, 'RMV-000111')).statusCode).toBe(200);
    expect((await bank(b, 'RMV-000111')).statusCode).toBe(200);
    const bound = (await get('/wps/payments/payout-accounts', b.headers)).json().value[0].id as number;
    expect(
      (await app.inject({ method: 'DELETE', url: `/wps/payments/payout-accounts/${bound}`, headers: b.headers })).statusCode,
    ).toBe(200);
    await joinAndDeposit(a);
    await joinAndDeposit(b);
    expect((await allRewards(a)).map((r) => r.state)).toEqual(['CLAIM']);
    expect((await allRewards(b)).map((r) => [r.state, r.reason])).toEqual([['REJECTED', 'DUPLICATE_PAYOUT_ACCOUNT']]);
  });

  test('six linked accounts reading at once get one bonus between them', async () => {
    const ms = await members(6);
    for (const m of ms) expect((await bank(m, 'SIX-000222')).statusCode).toBe(200);
    for (const m of ms) await joinAndDeposit(m);
    const reads = await Promise.all(ms.flatMap((m) => [rewards(m), get('/wps/rewards/count', m.headers)]));
    expect(reads).toHaveLength(12);
    const states = (await Promise.all(ms.map(allRewards))).flat().map((r) => r.state);
    expect(states.sort()).toEqual(['CLAIM', 'REJECTED', 'REJECTED', 'REJECTED', 'REJECTED', 'REJECTED']);
  });

  // Fixed (was a bug: duplicate check compares raw text): payments.withdrawals.ts membersSharingPayoutAccount
  // (~line 330) links accounts only on the exact `provider` and `account_number` strings, while the
  // contract lets a member type the provider in any case and spacing and put `-` in the number
  // (CreatePayoutAccountRequest). "nabil bank" / "1234-567890" is the same bank account as
  // "Nabil Bank" / "1234567890", so the second account of one person takes the first-deposit
  // bonus again — the strong signal of decision 022 is bypassed by typing.
  test('the same bank account typed differently still links the accounts', async () => {
    const [a, b] = [await fundedMember(app), await fundedMember(app)];
    expect((await bank(a, '00112233445', 'Nabil Bank')).statusCode).toBe(200);
    expect((await bank(b, '0011-2233-445', 'nabil  bank')).statusCode).toBe(200);
    await joinAndDeposit(a);
    await joinAndDeposit(b);
    expect((await allRewards(a)).map((r) => r.state)).toEqual(['CLAIM']);
    expect((await allRewards(b)).map((r) => [r.state, r.reason])).toEqual([['REJECTED', 'DUPLICATE_PAYOUT_ACCOUNT']]);
  });
});

describe('daily sign-in', () => {
  test('ten sign-ins at once make one row and one reward; a deposit promotion has no sign-in', async () => {
    const m = await fundedMember(app);
    const id = await idOf('SIGN_IN');
    const res = await Promise.all(Array.from({ length: 10 }, () => post(`/wps/promotions/${id}/sign`, m.headers)));
    no500(res);
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await grantsOf(m.id, `p${id}:sign:`)).map((g) => g.amount)).toEqual([1_00]);
    expect((await post(`/wps/promotions/${await idOf('RELOAD')}/sign`, m.headers)).json().code).toBe('PROMOTION_NOT_ELIGIBLE');
    expect((await post(`/wps/promotions/${id}/join`, m.headers)).json().code).toBe('PROMOTION_NOT_ELIGIBLE');
  });
});

describe('VIP', () => {
  test('many looks at once grant each level’s upgrade bonus once', async () => {
    const m = await fundedMember(app, { funds: 2_000_000 });
    await w.round(m.id, 1_200_000, 0, new Date());
    await w.money(m.id, 'DEPOSIT', 150_000, new Date());
    const looks = await Promise.all(Array.from({ length: 8 }, () => get('/wps/vip', m.headers)));
    no500(looks);
    expect((await grantsOf(m.id, 'vip:')).map((g) => g.sourceKey)).toEqual(['vip:1']);
  });
});

describe('rebate', () => {
  test('two nodes settling a day at once pay it once; manual claims at once claim once', async () => {
    const m = await fundedMember(app, { funds: 1_000_000 });
    const o = await offset();
    const today = businessDay(new Date(), o);
    const start = Date.parse(`${today}T00:00:00Z`) - o * 60_000;
    await w.round(m.id, 100_000, 0, new Date(Math.max(start, Date.now() - 60_000)), 'RNG');
    const claims = await Promise.all(Array.from({ length: 6 }, () => post('/wps/rebate/claim', m.headers)));
    no500(claims);
    expect(claims.map((c) => c.json().value.granted).sort((a, b) => b - a)).toEqual([300, 0, 0, 0, 0, 0]);
    const settle = new Date(start + DAY + REBATE_GRACE_MS + 60_000);
    const runs = await Promise.all([1, 2, 3, 4].map(() => settleLoyaltyDays(app.db, app.merchantId, settle)));
    expect(runs.reduce((s, r) => s + r.days, 0)).toBeGreaterThanOrEqual(1);
    await settleLoyaltyDays(app.db, app.merchantId, settle);
    // The day's 300 was claimed by hand: the settlement pays nothing more for it.
    expect((await grantsOf(m.id, `rebate:${today}:`)).map((g) => [g.sourceKey, g.amount])).toEqual([
      [`rebate:${today}:RNG:m1`, 300],
    ]);
  });

  // Fixed (was a bug: manual rebate of a settled day): promotions.rebate.ts claimManual (~line 70) never checks
  // that its business day is still open: it takes only the member's lock, not the loyalty job's,
  // and does not look at `loyalty_days`. A claim whose clock still reads the day (a node behind
  // by more than REBATE_GRACE_MS, or a claim stalled past the grace) after the job has paid that
  // day pays the day's rebate a second time (`rebate:<day>:RNG` and `rebate:<day>:RNG:m1`).
  test('a manual claim of a day the job already settled pays nothing more', async () => {
    const m = await fundedMember(app, { funds: 1_000_000 });
    const o = await offset();
    // A day after the one the test above settled: the job pays the days up to it in one run.
    const day = businessDay(new Date(Date.now() + 2 * DAY), o);
    const start = Date.parse(`${day}T00:00:00Z`) - o * 60_000;
    await w.round(m.id, 200_000, 0, new Date(start + 3_600_000), 'RNG');
    await settleLoyaltyDays(app.db, app.merchantId, new Date(start + DAY + REBATE_GRACE_MS + 60_000));
    expect((await grantsOf(m.id, `rebate:${day}:`)).map((g) => g.amount)).toEqual([600]);
    // A node whose clock still reads that day handles the member's claim.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(start + DAY - 1_000));
    const late = await claimManual(app.db, app.merchantId, m.id);
    vi.useRealTimers();
    expect(late.granted).toBe(0);
    expect((await grantsOf(m.id, `rebate:${day}:`)).reduce((s, g) => s + g.amount, 0)).toBe(600);
  });
});

describe('points: convert', () => {
  test('one request id sent five times at once converts once', async () => {
    const m = await fundedMember(app);
    await give(m, 1_000);
    const requestId = rid('same');
    const res = await Promise.all(Array.from({ length: 5 }, () => convert(m, { points: 1_000, requestId })));
    no500(res);
    expect(res.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await pointsOf(m)).toBe(0);
    expect(await balanceOf(app, m.headers)).toBe(1_200);
  });

  test('the same request id with other terms moves nothing; different ids racing on one balance spend it once', async () => {
    const m = await fundedMember(app);
    await give(m, 1_000);
    const requestId = rid('terms');
    expect((await convert(m, { points: 500, requestId })).statusCode).toBe(200);
    const other = await convert(m, { points: 200, requestId });
    expect(other.statusCode).toBeLessThan(500);
    expect(await pointsOf(m)).toBe(500);
    expect(await balanceOf(app, m.headers)).toBe(500);

    const race = await Promise.all(Array.from({ length: 4 }, () => convert(m, { points: 500 })));
    no500(race);
    expect(race.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code)).sort()).toEqual([
      'POINTS_INSUFFICIENT',
      'POINTS_INSUFFICIENT',
      'POINTS_INSUFFICIENT',
      'ok',
    ]);
    expect(await pointsOf(m)).toBe(0);
    expect(await balanceOf(app, m.headers)).toBe(1_000);
    const [bal] = await app.db.select().from(pointBalances).where(eq(pointBalances.memberId, m.id));
    expect(bal!.balance).toBe(0);
  });

  test('zero, negative, fractional, huge, string and extra inputs are refused as input, never a 500', async () => {
    const m = await fundedMember(app);
    await give(m, 500);
    const bodies: Record<string, unknown>[] = [
      { points: 0 },
      { points: -1_000 },
      { points: 100.5 },
      { points: 1e9 },
      { points: Number.MAX_SAFE_INTEGER },
      { points: '100' },
      { points: 100, requestId: 'short' },
      { points: 100, requestId: '../../etc/passwd' },
      { points: 100, requestId: `${'x'.repeat(65)}` },
      { points: 100, memberId: 1 },
      { points: 100, paymentPassword: '' },
    ];
    const res = await Promise.all(bodies.map((b) => convert(m, b)));
    no500(res);
    expect(res.map((r) => r.statusCode).every((s) => s >= 400 && s < 500)).toBe(true);
    expect(await pointsOf(m)).toBe(500);
    expect(await balanceOf(app, m.headers)).toBe(0);
  });
});

describe('points: mall', () => {
  test('bad quantities and items are refused as input; a disabled or sold-out item takes nothing', async () => {
    const m = await fundedMember(app);
    await give(m, 10_000);
    const item = await newItem({ stock: 1 });
    const res = await Promise.all([0, -1, 1.5, 101, 1e308, '1'].map((quantity) => redeem(m, { itemId: item.id, quantity })));
    no500(res);
    expect(res.map((r) => r.statusCode).every((s) => s === 400)).toBe(true);
    const bad = await Promise.all([0, -5, 2_147_483_648, 'x'].map((itemId) => redeem(m, { itemId })));
    no500(bad);
    const off = await newItem({ enabled: false });
    expect((await redeem(m, { itemId: off.id })).json().code).toBe('POINT_ITEM_UNAVAILABLE');
    expect((await redeem(m, { itemId: item.id, quantity: 2 })).json().code).toBe('POINT_ITEM_UNAVAILABLE');
    expect(await pointsOf(m)).toBe(10_000);
    const [row] = await app.db.select().from(pointItems).where(eq(pointItems.id, item.id));
    expect(row!.stock).toBe(1);
  });

  test('members racing for the last three of an item get three; stock never goes below zero', async () => {
    const item = await newItem({ stock: 3 });
    const ms = await members(6);
    for (const m of ms) await give(m, 1_000);
    const res = await Promise.all(ms.map((m) => redeem(m, { itemId: item.id })));
    no500(res);
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const [row] = await app.db.select().from(pointItems).where(eq(pointItems.id, item.id));
    expect(row!.stock).toBe(0);
    expect((await Promise.all(ms.map(pointsOf))).reduce((s, p) => s + p, 0)).toBe(6_000 - 300);
  });

  test('one member racing with different request ids: the per-member limit and the balance hold', async () => {
    const limited = await newItem({ perMemberLimit: 2, points: 100 });
    const m = await fundedMember(app);
    await give(m, 1_000);
    const res = await Promise.all(Array.from({ length: 5 }, () => redeem(m, { itemId: limited.id })));
    no500(res);
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(await pointsOf(m)).toBe(800);

    const dear = await newItem({ points: 400 });
    const more = await Promise.all(Array.from({ length: 4 }, () => redeem(m, { itemId: dear.id })));
    no500(more);
    expect(more.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(await pointsOf(m)).toBe(0);
  });

  test('a cash item redeemed with one request id, sent again with other terms, answers the first and pays once', async () => {
    const cash = await newItem({ kind: 'CASH', amount: 700, points: 300 });
    const m = await fundedMember(app);
    await give(m, 1_000);
    const requestId = rid('cash');
    const first = await redeem(m, { itemId: cash.id, requestId });
    const again = await redeem(m, { itemId: cash.id, requestId, quantity: 3 });
    expect(again.json().value.redemption.id).toBe(first.json().value.redemption.id);
    expect(await balanceOf(app, m.headers)).toBe(700);
    expect(await pointsOf(m)).toBe(700);
  });

  // Fixed (was a bug: double click of a redemption on PostgreSQL): promotions.mall.ts redeem (~line 106) looks for
  // the request id before it takes the item's row, with no lock: two sends of one request (a double
  // click, a retry over a slow link) both find nothing, both take the stock, and the second's insert
  // breaks the (member, request_id) unique index — a 500 INTERNAL_ERROR instead of the first
  // result the contract promises. Made deterministic by holding the item's row until both wait.
  test.runIf(onPostgres)('a double-clicked redemption answers the first result twice, never a 500', async () => {
    const item = await newItem({ points: 100 });
    const m = await fundedMember(app);
    await give(m, 1_000);
    const requestId = rid('dbl');
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    const holder = app.db.transaction(async (tx) => {
      await tx.execute(sql`select id from point_items where id = ${item.id}::int for update`);
      await held;
    });
    const sends = Promise.all([redeem(m, { itemId: item.id, requestId }), redeem(m, { itemId: item.id, requestId })]);
    await waitersReach(2);
    release();
    await holder;
    const res = await sends;
    expect(res.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await pointsOf(m)).toBe(900);
    expect(
      await app.db
        .select()
        .from(pointRedemptions)
        .where(and(eq(pointRedemptions.memberId, m.id), eq(pointRedemptions.requestId, requestId))),
    ).toHaveLength(1);
  });

  test('the operator rejects a redemption once however many decide at once; approve after reject is refused', async () => {
    const item = await newItem({ stock: 2, points: 200 });
    const m = await fundedMember(app);
    await give(m, 500);
    const r = (await redeem(m, { itemId: item.id, quantity: 2, delivery: '<img src=x onerror=alert(1)>' })).json().value
      .redemption as { id: number };
    expect(await pointsOf(m)).toBe(100);
    const decide = (what: string) => post(`/ops/points/redemptions/${r.id}/${what}`, opsHeaders, { remark: 'x' });
    const res = await Promise.all([decide('reject'), decide('reject'), decide('reject'), decide('approve')]);
    no500(res);
    expect(res.filter((x) => x.statusCode === 200)).toHaveLength(1);
    const [row] = await app.db.select().from(pointRedemptions).where(eq(pointRedemptions.id, r.id));
    const [it] = await app.db.select().from(pointItems).where(eq(pointItems.id, item.id));
    if (row!.status === 'REJECTED') {
      expect([await pointsOf(m), it!.stock]).toEqual([500, 2]);
    } else {
      expect([await pointsOf(m), it!.stock]).toEqual([100, 0]);
    }
    const refunds = await app.db
      .select()
      .from(pointMovements)
      .where(and(eq(pointMovements.memberId, m.id), eq(pointMovements.kind, 'REFUND')));
    expect(refunds.length).toBeLessThanOrEqual(1);
  });

  test('a member reads only their own redemptions and point movements', async () => {
    const item = await newItem({ points: 10 });
    const [a, b] = [await fundedMember(app), await fundedMember(app)];
    await give(a, 100);
    await redeem(a, { itemId: item.id, delivery: 'secret address of a' });
    const bList = (await get('/wps/relay/getRedeemPointList', b.headers)).json().value;
    const bMoves = (await get('/wps/relay/ODSFE2_MemTransDet', b.headers)).json().value;
    expect([bList.total, bMoves.total]).toEqual([0, 0]);
    expect((await get('/wps/relay/getRedeemPointList?memberId=' + a.id, b.headers)).statusCode).toBe(400);
  });
});

describe('HTML in operator texts', () => {
  test('rules are cleaned on the way out even when stored raw; titles and names are text, returned as written', async () => {
    const evil =
      '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a><svg onload=alert(4)>';
    const p = (
      await post('/ops/promotions', opsHeaders, promotionInput(reloadTerms, { title: { en: '<img src=x onerror=alert(5)>' } }))
    ).json().value as { id: number; rules: Record<string, string> };
    // Stored raw behind the operator API's back: still cleaned when served.
    await app.db
      .update(promotions)
      .set({ rules: { en: evil } })
      .where(eq(promotions.id, p.id));
    const card = (await promotionList()).find((x) => x.id === p.id) as unknown as { title: string; rules: string };
    for (const bad of ['<script', 'onerror', 'javascript:', 'onload', '<svg']) expect(card.rules).not.toContain(bad);
    expect(card.title).toBe('<img src=x onerror=alert(5)>'); // text: the web renders it as text, never as HTML
    await put(`/ops/promotions/${p.id}`, opsHeaders, promotionInput(reloadTerms, { enabled: false }));

    const settings = (await get('/ops/points/settings', opsHeaders)).json().value;
    const saved = await put('/ops/points/settings', opsHeaders, { ...settings, rules: { en: evil } });
    expect(saved.statusCode, saved.body).toBe(200);
    const rules = (await get('/wps/relay/getPointConfig')).json().value.rules as string;
    for (const bad of ['<script', 'onerror', 'javascript:', 'onload', '<svg']) expect(rules).not.toContain(bad);
    await put('/ops/points/settings', opsHeaders, settings);
  });
});
