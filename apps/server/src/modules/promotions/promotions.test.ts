import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { balanceOf, fundedMember, payoutAccount } from '../../test/money';
import { accounts } from '../members/members.tables';
import * as system from '../system/system.service';
import * as wallet from '../wallet/wallet.service';
import { bonusGrants } from '../wallet/wallet.tables';
import { businessDay } from './promotions.service';
import { promotionSignIns, rewardGrants } from './promotions.tables';
import { clearOfMidnight } from '../../test/clock';

const app = await buildTestApp();
type Member = Awaited<ReturnType<typeof fundedMember>>;
type Headers = Record<string, string>;
type Cost = { granted: number; claimed: number; claimedAmount: number };

const get = (url: string, headers: Headers = {}) => app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers = {}, payload?: unknown) =>
  app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const list = async (headers: Headers = {}, type = 'ALL') =>
  (await get(`/wps/promotions?type=${type}`, headers)).json().value.list as {
    id: number;
    title: string;
    state: string;
    terms: { kind: string };
  }[];
const idOf = async (kind: string) => (await list()).find((p) => p.terms.kind === kind)!.id;
const rewards = async (m: Member, tab = 'claimable') =>
  (await get(`/wps/rewards?tab=${tab}`, m.headers)).json().value as {
    list: { id: number; amount: number; turnover: number; turnoverDone: number; state: string }[];
    claimable: number;
  };

/** A deposit credited to the member's wallet as the payments module credits an approved one. */
async function deposit(m: Member, amount: number, key = `${m.username}:${Math.random()}`) {
  const { currency } = await system.getMerchant(app.db, app.merchantId);
  await wallet.transfer(app.db, {
    merchantId: app.merchantId,
    from: await wallet.systemAccount(app.db, app.merchantId, 'deposits', currency),
    to: await wallet.walletOf(app.db, app.merchantId, m.id, currency),
    amount,
    idempotencyKey: `test-deposit:${key}`,
    type: 'DEPOSIT',
    reason: 'deposit',
    actor: 'test',
  });
}

// Sign-ins and reloads count the merchant's business day, which starts at its midnight (18:15 UTC
// at +05:45): a test that signs or deposits and then expects the same day's answer must not
// straddle one. Start each clear of it (wait when under 10 s).
beforeEach(async () => {
  await clearOfMidnight(10, [(await system.getMerchant(app.db, app.merchantId)).utcOffsetMinutes]);
});

describe('promotions page', () => {
  test('guests read every running promotion, filtered by type, with its rules cleaned', async () => {
    const all = await list();
    expect(all.map((p) => [p.terms.kind, p.state])).toEqual([
      ['FIRST_DEPOSIT', 'JOIN'],
      ['RELOAD', 'JOIN'],
      ['SIGN_IN', 'CLAIM'],
      ['APPLY', 'JOIN'],
    ]);
    expect((await list({}, 'DEPOSIT')).map((p) => p.terms.kind)).toEqual(['FIRST_DEPOSIT', 'RELOAD']);
    expect(await list({}, 'RANKING')).toEqual([]);
    expect((await get('/wps/promotions?type=NOPE')).json().code).toBe('VALIDATION_FAILED');
    const ne = (await get('/wps/promotions?lang=ne')).json().value.list[0];
    expect(ne.title).toBe('पहिलो जम्मा बोनस १००%');
  });

  test('guests and trial accounts cannot join, sign in or see rewards', async () => {
    const id = await idOf('FIRST_DEPOSIT');
    expect((await post(`/wps/promotions/${id}/join`)).statusCode).toBe(401);
    const trial = (await post('/wps/session/login/freeplay', {}, {})).json().value.token;
    const asTrial = { authorization: `Bearer ${trial}` };
    for (const res of [
      await post(`/wps/promotions/${id}/join`, asTrial),
      await post(`/wps/promotions/${await idOf('SIGN_IN')}/sign`, asTrial),
      await get('/wps/rewards', asTrial),
      await get('/wps/rewards/count', asTrial),
    ])
      expect([res.statusCode, res.json().code]).toEqual([403, 'AUTH_TRIAL_NOT_ALLOWED']);
    // A trial account reads the promotions as a guest does.
    expect((await list(asTrial)).map((p) => p.state)).toEqual(['JOIN', 'JOIN', 'CLAIM', 'JOIN']);
  });
});

