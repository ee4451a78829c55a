import { createHmac } from 'node:crypto';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import { VENDOR_SECRET, vendorCaller, writesOf } from './seamless.fixtures';
import { inProcessTransport } from './seamless.service';

const app = await buildTestApp();
const http = await vendorCaller(app);
const direct = inProcessTransport({ db: app.db, database: { prepared: app.prepared }, merchantId: app.merchantId });

/** A signed call through the in-process transport (what the game server, the lottery and the book use). */
function call(path: string, body: unknown, opts: { secret?: string; vendor?: string; raw?: string } = {}) {
  const raw = opts.raw ?? JSON.stringify(body);
  const ts = String(Math.floor(Date.now() / 1000));
  const sig = createHmac('sha256', opts.secret ?? VENDOR_SECRET)
    .update(`${ts}.${raw}`)
    .digest('hex');
  return direct(`/seamless/v1/${path}`, raw, {
    'content-type': 'application/json',
    'x-jade-vendor': opts.vendor ?? 'LOTUS',
    'x-jade-timestamp': ts,
    'x-jade-signature': sig,
  });
}
const debit = (playerId: string, txId: string, amount: number) =>
  ({ playerId, txId, roundId: txId, gameCode: 'LOTUS-0001', amount }) as const;

test('the in-process transport answers as the HTTP route does, and a debit sent twice moves money once', async () => {
  const m = await fundedMember(app, { funds: 10_000 });
  const first = await call('debit', debit(m.username, 'dx-1', 1_000));
  expect(first.status).toBe(200);
  const again = await call('debit', debit(m.username, 'dx-1', 1_000));
  expect(JSON.parse(again.body)).toEqual(JSON.parse(first.body));
  // The same txId over HTTP is the same call: answered, not applied again.
  const overHttp = await http('debit', debit(m.username, 'dx-1', 1_000));
  expect(overHttp.json().value).toEqual(JSON.parse(first.body).value);
  expect(await balanceOf(app, m.headers)).toBe(9_000);
  expect((await writesOf(app, m.id, m.username)).transfers).toBe(2);
});

test('the in-process transport refuses what the route refuses, with its code and status, and writes nothing', async () => {
  const m = await fundedMember(app, { funds: 10_000 });
  const before = await writesOf(app, m.id, m.username);
  const cases: [Promise<{ status: number; body: string }>, number, string][] = [
    [call('debit', debit(m.username, 'dx-2', 1_000), { secret: 'wrong-secret-wrong-secret-0000' }), 401, ''],
    [call('debit', debit(m.username, 'dx-3', 1_000), { vendor: 'HIMAL' }), 401, ''],
    [call('debit', { ...debit(m.username, 'dx-4', 1_000), amount: -5 }), 400, 'VALIDATION_FAILED'],
    [call('debit', null, { raw: '{"playerId":' }), 400, 'BODY_MALFORMED'],
    [call('debit', debit(m.username, 'dx-5', 1_000_000)), 409, 'WALLET_INSUFFICIENT_BALANCE'],
    [call('transfer', debit(m.username, 'dx-6', 1_000)), 404, 'NOT_FOUND'],
  ];
  for (const [res, status, code] of cases) {
    const { status: s, body } = await res;
    const env = JSON.parse(body) as { success: boolean; code: string };
    expect(env.success).toBe(false);
    if (status) expect(s, body).toBe(status);
    else expect(s, body).toBeGreaterThanOrEqual(400);
    if (code) expect(env.code).toBe(code);
    else expect(s).toBeLessThan(500);
  }
  expect(await writesOf(app, m.id, m.username)).toEqual(before);
  expect(await balanceOf(app, m.headers)).toBe(10_000);
});
