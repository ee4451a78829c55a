import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { fundedMember, payoutAccount, withdraw } from '../../test/money';
import { writers } from '../figures/figures.fixtures';
import { withdrawnOfBonuses } from './promotions.finance';

const app = await buildTestApp();
const w = writers(app);
type Member = Awaited<ReturnType<typeof fundedMember>>;
type Cost = Record<string, number>;
const t = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes));

describe('withdrawn: withdrawals set against the bonuses whose turnover was reached, oldest first', () => {
  test('a withdrawal counts only against bonuses reached before it, each at most its amount', () => {
    const bonuses = [
      { id: 1, memberId: 7, amount: 100, reachedAt: t(10) },
      { id: 2, memberId: 7, amount: 50, reachedAt: t(30) },
      { id: 3, memberId: 8, amount: 80, reachedAt: t(10) },
    ];
    const out = withdrawnOfBonuses(bonuses, [
      { memberId: 7, amount: 500, at: t(5) }, // before any bonus was withdrawable: the member's own money
      { memberId: 7, amount: 70, at: t(20) }, // bonus 1 only
      { memberId: 7, amount: 60, at: t(40) }, // the rest of bonus 1 (30), then 30 of bonus 2
      { memberId: 9, amount: 1_000, at: t(40) }, // no bonus at all
    ]);
    expect(Object.fromEntries(out)).toEqual({ 1: 100, 2: 30 });
    expect(withdrawnOfBonuses(bonuses, [])).toEqual(new Map());
  });
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: opsHeaders });

/** A newbie reward with no condition: every member registered from now gets Rs 100 (turnover 1×). */
async function newbie() {
  const res = await app.inject({
    method: 'POST',
    url: '/ops/promotions',
    headers: opsHeaders,
    payload: {
      type: 'NEWBIE',
      title: { en: 'Cost check' },
      rules: { en: '<p>.</p>' },
      bannerUrl: '',
      startsAt: new Date(Date.now() - 1_000).toISOString(),
      endsAt: null,
      enabled: true,
      sequence: 99,
      terms: {
        kind: 'NEWBIE',
        amount: 100_00,
        turnoverMultiple: 1,
        categories: null,
        claimDays: 7,
        withinDays: 7,
        mobileVerified: false,
        minFirstDeposit: 0,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as number;
}

async function claimReward(m: Member) {
  const { list } = (await app.inject({ method: 'GET', url: '/wps/rewards', headers: m.headers })).json().value;
  const res = await app.inject({ method: 'POST', url: `/wps/rewards/${list[0].id}/claim`, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
}

const costOf = async (id: number) => {
  const body = (await get('/ops/promotions')).json().value as { list: { id: number; cost: Cost }[]; totals: Cost };
  return { cost: body.list.find((p) => p.id === id)!.cost, body };
};

describe('GET /ops/promotions: what each promotion cost, and all together', () => {
  test('granted, claimed, turnover reached and withdrawn, with the totals', async () => {
    const id = await newbie();
    const [player, idle, unclaimed] = [
      await fundedMember(app, { funds: 1_000_00 }),
      await fundedMember(app, { funds: 1_000_00 }),
      await fundedMember(app),
    ];
    await claimReward(player);
    await claimReward(idle);
    await app.inject({ method: 'GET', url: '/wps/rewards', headers: unclaimed.headers });
    // The player reaches the turnover (Rs 100 of valid bet); the idle member does not play.
    await w.round(player.id, 100_00, 0, new Date());
    expect((await costOf(id)).cost).toMatchObject({
      granted: 3,
      grantedAmount: 300_00,
      claimed: 2,
      claimedAmount: 200_00,
      turnoverComplete: 1,
      turnoverCompleteAmount: 100_00,
      withdrawn: 0,
      withdrawnAmount: 0,
    });

    // A withdrawal waiting for the operator took nothing out yet; paid, it took the bonus (Rs 100 of its Rs 300).
    const payout = await payoutAccount(app, player.headers);
    const asked = await withdraw(app, player.headers, { payoutAccountId: payout, amount: 300_00, requestId: 'finance-0001' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await costOf(id)).cost.withdrawnAmount).toBe(0);
    const paid = await app.inject({
      method: 'POST',
      url: `/ops/withdrawals/${asked.json().value.id}/pay`,
      headers: opsHeaders,
      payload: { remark: 'paid' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { cost, body } = await costOf(id);
    expect(cost).toMatchObject({ turnoverComplete: 1, withdrawn: 1, withdrawnAmount: 100_00 });

    // The totals are the sums of every promotion's figures.
    for (const key of Object.keys(body.totals))
      expect(body.totals[key], key).toBe(body.list.reduce((s, p) => s + p.cost[key]!, 0));
    expect(body.totals.withdrawnAmount).toBeGreaterThanOrEqual(100_00);
  });
});
