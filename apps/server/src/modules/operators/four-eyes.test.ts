import { describe, expect, test } from 'vitest';
import { totp } from '../../lib/totp';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { balanceOf, fundedMember, payoutAccount, withdraw } from '../../test/money';

const app = await buildTestApp();
const PASSWORD = 'Operator2026pass';
let seq = 0;

async function financeOperator(role = 'finance') {
  const username = `fe${Date.now().toString(36)}${seq++}`;
  await app.inject({
    method: 'POST',
    url: '/ops/operators',
    headers: opsHeaders,
    payload: { username, password: PASSWORD, role },
  });
  const first = (
    await app.inject({ method: 'POST', url: '/ops/session/login', payload: { username, password: PASSWORD } })
  ).json().value;
  const done = await app.inject({
    method: 'POST',
    url: '/ops/session/totp',
    payload: { setupToken: first.setup.setupToken, code: totp(first.setup.secret, Date.now()) },
  });
  return { username, headers: { authorization: `Bearer ${done.json().value.token}` } };
}

const settings = (fourEyesAmount: number | null, headers: Record<string, string> = opsHeaders) =>
  app.inject({ method: 'PUT', url: '/ops/operator-settings', headers, payload: { fourEyesAmount } });
/** Loosens four eyes (a higher amount, or none): it takes two operators itself. */
async function loosen(fourEyesAmount: number | null) {
  const first = await settings(fourEyesAmount);
  expect(first.json().code).toBe('OPS_SECOND_APPROVAL_PENDING');
  const admin = await financeOperator('admin');
  const second = await settings(fourEyesAmount, admin.headers);
  expect(second.json().value, second.body).toEqual({ fourEyesAmount });
}

describe('four eyes on money', () => {
  test('an adjustment above the amount needs a second operator with the same terms; the first cannot approve their own', async () => {
    expect((await settings(100_000)).json().value).toEqual({ fourEyesAmount: 100_000 });
    const [a, b] = [await financeOperator(), await financeOperator()];
    const m = await fundedMember(app);
    const adjust = (headers: Record<string, string>, amount: number, key: string) =>
      app.inject({
        method: 'POST',
        url: `/ops/members/${m.username}/adjust`,
        headers,
        payload: { amount, reason: 'goodwill', idempotencyKey: key },
      });

    expect((await adjust(a.headers, 50_000, 'fe-small-1')).statusCode).toBe(200);
    const first = await adjust(a.headers, 200_000, 'fe-big-001');
    expect([first.statusCode, first.json().code]).toEqual([409, 'OPS_SECOND_APPROVAL_PENDING']);
    expect(await balanceOf(app, m.headers)).toBe(50_000);
    expect((await adjust(a.headers, 200_000, 'fe-big-001')).json().code).toBe('OPS_SECOND_APPROVAL_SAME_OPERATOR');
    expect((await adjust(b.headers, 250_000, 'fe-big-001')).json().code).toBe('CONFLICT');
    expect(await balanceOf(app, m.headers)).toBe(50_000);
    const second = await adjust(b.headers, 200_000, 'fe-big-001');
    expect(second.statusCode, second.body).toBe(200);
    expect(await balanceOf(app, m.headers)).toBe(250_000);
    // A repeat moves nothing more; a debit counts by its size.
    expect((await adjust(b.headers, 200_000, 'fe-big-001')).json().value.replayed).toBe(true);
    expect((await adjust(a.headers, -150_000, 'fe-debit-1')).json().code).toBe('OPS_SECOND_APPROVAL_PENDING');
    expect(await balanceOf(app, m.headers)).toBe(250_000);

    const audit = (await app.inject({ url: '/ops/audit?limit=30', headers: opsHeaders })).json().value as {
      actor: string;
      action: string;
    }[];
    expect(audit.find((x) => x.action === 'wallet.adjust.first-approval')?.actor).toBe(a.username);
  });

  test('a withdrawal above the amount is paid by a second operator; at or below it one pays', async () => {
    await loosen(null);
    const [a, b] = [await financeOperator(), await financeOperator()];
    const m = await fundedMember(app, { funds: 1_000_000 });
    await settings(100_000);
    const account = await payoutAccount(app, m.headers);
    const big = (
      await withdraw(app, m.headers, { payoutAccountId: account, amount: 300_000, requestId: `fe-withdrawal-${seq++}` })
    ).json().value;
    const pay = (id: number, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/ops/withdrawals/${id}/pay`, headers, payload: {} });
    const firstPay = await pay(big.id, a.headers);
    expect(firstPay.json().code, firstPay.body).toBe('OPS_SECOND_APPROVAL_PENDING');
    expect((await pay(big.id, a.headers)).json().code).toBe('OPS_SECOND_APPROVAL_SAME_OPERATOR');
    const paid = await pay(big.id, b.headers);
    expect(paid.json().value).toMatchObject({ status: 'PAID' });

    const small = (
      await withdraw(app, m.headers, { payoutAccountId: account, amount: 100_000, requestId: `fe-withdrawal-${seq++}` })
    ).json().value;
    expect((await pay(small.id, a.headers)).json().value).toMatchObject({ status: 'PAID' });
    await loosen(null);
    const after = (
      await withdraw(app, m.headers, { payoutAccountId: account, amount: 300_000, requestId: `fe-withdrawal-${seq++}` })
    ).json().value;
    expect((await pay(after.id, a.headers)).json().value).toMatchObject({ status: 'PAID' });
  });

  test('only an admin sets the amount, and it is validated', async () => {
    const f = await financeOperator();
    expect(
      (
        await app.inject({ method: 'PUT', url: '/ops/operator-settings', headers: f.headers, payload: { fourEyesAmount: 1 } })
      ).json().code,
    ).toBe('OPS_FORBIDDEN');
    for (const fourEyesAmount of [-1, 1.5, '100']) expect((await settings(fourEyesAmount as number)).statusCode).toBe(400);
  });
});