describe('first-deposit bonus', () => {
  test('a joined member’s first deposit earns the capped match, claimed once into the wallet with its turnover', async () => {
    const m = await fundedMember(app);
    const id = await idOf('FIRST_DEPOSIT');
    const joined = await post(`/wps/promotions/${id}/join`, m.headers);
    expect(joined.json().value).toMatchObject({ state: 'JOINED', progress: { joinedAt: expect.any(String) } });
    expect((await post(`/wps/promotions/${id}/join`, m.headers)).json().value.state).toBe('JOINED');
    expect((await get('/wps/rewards/count', m.headers)).json().value.count).toBe(0);

    await deposit(m, 2_500_00);
    await deposit(m, 3_000_00); // not the first: nothing more
    expect((await get('/wps/rewards/count', m.headers)).json().value.count).toBe(1);
    const [reward] = (await rewards(m)).list;
    expect(reward).toMatchObject({ amount: 1_000_00, turnover: 5_000_00, state: 'CLAIM' });

    const before = await balanceOf(app, m.headers);
    const claims = await Promise.all([1, 2, 3, 4].map(() => post(`/wps/rewards/${reward!.id}/claim`, m.headers)));
    expect(claims.map((c) => c.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(claims.filter((c) => c.statusCode === 409).map((c) => c.json().code)).toEqual(Array(3).fill('REWARD_NOT_CLAIMABLE'));
    expect(await balanceOf(app, m.headers)).toBe(before + 1_000_00);
    const [grant] = await app.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, m.id));
    expect(grant).toMatchObject({ amount: 1_000_00, turnoverRequired: 5_000_00, status: 'ACTIVE', categories: null });
    expect((await rewards(m, 'history')).list).toEqual([expect.objectContaining({ state: 'CLAIMED', turnoverDone: 0 })]);
    expect((await get('/wps/rewards/count', m.headers)).json().value.count).toBe(0);
  });

  test('a member who has deposited cannot join it; a deposit below the minimum earns nothing', async () => {
    const id = await idOf('FIRST_DEPOSIT');
    const old = await fundedMember(app);
    await deposit(old, 500_00);
    expect((await post(`/wps/promotions/${id}/join`, old.headers)).json().code).toBe('PROMOTION_NOT_ELIGIBLE');
    const small = await fundedMember(app);
    await post(`/wps/promotions/${id}/join`, small.headers);
    await deposit(small, 99_99);
    await deposit(small, 500_00);
    expect((await rewards(small)).claimable).toBe(0);
  });

  test('someone else’s reward, an unknown one and an expired one are refused, and nothing moves', async () => {
    const m = await fundedMember(app);
    const other = await fundedMember(app);
    await post(`/wps/promotions/${await idOf('FIRST_DEPOSIT')}/join`, m.headers);
    await deposit(m, 200_00);
    const [reward] = (await rewards(m)).list;
    expect(reward!.amount).toBe(200_00);
    expect((await post(`/wps/rewards/${reward!.id}/claim`, other.headers)).json().code).toBe('REWARD_NOT_FOUND');
    expect((await post('/wps/rewards/99999999/claim', m.headers)).json().code).toBe('REWARD_NOT_FOUND');
    expect((await post('/wps/rewards/abc/claim', m.headers)).json().code).toBe('VALIDATION_FAILED');
    await app.db
      .update(rewardGrants)
      .set({ claimableUntil: sql`now() - interval '1 second'` })
      .where(eq(rewardGrants.id, reward!.id));
    const before = await balanceOf(app, m.headers);
    expect((await post(`/wps/rewards/${reward!.id}/claim`, m.headers)).json().code).toBe('REWARD_NOT_CLAIMABLE');
    expect(await balanceOf(app, m.headers)).toBe(before);
    expect((await rewards(m, 'history')).list.map((r) => r.state)).toEqual(['CLOSED']);
    expect((await get('/wps/rewards/count', m.headers)).json().value.count).toBe(0);
  });
});

