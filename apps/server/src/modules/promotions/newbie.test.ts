import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import * as wallet from '../wallet/wallet.service';
import { rewardGrants } from './promotions.tables';

const app = await buildTestApp();
type Member = Awaited<ReturnType<typeof fundedMember>>;

async function deposit(m: Member, amount: number) {
  const { currency } = await system.getMerchant(app.db, app.merchantId);
  await wallet.transfer(app.db, {
    merchantId: app.merchantId,
    from: await wallet.systemAccount(app.db, app.merchantId, 'deposits', currency),
    to: await wallet.walletOf(app.db, app.merchantId, m.id, currency),
    amount,
    idempotencyKey: `newbie-deposit:${m.username}:${amount}`,
    type: 'DEPOSIT',
    reason: 'deposit',
    actor: 'test',
  });
}

const card = async (m: Member, id: number) =>
  (
    (await app.inject({ method: 'GET', url: '/wps/promotions', headers: m.headers })).json().value.list as {
      id: number;
      state: string;
      progress: { unmet: string[] };
    }[]
  ).find((p) => p.id === id)!;

describe('newbie promotion', () => {
  test('a new member sees which conditions are still unmet, then gets the reward once', async () => {
    const before = await fundedMember(app);
    await members.updateAccount(app.db, before.id, { createdAt: new Date(Date.now() - 86_400_000) });
    const res = await app.inject({
      method: 'POST',
      url: '/ops/promotions',
      headers: opsHeaders,
      payload: {
        type: 'NEWBIE',
        title: { en: 'Welcome gift' },
        rules: { en: '<p>For new members.</p>' },
        bannerUrl: '',
        startsAt: new Date(Date.now() - 1_000).toISOString(),
        endsAt: null,
        enabled: true,
        sequence: 80,
        terms: {
          kind: 'NEWBIE',
          amount: 200_00,
          turnoverMultiple: 3,
          categories: null,
          claimDays: 7,
          withinDays: 7,
          mobileVerified: true,
          minFirstDeposit: 500_00,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().value.id as number;
    const m = await fundedMember(app);

    expect(await card(m, id)).toMatchObject({ state: 'IN_PROCESS', progress: { unmet: ['mobile', 'deposit'] } });
    await members.updateAccount(app.db, m.id, { mobileVerified: true });
    expect(await card(m, id)).toMatchObject({ state: 'IN_PROCESS', progress: { unmet: ['deposit'] } });
    await deposit(m, 500_00);
    expect(await card(m, id)).toMatchObject({ state: 'CLAIM', progress: { unmet: [] } });

    // Granted when the reward centre is read, once however often it is.
    await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/wps/rewards', headers: m.headers })));
    const grants = await app.db
      .select()
      .from(rewardGrants)
      .where(and(eq(rewardGrants.memberId, m.id), eq(rewardGrants.sourceKey, `p${id}:newbie`)));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ amount: 200_00, turnover: 600_00, state: 'CLAIM' });
    expect(await card(m, id)).toMatchObject({ state: 'ISSUED', progress: { unmet: [] } });

    // A member registered before it is not new: nothing to meet, nothing granted.
    expect(await card(before, id)).toMatchObject({ state: 'CLOSED', progress: { unmet: [] } });
  });
});
