import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';

// What `NODE_ENV=production` without ALLOW_DEMO_IN_PRODUCTION gives (config.test.ts checks the switch).
const app = await buildTestApp({}, { sandboxGateway: false });

describe('the sandbox gateway in production', () => {
  test('is hidden from members, refuses deposits, serves no checkout page and cannot be configured', async () => {
    const m = await fundedMember(app);
    const listed = (await app.inject({ method: 'GET', url: '/wps/payments/channels', headers: m.headers })).json().value;
    expect(listed.map((c: { name: string }) => c.name)).not.toContain('Sandbox Pay');

    const all = (await app.inject({ method: 'GET', url: '/ops/payment-channels', headers: opsHeaders })).json().value;
    const sandbox = all.find((c: { gatewayProvider: string | null }) => c.gatewayProvider === 'sandbox');
    const order = await app.inject({
      method: 'POST',
      url: '/wps/payments/deposits',
      headers: m.headers,
      payload: { channelId: sandbox.id, amount: 20_000, requestId: 'prod-sandbox-0001' },
    });
    expect(order.json()).toMatchObject({ success: false, code: 'PAYMENT_CHANNEL_UNAVAILABLE' });

    const page = await app.inject({ method: 'GET', url: '/sandbox-gateway/checkout/D1?amount=20000&sig=x' });
    expect(page.body).not.toContain('Sandbox Pay');
    const approve = await app.inject({ method: 'POST', url: '/sandbox-gateway/checkout/D1/approve?amount=20000&sig=x' });
    expect(approve.statusCode).toBe(404);

    const created = await app.inject({
      method: 'POST',
      url: '/ops/payment-channels',
      headers: opsHeaders,
      payload: {
        kind: 'GATEWAY',
        name: 'Click Pay',
        minAmount: 10_000,
        maxAmount: 90_000,
        fee: { percentBp: 0, fixed: 0 },
        sort: 9,
        enabled: true,
        gateway: { provider: 'sandbox', secret: 'channel-secret-0123456789' },
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().value).toEqual([expect.objectContaining({ path: 'gateway.provider' })]);
  });
});