describe('first-deposit bonus, once per person', () => {
  const firstOf = async (m: Member) => {
    await post(`/wps/promotions/${await idOf('FIRST_DEPOSIT')}/join`, m.headers);
    await deposit(m, 400_00);
  };

  test('a second account registered from the same address has its bonus rejected, with the reason', async () => {
    const [a, b] = [await fundedMember(app), await fundedMember(app)];
    await app.db
      .update(accounts)
      .set({ registerIp: '203.0.113.77' })
      .where(inArray(accounts.id, [a.id, b.id]));
    await firstOf(a);
    await firstOf(b);
    // a looks first (so a's bonus is the first; at the same moment either could be).
    const ra = await rewards(a);
    const rb = await rewards(b);
    expect(ra.list.map((r) => r.state)).toEqual(['CLAIM']);
    expect(rb.claimable).toBe(0);
    const history = (await rewards(b, 'history')).list;
    expect(history).toEqual([expect.objectContaining({ state: 'REJECTED', reason: 'DUPLICATE_DEVICE', amount: 400_00 })]);
    expect((await post(`/wps/rewards/${history[0]!.id}/claim`, b.headers)).json().code).toBe('REWARD_NOT_CLAIMABLE');
    const [row] = await app.db.select().from(rewardGrants).where(eq(rewardGrants.id, history[0]!.id));
    expect(row!.firstMemberId).toBe(a.id);
  });

  test('two accounts paid to one bank account, depositing at once, get one bonus between them', async () => {
    const [a, b] = [await fundedMember(app), await fundedMember(app)];
    await payoutAccount(app, a.headers, 'Same Person');
    await payoutAccount(app, b.headers, 'Same Person');
    for (const m of [a, b]) {
      await post(`/wps/promotions/${await idOf('FIRST_DEPOSIT')}/join`, m.headers);
      await deposit(m, 300_00);
    }
    // Both look at once: the grants race under the promotion's lock.
    await Promise.all([rewards(a), rewards(b), rewards(a), rewards(b)]);
    const states = [
      ...(await rewards(a)).list,
      ...(await rewards(a, 'history')).list,
      ...(await rewards(b)).list,
      ...(await rewards(b, 'history')).list,
    ]
      .map((r) => r.state)
      .sort();
    expect(states).toEqual(['CLAIM', 'REJECTED']);
    const rejected = [...(await rewards(a, 'history')).list, ...(await rewards(b, 'history')).list][0];
    expect(rejected).toMatchObject({ reason: 'DUPLICATE_PAYOUT_ACCOUNT' });
  });

  test('unrelated accounts each get their own', async () => {
    const [a, b] = [await fundedMember(app), await fundedMember(app)];
    await firstOf(a);
    await firstOf(b);
    expect((await rewards(a)).claimable + (await rewards(b)).claimable).toBe(2);
  });
});

