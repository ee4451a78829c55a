import { and, eq, like } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { writers } from '../figures/figures.fixtures';
import { rewardGrants } from '../promotions/promotions.tables';
import { referralCalls, registerWithCode } from './referrals.fixtures';

const app = await buildTestApp();
const api = referralCalls(app);
const w = writers(app);
type Headers = Record<string, string>;

const grantsOf = (memberId: number) =>
  app.db
    .select()
    .from(rewardGrants)
    .where(and(eq(rewardGrants.memberId, memberId), like(rewardGrants.sourceKey, 'ref:%')));
const rewardList = async (headers: Headers) =>
  (await api.inject('GET', '/wps/rewards?lang=ne', headers)).json().value as {
    list: { id: number; source: string; title: string; amount: number; turnover: number }[];
  };

/** A referrer and a friend registered through one of the referrer's links. */
async function referrerWithFriend() {
  const referrer = await fundedMember(app);
  const link = (await api.createLink(referrer.headers, 'Friends')).json().value as { code: string };
  const friend = await registerWithCode(app, link.code);
  await w.money(friend.id, 'BONUS', 100_000_00, new Date()); // play money that is no deposit
  return { referrer, friend };
}

describe('referral reward', () => {
  test('a friend’s qualifying first deposit and valid bets earn the referrer the reward once, however many read at once', async () => {
    const { referrer, friend } = await referrerWithFriend();
    await w.money(friend.id, 'DEPOSIT', 500_00, new Date());
    await w.round(friend.id, 1_999_99, 0, new Date());
    expect((await rewardList(referrer.headers)).list).toEqual([]); // one paisa short of the valid bet
    await w.round(friend.id, 1, 0, new Date());

    const reads = await Promise.all([
      ...[1, 2, 3].map(() => api.inject('GET', '/wps/rewards', referrer.headers)),
      ...[1, 2].map(() => api.inject('GET', '/wps/rewards/count', referrer.headers)),
      ...[1, 2].map(() => api.inject('GET', '/wps/referral', referrer.headers)),
    ]);
    expect(reads.map((r) => r.statusCode)).toEqual(Array(7).fill(200));
    const grants = await grantsOf(referrer.id);
    expect(grants.map((g) => [g.sourceKey, g.source, g.amount, g.turnover])).toEqual([
      [`ref:${friend.id}`, 'REFERRAL', 100_00, 100_00],
    ]);
    const { list } = await rewardList(referrer.headers);
    expect(list).toEqual([expect.objectContaining({ source: 'REFERRAL', title: 'साथी निमन्त्रणा पुरस्कार', amount: 100_00 })]);
    expect((await api.overview(referrer.headers)).summary).toEqual({ registered: 1, qualified: 1, rewardsEarned: 100_00 });

    // More play changes nothing; the reward is claimed once into the wallet.
    await w.money(friend.id, 'DEPOSIT', 5_000_00, new Date());
    expect(await grantsOf(referrer.id)).toHaveLength(1);
    expect((await api.inject('POST', `/wps/rewards/${list[0]!.id}/claim`, referrer.headers)).statusCode).toBe(200);
    // The friend earns nothing for themselves.
    expect(await grantsOf(friend.id)).toEqual([]);
  });

  test('nothing while a threshold is not met: a small first deposit, or valid bets short of it', async () => {
    const small = await referrerWithFriend();
    await w.money(small.friend.id, 'DEPOSIT', 499_99, new Date());
    await w.money(small.friend.id, 'DEPOSIT', 10_000_00, new Date()); // a later deposit does not make the first one
    await w.round(small.friend.id, 50_000_00, 0, new Date());
    const short = await referrerWithFriend();
    await w.money(short.friend.id, 'DEPOSIT', 1_000_00, new Date());
    await w.round(short.friend.id, 1_000_00, 0, new Date());
    const idle = await referrerWithFriend(); // registered, never deposited

    for (const { referrer } of [small, short, idle]) {
      expect((await rewardList(referrer.headers)).list).toEqual([]);
      expect(await grantsOf(referrer.id)).toEqual([]);
      expect((await api.overview(referrer.headers)).summary).toEqual({ registered: 1, qualified: 0, rewardsEarned: 0 });
    }
  });

  test('while the program is off nothing is granted; turned on again, the reward due is granted', async () => {
    const { referrer, friend } = await referrerWithFriend();
    await w.money(friend.id, 'DEPOSIT', 600_00, new Date());
    await w.round(friend.id, 3_000_00, 0, new Date());
    const on = { enabled: true, rewardAmount: 100_00, minFirstDeposit: 500_00, validBetThreshold: 2_000_00, turnoverMultiple: 1 };
    expect((await api.settings({ ...on, enabled: false })).statusCode).toBe(200);
    expect((await rewardList(referrer.headers)).list).toEqual([]);
    expect(await grantsOf(referrer.id)).toEqual([]);
    expect((await api.settings({ ...on, rewardAmount: 250_00, turnoverMultiple: 3 })).statusCode).toBe(200);
    const { list } = await rewardList(referrer.headers);
    expect(list).toEqual([expect.objectContaining({ source: 'REFERRAL', amount: 250_00, turnover: 750_00 })]);
    expect((await api.settings(on)).statusCode).toBe(200);
  });
});
