import { describe, expect, test } from 'vitest';
import { runPaymentJobs } from '../../jobs/scheduler';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { balanceOf, fundedMember, multipart, payoutAccount, PNG_1PX, withdraw } from '../../test/money';

const app = await buildTestApp();
const ops = (url: string, payload: unknown = {}) =>
  app.inject({ method: 'POST', url: `/ops${url}`, headers: opsHeaders, payload: payload as object });

describe('withdrawals', () => {
  test('holds the amount, the operator pays, and the member reports a partial receipt with a proof', async () => {
    const m = await fundedMember(app, { funds: 500_000 });
    const accountId = await payoutAccount(app, m.headers);
    const res = await withdraw(app, m.headers, { payoutAccountId: accountId, amount: 200_000, requestId: 'wd-partial-01' });
    expect(res.json().value).toMatchObject({ status: 'PENDING', amount: 200_000, account: { accountNumber: '******7890' } });
    expect(await balanceOf(app, m.headers)).toBe(300_000);
    // A retried request is the same withdrawal and holds nothing more.
    expect(
      (await withdraw(app, m.headers, { payoutAccountId: accountId, amount: 200_000, requestId: 'wd-partial-01' })).json().value
        .id,
    ).toBe(res.json().value.id);
    expect(await balanceOf(app, m.headers)).toBe(300_000);

    const id = res.json().value.id;
    const paid = await ops(`/withdrawals/${id}/pay`);
    expect(paid.json().value).toMatchObject({ status: 'PAID', username: m.username, accountNumberFull: '1234567890' });
    expect(paid.json().value.confirmBy).not.toBeNull();
    expect((await ops(`/withdrawals/${id}/reject`)).json().code).toBe('ORDER_STATE_CONFLICT');

    const receipt = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: `/wps/payments/withdrawals/${id}/receipt`,
        headers: m.headers,
        payload: payload as object,
      });
    expect((await receipt({ outcome: 'NOT_RECEIVED', proofUploadIds: [] })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: [{ path: 'proofUploadIds' }],
    });
    expect((await receipt({ outcome: 'PARTIAL', receivedAmount: 200_000 })).json().value[0].path).toBe('receivedAmount');
    const proof = (await app.inject({ method: 'POST', url: '/wps/uploads', ...multipart(m.headers, PNG_1PX) })).json().value.id;
    // At most 3 proof images.
    const tooMany = await receipt({ outcome: 'NOT_RECEIVED', proofUploadIds: [proof, proof, proof, proof] });
    expect(tooMany.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: [{ path: 'proofUploadIds' }] });
    const partial = await receipt({
      outcome: 'PARTIAL',
      receivedAmount: 150_000,
      proofUploadIds: [proof],
      note: 'only 1500 arrived',
    });
    expect(partial.json().value).toMatchObject({ status: 'PARTIAL', receivedAmount: 150_000, proofCount: 1 });
    expect((await receipt({ outcome: 'RECEIVED' })).json().code).toBe('ORDER_STATE_CONFLICT');

    const disputes = (await app.inject({ method: 'GET', url: '/ops/withdrawals?status=PARTIAL', headers: opsHeaders })).json()
      .value;
    expect(disputes.list.find((w: { id: number }) => w.id === id)).toMatchObject({
      proofUploadIds: [proof],
      note: 'only 1500 arrived',
    });
    expect((await app.inject({ method: 'GET', url: `/ops/uploads/${proof}`, headers: opsHeaders })).headers['content-type']).toBe(
      'image/png',
    );
    const resolved = await ops(`/withdrawals/${id}/resolve`, { refundAmount: 50_000, remark: 'bank confirmed the shortfall' });
    expect(resolved.json().value).toMatchObject({ status: 'RESOLVED', refundedAmount: 50_000 });
    expect(await balanceOf(app, m.headers)).toBe(350_000);
    expect((await ops(`/withdrawals/${id}/resolve`, { refundAmount: 50_000, remark: 'again' })).json().code).toBe(
      'ORDER_STATE_CONFLICT',
    );
    expect(await balanceOf(app, m.headers)).toBe(350_000);
  });

  test('a rejected withdrawal returns the money; an unanswered paid one counts as received and is never refunded', async () => {
    const m = await fundedMember(app, { funds: 300_000 });
    const accountId = await payoutAccount(app, m.headers);
    const a = (await withdraw(app, m.headers, { payoutAccountId: accountId, amount: 100_000, requestId: 'wd-reject-01' })).json()
      .value;
    const b = (await withdraw(app, m.headers, { payoutAccountId: accountId, amount: 100_000, requestId: 'wd-forced-01' })).json()
      .value;
    expect(await balanceOf(app, m.headers)).toBe(100_000);
    expect((await ops(`/withdrawals/${a.id}/reject`, { remark: 'name mismatch at bank' })).json().value.status).toBe('REJECTED');
    expect(await balanceOf(app, m.headers)).toBe(200_000);
    await ops(`/withdrawals/${b.id}/pay`);
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect((await runPaymentJobs(app.db, later)).autoReceived).toBeGreaterThanOrEqual(1);
    expect((await runPaymentJobs(app.db, later)).autoReceived).toBe(0);
    const list = (await app.inject({ method: 'GET', url: '/wps/payments/withdrawals', headers: m.headers })).json().value.list;
    expect(list.map((w: { status: string }) => w.status)).toEqual(['FORCED_RECEIVED', 'REJECTED']);
    expect((await ops(`/withdrawals/${b.id}/resolve`, { refundAmount: 100_000, remark: 'no' })).json().code).toBe(
      'ORDER_STATE_CONFLICT',
    );
    expect(await balanceOf(app, m.headers)).toBe(200_000);
  });

  test('refuses more than the withdrawable amount and names it, with a bonus still locked', async () => {
    const m = await fundedMember(app, { funds: 200_000 });
    const accountId = await payoutAccount(app, m.headers);
    const bonus = await ops(`/members/${m.username}/bonus`, {
      amount: 50_000,
      turnover: 500_000,
      name: 'Reload',
      idempotencyKey: `bonus-${m.username}`,
    });
    expect(bonus.json().value.balance).toBe(250_000);
    const info = (await app.inject({ method: 'GET', url: '/wps/payments/withdraw-info', headers: m.headers })).json().value;
    expect(info).toMatchObject({
      balance: 250_000,
      withdrawable: 200_000,
      locked: 50_000,
      hasPaymentPassword: true,
      realName: 'Test Person',
    });
    const over = await withdraw(app, m.headers, { payoutAccountId: accountId, amount: 200_001, requestId: 'wd-over-0001' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'WITHDRAW_ABOVE_WITHDRAWABLE', value: [{ path: 'amount', message: '200000' }] });
    expect(await balanceOf(app, m.headers)).toBe(250_000);
    const bonuses = (await app.inject({ method: 'GET', url: '/wps/wallet/bonuses', headers: m.headers })).json().value;
    expect(bonuses).toMatchObject({
      locked: 50_000,
      list: [{ name: 'Reload', turnoverRequired: 500_000, turnoverDone: 0, status: 'ACTIVE' }],
    });
  });

  test('checks the payment password, the limits and the payee name', async () => {
    const m = await fundedMember(app, { funds: 100_000_000 });
    const accountId = await payoutAccount(app, m.headers, 'Sita Sharma');
    const mismatch = await app.inject({
      method: 'POST',
      url: '/wps/payments/payout-accounts',
      headers: m.headers,
      payload: { kind: 'EWALLET', provider: 'eSewa', accountName: 'Someone Else', accountNumber: '9800000000' },
    });
    expect(mismatch.json()).toMatchObject({ code: 'PAYOUT_NAME_MISMATCH', value: [{ path: 'accountName' }] });
    const same = await app.inject({
      method: 'POST',
      url: '/wps/payments/payout-accounts',
      headers: m.headers,
      payload: { kind: 'EWALLET', provider: 'eSewa', accountName: 'sita  SHARMA', accountNumber: '9800000000' },
    });
    expect(same.statusCode).toBe(200);
    const wrong = await withdraw(app, m.headers, {
      payoutAccountId: accountId,
      amount: 20_000,
      paymentPassword: '000000',
      requestId: 'wd-wrong-001',
    });
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_WRONG');
    const low = await withdraw(app, m.headers, { payoutAccountId: accountId, amount: 9_999, requestId: 'wd-low-00001' });
    expect(low.json()).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: [{ message: '10000-50000000' }] });
    const high = await withdraw(app, m.headers, { payoutAccountId: accountId, amount: 50_000_001, requestId: 'wd-high-0001' });
    expect(high.json().code).toBe('AMOUNT_OUT_OF_RANGE');
    for (let i = 0; i < 4; i++)
      await withdraw(app, m.headers, {
        payoutAccountId: accountId,
        amount: 20_000,
        paymentPassword: '111111',
        requestId: `wd-guess-${i}00`,
      });
    const locked = await withdraw(app, m.headers, { payoutAccountId: accountId, amount: 20_000, requestId: 'wd-after-001' });
    expect(locked.json().code).toBe('AUTH_THROTTLED');
    expect(await balanceOf(app, m.headers)).toBe(100_000_000);
  });

  test('answers twenty concurrent withdrawals with one requestId with the same withdrawal, holding the money once', async () => {
    const m = await fundedMember(app, { funds: 500_000 });
    const accountId = await payoutAccount(app, m.headers);
    const body = { payoutAccountId: accountId, amount: 100_000, requestId: 'wd-burst-0001' };
    const all = await Promise.all(Array.from({ length: 20 }, () => withdraw(app, m.headers, body)));
    // Each answer is the first withdrawal, or (past the payment password's budget of parallel
    // tries) AUTH_THROTTLED; never a 500.
    const done = all.filter((r) => r.statusCode === 200);
    for (const r of all) if (r.statusCode !== 200) expect(r.json().code, r.body).toBe('AUTH_THROTTLED');
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(new Set(done.map((r) => r.json().value.id)).size).toBe(1);
    const retry = await withdraw(app, m.headers, body);
    expect(retry.json().value.id).toBe(done[0]!.json().value.id);
    expect(await balanceOf(app, m.headers)).toBe(400_000);
    const list = await app.inject({ method: 'GET', url: '/wps/payments/withdrawals', headers: m.headers });
    expect(list.json().value.list).toHaveLength(1);
  });

  test('trial accounts may not withdraw or deposit', async () => {
    const trial = await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const headers = { authorization: `Bearer ${trial.json().value.token}` };
    for (const url of ['/wps/payments/channels', '/wps/payments/withdraw-info', '/wps/wallet/transactions'])
      expect((await app.inject({ method: 'GET', url, headers })).json().code).toBe('AUTH_TRIAL_NOT_ALLOWED');
  });
});