describe('reload bonus', () => {
  test('deposits after the first earn 10% up to the cap, three a business day; its turnover counts only its categories', async () => {
    const m = await fundedMember(app);
    await deposit(m, 1_000_00); // before joining
    await post(`/wps/promotions/${await idOf('RELOAD')}/join`, m.headers);
    for (const amount of [2_000_00, 50_00, 9_000_00, 1_000_00, 1_000_00]) await deposit(m, amount);
    const earned = (await rewards(m)).list.map((r) => r.amount).sort((a, b) => a - b);
    // 50.00 is below the minimum; 9,000.00 is capped at 500.00; the fifth deposit of the day is past three.
    expect(earned).toEqual([100_00, 200_00, 500_00]);
    const again = (await rewards(m)).list; // looking again grants nothing more
    expect(again).toHaveLength(3);

    const target = again.find((r) => r.amount === 100_00)!;
    expect((await post(`/wps/rewards/${target.id}/claim`, m.headers)).statusCode).toBe(200);
    const grant = async () => (await app.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, m.id)))[0]!;
    expect((await grant()).categories).toEqual(['RNG', 'INHOUSE']);
    await wallet.addTurnover(app.db, m.id, 10_000, 'LIVE');
    expect((await grant()).turnoverDone).toBe(0);
    await wallet.addTurnover(app.db, m.id, 10_000, 'INHOUSE');
    expect((await grant()).turnoverDone).toBe(10_000);
    expect((await rewards(m, 'history')).list[0]).toMatchObject({ turnover: 300_00, turnoverDone: 10_000 });
  });
});

describe('daily sign-in', () => {
  test('once a business day, the streak going on from yesterday, each day’s reward claimable', async () => {
    const m = await fundedMember(app);
    const id = await idOf('SIGN_IN');
    const first = await post(`/wps/promotions/${id}/sign`, m.headers);
    expect(first.json().value).toMatchObject({
      reward: 1_00,
      promotion: { state: 'SIGNED', progress: { streak: 1, signedToday: true } },
    });
    const twice = await Promise.all([
      post(`/wps/promotions/${id}/sign`, m.headers),
      post(`/wps/promotions/${id}/sign`, m.headers),
    ]);
    expect(twice.map((r) => r.json().code)).toEqual(['PROMOTION_ALREADY_SIGNED', 'PROMOTION_ALREADY_SIGNED']);
    expect((await rewards(m)).list.map((r) => r.amount)).toEqual([1_00]);

    // Yesterday and the day before signed: today is day 3 of the streak.
    const { utcOffsetMinutes } = await system.getMerchant(app.db, app.merchantId);
    const day = (back: number) => businessDay(new Date(Date.now() - back * 86_400_000), utcOffsetMinutes);
    const n = await fundedMember(app);
    await app.db.insert(promotionSignIns).values([
      { promotionId: id, memberId: n.id, day: day(2), streak: 1, reward: 1_00 },
      { promotionId: id, memberId: n.id, day: day(1), streak: 2, reward: 2_00 },
    ]);
    expect((await list(n.headers)).find((p) => p.id === id)).toMatchObject({
      state: 'CLAIM',
      progress: { streak: 2, signedToday: false },
    });
    expect((await post(`/wps/promotions/${id}/sign`, n.headers)).json().value).toMatchObject({
      reward: 3_00,
      promotion: { progress: { streak: 3 } },
    });
    // A missed day starts again.
    const gap = await fundedMember(app);
    await app.db.insert(promotionSignIns).values({ promotionId: id, memberId: gap.id, day: day(2), streak: 6, reward: 10_00 });
    expect((await post(`/wps/promotions/${id}/sign`, gap.headers)).json().value.reward).toBe(1_00);
    const rows = await app.db
      .select()
      .from(rewardGrants)
      .where(and(eq(rewardGrants.memberId, n.id), eq(rewardGrants.promotionId, id)));
    expect(rows.map((r) => [r.sourceKey, r.amount])).toEqual([[`p${id}:sign:${day(0)}`, 3_00]]);
  });
});

