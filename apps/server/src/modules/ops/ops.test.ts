import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import * as notify from '../notify/notify.service';

const app = await buildTestApp();

describe('operator API', () => {
  test('refuses a missing or wrong operator token', async () => {
    expect((await app.inject({ method: 'GET', url: '/ops/system' })).statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/ops/system',
      headers: { authorization: 'Bearer wrong-token-wrong-token' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('OPS_UNAUTHORIZED');
    const write = await app.inject({ method: 'PUT', url: '/ops/system/maintenance', payload: { maintenance: true } });
    expect(write.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/wps/system/status' })).json().value.status).toBe(0);
  });

  test('sets feature flags and the whitelabel tree follows', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/ops/flags',
      headers: opsHeaders,
      payload: { flags: { FREEPLAY3: false } },
    });
    expect(res.json().value.FREEPLAY3).toBe(false);
    expect(res.json().value.PTSYS3).toBe(true);
    const tree = await app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    const leaves = tree.json().value.flatMap((g: { children: { modId: string; enabled: string }[] }) => g.children);
    expect(leaves.find((l: { modId: string }) => l.modId === 'FREEPLAY3').enabled).toBe('0');
    const audit = await app.inject({ method: 'GET', url: '/ops/audit?limit=1', headers: opsHeaders });
    expect(audit.json().value[0]).toMatchObject({
      action: 'flags.set',
      before: { FREEPLAY3: true },
      after: { FREEPLAY3: false },
    });
  });

  test('refuses an unknown flag id and names it', async () => {
    const res = await app.inject({ method: 'PUT', url: '/ops/flags', headers: opsHeaders, payload: { flags: { NOPE3: true } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().value[0].path).toContain('flags');
  });

  test('lists what the providers would have sent, newest first, filtered by channel', async () => {
    await notify.send(app.db, app.notifier, { channel: 'sms', recipient: '+9779800000001', body: 'Your code is 123456' });
    await notify.send(app.db, app.notifier, {
      channel: 'email',
      recipient: 'demo01@example.com',
      subject: 'Reset',
      body: 'Reset link',
    });
    const all = await app.inject({ method: 'GET', url: '/ops/outbox', headers: opsHeaders });
    expect(all.json().value.map((m: { channel: string }) => m.channel)).toEqual(['email', 'sms']);
    const sms = await app.inject({ method: 'GET', url: '/ops/outbox?channel=sms', headers: opsHeaders });
    expect(sms.json().value).toHaveLength(1);
    expect(sms.json().value[0]).toMatchObject({ recipient: '+9779800000001', body: 'Your code is 123456' });
    const bad = await app.inject({ method: 'GET', url: '/ops/outbox?limit=9999', headers: opsHeaders });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value[0].path).toBe('limit');
  });
});

describe('operator wallet adjustments', () => {
  test('credits and debits a member once per key, refuses overdrafts, and audits the reason', async () => {
    const adjust = (amount: number, key: string) =>
      app.inject({
        method: 'POST',
        url: '/ops/members/agent02/adjust',
        headers: opsHeaders,
        payload: { amount, reason: 'goodwill credit', idempotencyKey: key },
      });
    const credit = await adjust(50_000, 'adj-000001');
    expect(credit.json().value).toMatchObject({ replayed: false, balance: 50_000 });
    const again = await adjust(50_000, 'adj-000001');
    expect(again.json().value).toMatchObject({ replayed: true, balance: 50_000 });
    const over = await adjust(-60_000, 'adj-000002');
    expect(over.json().code).toBe('WALLET_INSUFFICIENT_BALANCE');
    expect((await adjust(-20_000, 'adj-000003')).json().value.balance).toBe(30_000);
    const audit = await app.inject({ method: 'GET', url: '/ops/audit?limit=1', headers: opsHeaders });
    expect(audit.json().value[0]).toMatchObject({ action: 'wallet.adjust', after: { username: 'agent02', amount: -20_000 } });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/ops/members/nobody/adjust',
          headers: opsHeaders,
          payload: { amount: 1, reason: 'x-y-z', idempotencyKey: 'adj-000004' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await adjust(0, 'adj-000005')).statusCode).toBe(400);
  });
});
