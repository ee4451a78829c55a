import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { APP_DISPLAY_HEADER } from '@jade/contract/limits';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { fundedMember, payoutAccount } from '../../test/money';
import { rewardGrants } from './promotions.tables';

const app = await buildTestApp();
type Member = Awaited<ReturnType<typeof fundedMember>>;
const APP = { [APP_DISPLAY_HEADER]: 'standalone' };
const HOUR = 3_600_000;

const input = {
  type: 'APP',
  title: { en: 'Lite app gift', ne: 'लाइट एप उपहार' },
  rules: { en: '<p>Install the app.</p>' },
  bannerUrl: '',
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: null,
  enabled: true,
  sequence: 95,
  terms: { kind: 'APP_DOWNLOAD', amount: 50_00, turnoverMultiple: 2, categories: null, claimDays: 7 },
};
const create = async () => {
  const res = await app.inject({ method: 'POST', url: '/ops/promotions', headers: opsHeaders, payload: input });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as number;
};

/** A reward-centre read, from the installed app or from a browser. */
const read = (m: Member, fromApp: boolean, url = '/wps/rewards') =>
  app.inject({ method: 'GET', url, headers: { ...m.headers, ...(fromApp ? APP : {}) } });
const grantsOf = (ids: number[], id: number) =>
  app.db
    .select()
    .from(rewardGrants)
    .where(and(inArray(rewardGrants.memberId, ids), eq(rewardGrants.sourceKey, `p${id}:app`)));
const stateOf = async (m: Member, id: number) =>
  (
    (await app.inject({ method: 'GET', url: '/wps/promotions', headers: m.headers })).json().value.list as {
      id: number;
      state: string;
    }[]
  ).find((p) => p.id === id)?.state;

describe('app-download reward', () => {
  test('granted once, only from the installed app, however often it is read', async () => {
    const id = await create();
    const a = await fundedMember(app);
    await read(a, false);
    expect(await grantsOf([a.id], id)).toHaveLength(0);
    expect(await stateOf(a, id)).toBe('JOIN');
    const join = await app.inject({ method: 'POST', url: `/wps/promotions/${id}/join`, headers: a.headers });
    expect(join.json().code).toBe('PROMOTION_NOT_ELIGIBLE');

    // Replayed sign-ins of the app, at once and after: one reward.
    await Promise.all([read(a, true), read(a, true, '/wps/rewards/count'), read(a, true)]);
    await read(a, true);
    const grants = await grantsOf([a.id], id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ state: 'CLAIM', amount: 50_00, turnover: 100_00 });
    expect(await stateOf(a, id)).toBe('ISSUED');
    expect((await read(a, false, '/wps/rewards/count')).json().value.count).toBe(1);
  });

  test('a second account of the same person (a shared payout account) sending the marker from a browser gets nothing', async () => {
    const id = await create();
    const first = await fundedMember(app);
    await payoutAccount(app, first.headers);
    await read(first, true);
    const second = await fundedMember(app);
    await payoutAccount(app, second.headers);
    // The marker is the client's word: a browser can send it too.
    await read(second, true);
    const [given] = await grantsOf([second.id], id);
    expect(given).toMatchObject({ state: 'REJECTED', reason: 'DUPLICATE_PAYOUT_ACCOUNT', firstMemberId: first.id });
    expect((await read(second, true, '/wps/rewards/count')).json().value.count).toBe(0);
    expect(await stateOf(second, id)).toBe('REJECTED');

    const cost = (await app.inject({ method: 'GET', url: `/ops/promotions`, headers: opsHeaders }))
      .json()
      .value.list.find((p: { id: number }) => p.id === id).cost;
    expect(cost).toMatchObject({ granted: 1, rejected: 1 });

    // Two linked accounts at the same moment: one reward between them.
    const c = await fundedMember(app);
    const d = await fundedMember(app);
    await payoutAccount(app, c.headers, 'Other Person');
    await payoutAccount(app, d.headers, 'Other Person');
    const id2 = await create();
    await Promise.all([read(c, true), read(d, true)]);
    const both = await grantsOf([c.id, d.id], id2);
    expect(both.map((g) => g.state).sort()).toEqual(['CLAIM', 'REJECTED']);
  });

  test('nothing from a promotion that is not running or not enabled', async () => {
    const id = await create();
    const update = (change: object) =>
      app.inject({ method: 'PUT', url: `/ops/promotions/${id}`, headers: opsHeaders, payload: { ...input, ...change } });
    expect((await update({ enabled: false })).statusCode).toBe(200);
    const m = await fundedMember(app);
    await read(m, true);
    expect((await update({ enabled: true, endsAt: new Date(Date.now() - 60_000).toISOString() })).statusCode).toBe(200);
    await read(m, true);
    expect(await grantsOf([m.id], id)).toHaveLength(0);
  });
});