describe('operator', () => {
  const input = {
    type: 'SLOTS',
    title: { en: 'Slot week', ne: 'स्लट हप्ता' },
    rules: { en: '<p>Play <script>alert(1)</script><b>slots</b></p>' },
    bannerUrl: '/img/banners/slot-week.svg',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: null,
    enabled: true,
    sequence: 9,
    terms: {
      kind: 'RELOAD',
      matchPct: 20,
      cap: 10_000,
      minDeposit: 1_000,
      turnoverMultiple: 2,
      categories: ['RNG'],
      claimDays: 2,
      maxPerDay: 1,
    },
  };

  test('creates and changes promotions (audited, HTML cleaned), refusing bad rules by name and a change of kind', async () => {
    const bad = await post('/ops/promotions', opsHeaders, {
      ...input,
      terms: { ...input.terms, matchPct: 0, categories: ['RNG', 'RNG'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.map((v: { path: string }) => v.path)).toEqual(
      expect.arrayContaining(['terms.matchPct', 'terms.categories']),
    );
    const ends = await post('/ops/promotions', opsHeaders, { ...input, endsAt: '2025-12-31T00:00:00Z' });
    expect(ends.json().value).toEqual([expect.objectContaining({ path: 'endsAt' })]);
    const created = await post('/ops/promotions', opsHeaders, input);
    expect(created.statusCode, created.body).toBe(200);
    const p = created.json().value;
    expect(p.rules.en).toBe('<p>Play <b>slots</b></p>');
    expect((await list({}, 'SLOTS')).map((x) => x.title)).toEqual(['Slot week']);

    const kind = await app.inject({
      method: 'PUT',
      url: `/ops/promotions/${p.id}`,
      headers: opsHeaders,
      payload: { ...input, terms: { kind: 'SIGN_IN', rewards: [1], turnoverMultiple: 0, categories: null, claimDays: 1 } },
    });
    expect(kind.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: [{ path: 'terms.kind' }] });
    const off = await app.inject({
      method: 'PUT',
      url: `/ops/promotions/${p.id}`,
      headers: opsHeaders,
      payload: { ...input, enabled: false },
    });
    expect(off.json().value.enabled).toBe(false);
    expect(await list({}, 'SLOTS')).toEqual([]);
    const m = await fundedMember(app);
    expect((await post(`/wps/promotions/${p.id}/join`, m.headers)).json().code).toBe('PROMOTION_NOT_FOUND');
    const audit = (await get('/ops/audit?limit=50', opsHeaders)).json().value;
    const actions = audit.map((a: { action: string }) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['promotions.create', 'promotions.update']));
  });

  test('an ended or coming promotion is closed to joins; the cost counts granted, claimed and expired rewards', async () => {
    const ended = (await post('/ops/promotions', opsHeaders, { ...input, endsAt: '2026-02-01T00:00:00Z' })).json().value;
    const coming = (await post('/ops/promotions', opsHeaders, { ...input, startsAt: '2099-01-01T00:00:00Z' })).json().value;
    const m = await fundedMember(app);
    expect((await post(`/wps/promotions/${ended.id}/join`, m.headers)).json().code).toBe('PROMOTION_CLOSED');
    expect((await post(`/wps/promotions/${coming.id}/join`, m.headers)).json().code).toBe('PROMOTION_CLOSED');
    expect((await list({}, 'SLOTS')).find((x) => x.id === coming.id)?.state).toBe('COMING_SOON');
    expect((await list({}, 'SLOTS')).some((x) => x.id === ended.id)).toBe(false);

    const first = await idOf('FIRST_DEPOSIT');
    const cost = async () =>
      ((await get('/ops/promotions', opsHeaders)).json().value.list as { id: number; cost: Cost }[]).find((x) => x.id === first)!
        .cost;
    const before = await cost();
    const payer = await fundedMember(app);
    await post(`/wps/promotions/${first}/join`, payer.headers);
    await deposit(payer, 300_00);
    const [r] = (await rewards(payer)).list;
    await post(`/wps/rewards/${r!.id}/claim`, payer.headers);
    const after = await cost();
    expect(after.granted - before.granted).toBe(1);
    expect(after.claimed - before.claimed).toBe(1);
    expect(after.claimedAmount - before.claimedAmount).toBe(300_00);
  });
});
