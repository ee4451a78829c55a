import { describe, expect, test } from 'vitest';
import type { OperatorRole } from '@jade/contract/operators';
import { totp } from '../../lib/totp';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { fundedMember, multipart, payoutAccount, PNG_1PX, withdraw } from '../../test/money';

const app = await buildTestApp();
let seq = 0;

const get = (url: string, headers: Record<string, string> = opsHeaders) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = opsHeaders) =>
  app.inject({ method: 'POST', url, headers, payload: payload as object });

/** A named operator of `role`, signed in through the authenticator's first set-up. */
async function operator(role: OperatorRole) {
  const username = `q${role}${Date.now().toString(36)}${seq++}`;
  expect((await post('/ops/operators', { username, password: 'Operator2026pass', role })).statusCode).toBe(200);
  const first = (await post('/ops/session/login', { username, password: 'Operator2026pass' }, {})).json().value;
  const done = await post(
    '/ops/session/totp',
    { setupToken: first.setup.setupToken, code: totp(first.setup.secret, Date.now()) },
    {},
  );
  return { authorization: `Bearer ${done.json().value.token as string}` };
}

const counts = async () => (await get('/ops/finance/queue-counts')).json().value as Record<string, number>;
const ids = async (url: string) => ((await get(url)).json().value.list as { id: number }[]).map((x) => x.id);

describe('the finance queues', () => {
  test('filter by member (any case), days and open disputes, and count what waits', async () => {
    const before = await counts();
    const m = await fundedMember(app, { funds: 500_000 });
    const other = await fundedMember(app, { funds: 500_000 });
    const channels = (await get('/wps/payments/channels', m.headers)).json().value as { id: number; kind: string }[];
    const bank = channels.find((c) => c.kind === 'BANK')!;
    const dep = await post(
      '/wps/payments/deposits',
      { channelId: bank.id, amount: 150_000, requestId: `q-dep-${seq++}x` },
      m.headers,
    );
    expect(dep.statusCode, dep.body).toBe(200);
    await post('/wps/payments/deposits', { channelId: bank.id, amount: 150_000, requestId: `q-dep-${seq++}y` }, other.headers);
    const depositId = dep.json().value.id as number;
    // The deposit's own day (UTC), not one taken before it was made: a midnight may pass in between.
    const today = (dep.json().value.createdAt as string).slice(0, 10);

    // One member's, by username in any case; an unknown username lists nothing (not everyone's).
    expect(await ids(`/ops/deposits?username=${m.username.toUpperCase()}`)).toEqual([depositId]);
    expect(await ids('/ops/deposits?username=nobody-here')).toEqual([]);
    // The days, in the operator's time zone: today has it, a day long past has nothing.
    expect(await ids(`/ops/deposits?username=${m.username}&from=${today}&to=${today}&tz=0`)).toEqual([depositId]);
    expect(await ids(`/ops/deposits?username=${m.username}&from=2020-01-01&to=2020-01-02`)).toEqual([]);
    expect(await ids(`/ops/deposits?username=${m.username}&status=APPROVED`)).toEqual([]);

    const account = await payoutAccount(app, m.headers);
    const wa = await withdraw(app, m.headers, { payoutAccountId: account, amount: 20_000, requestId: `queue-wd-${seq++}-a` });
    expect(wa.statusCode, wa.body).toBe(200);
    const a = wa.json().value;
    const b = (
      await withdraw(app, m.headers, { payoutAccountId: account, amount: 30_000, requestId: `queue-wd-${seq++}-b` })
    ).json().value;
    expect(await counts()).toEqual({
      deposits: before.deposits! + 2,
      withdrawals: before.withdrawals! + 2,
      disputes: before.disputes,
    });

    // Both paid; the member disputes one: the disputes queue (status DISPUTED) holds it alone.
    for (const w of [a, b]) expect((await post(`/ops/withdrawals/${w.id}/pay`, {})).statusCode).toBe(200);
    const proof = (await app.inject({ method: 'POST', url: '/wps/uploads', ...multipart(m.headers, PNG_1PX) })).json().value.id;
    const receipt = await post(
      `/wps/payments/withdrawals/${a.id}/receipt`,
      { outcome: 'NOT_RECEIVED', proofUploadIds: [proof] },
      m.headers,
    );
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(await ids(`/ops/withdrawals?status=DISPUTED&username=${m.username}`)).toEqual([a.id]);
    expect(await ids(`/ops/withdrawals?status=PAID&username=${m.username}`)).toEqual([b.id]);
    expect(await counts()).toEqual({
      deposits: before.deposits! + 2,
      withdrawals: before.withdrawals,
      disputes: before.disputes! + 1,
    });

    await post(`/ops/withdrawals/${a.id}/resolve`, { refundAmount: 20_000, remark: 'not paid out' });
    await post(`/ops/deposits/${depositId}/approve`, {});
    expect(await ids(`/ops/withdrawals?status=DISPUTED&username=${m.username}`)).toEqual([]);
    expect(await counts()).toEqual({
      deposits: before.deposits! + 1,
      withdrawals: before.withdrawals,
      disputes: before.disputes,
    });
    expect((await get('/ops/withdrawals?status=OPEN')).json().code).toBe('VALIDATION_FAILED');
  });

  test('finance and read-only operators read the count; support is refused, and read-only decides nothing', async () => {
    expect((await get('/ops/finance/queue-counts', await operator('finance'))).statusCode).toBe(200);
    const readonly = await operator('readonly');
    expect((await get('/ops/finance/queue-counts', readonly)).statusCode).toBe(200);
    expect((await get('/ops/deposits?status=PENDING', readonly)).statusCode).toBe(200);
    expect((await post('/ops/deposits/1/approve', {}, readonly)).json().code).toBe('OPS_FORBIDDEN');
    const support = await operator('support');
    expect((await get('/ops/finance/queue-counts', support)).json().code).toBe('OPS_FORBIDDEN');
    expect((await get('/ops/withdrawals?status=DISPUTED', support)).json().code).toBe('OPS_FORBIDDEN');
  });
});
