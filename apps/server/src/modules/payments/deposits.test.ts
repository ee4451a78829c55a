import { describe, expect, test } from 'vitest';
import { runPaymentJobs } from '../../jobs/scheduler';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { balanceOf, fundedMember, multipart, PNG_1PX } from '../../test/money';
import { signCallback } from './payments.service';

const app = await buildTestApp();
const channels = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/wps/payments/channels', headers })).json().value as { id: number; kind: string }[];
const deposit = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/wps/payments/deposits', headers, payload });

describe('deposits', () => {
  test('a bank transfer waits for the operator, who credits it once', async () => {
    const m = await fundedMember(app);
    const bank = (await channels(m.headers)).find((c) => c.kind === 'BANK')!;
    const upload = await app.inject({ method: 'POST', url: '/wps/uploads', ...multipart(m.headers, PNG_1PX) });
    expect(upload.json().value).toMatchObject({ contentType: 'image/png' });
    const body = {
      channelId: bank.id,
      amount: 250_000,
      reference: 'NB-1',
      receiptUploadId: upload.json().value.id,
      requestId: 'dep-bank-0001',
    };
    const first = await deposit(m.headers, body);
    expect(first.json().value).toMatchObject({
      status: 'PENDING',
      amount: 250_000,
      credited: 250_000,
      hasReceipt: true,
      redirectUrl: null,
    });
    // The same request again is the same order.
    expect((await deposit(m.headers, body)).json().value.id).toBe(first.json().value.id);
    expect(await balanceOf(app, m.headers)).toBe(0);

    const id = first.json().value.id;
    const approve = () =>
      app.inject({
        method: 'POST',
        url: `/ops/deposits/${id}/approve`,
        headers: opsHeaders,
        payload: { remark: 'seen on statement' },
      });
    expect((await approve()).json().value).toMatchObject({ status: 'APPROVED', username: m.username });
    expect((await approve()).statusCode).toBe(200);
    expect(await balanceOf(app, m.headers)).toBe(250_000);
    const reject = await app.inject({ method: 'POST', url: `/ops/deposits/${id}/reject`, headers: opsHeaders, payload: {} });
    expect(reject.json()).toMatchObject({ code: 'ORDER_STATE_CONFLICT' });
    expect(await balanceOf(app, m.headers)).toBe(250_000);
    const audit = (await app.inject({ method: 'GET', url: '/ops/audit?limit=5', headers: opsHeaders })).json().value;
    expect(audit.map((a: { action: string }) => a.action)).toContain('deposit.approve');
    const mine = (await app.inject({ method: 'GET', url: '/wps/payments/deposits', headers: m.headers })).json().value;
    expect(mine).toMatchObject({ total: 1, list: [{ status: 'APPROVED', remark: 'seen on statement' }] });
  });

  test('refuses amounts outside the channel, foreign receipts and unknown channels, writing nothing', async () => {
    const m = await fundedMember(app);
    const other = await fundedMember(app);
    const bank = (await channels(m.headers)).find((c) => c.kind === 'BANK')!;
    const low = await deposit(m.headers, { channelId: bank.id, amount: 9_999, requestId: 'dep-low-0001' });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: [{ path: 'amount', message: '10000-100000000' }] });
    const theirs = await app.inject({ method: 'POST', url: '/wps/uploads', ...multipart(other.headers, PNG_1PX) });
    const foreign = await deposit(m.headers, {
      channelId: bank.id,
      amount: 20_000,
      receiptUploadId: theirs.json().value.id,
      requestId: 'dep-for-0001',
    });
    expect(foreign.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: [{ path: 'receiptUploadId.0' }] });
    expect((await deposit(m.headers, { channelId: 99_999, amount: 20_000, requestId: 'dep-unk-0001' })).json().code).toBe(
      'PAYMENT_CHANNEL_UNAVAILABLE',
    );
    expect((await deposit(m.headers, { channelId: bank.id, amount: 20.5, requestId: 'dep-flt-0001' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await app.inject({ method: 'GET', url: '/wps/payments/deposits', headers: m.headers })).json().value.total).toBe(0);
  });

  test('checks uploads by their bytes and size, and shows them only to their owner', async () => {
    const m = await fundedMember(app);
    const other = await fundedMember(app);
    const fake = await app.inject({
      method: 'POST',
      url: '/wps/uploads',
      ...multipart(m.headers, Buffer.from('<svg onload=alert(1)>'), 'x.png'),
    });
    expect(fake.json().code).toBe('UPLOAD_INVALID');
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await app.inject({ method: 'POST', url: '/wps/uploads', ...multipart(m.headers, big) })).json().code).toBe(
      'UPLOAD_TOO_LARGE',
    );
    const ok = await app.inject({
      method: 'POST',
      url: '/wps/uploads',
      ...multipart(m.headers, PNG_1PX, 'photo.exe', 'application/x-msdownload'),
    });
    const id = ok.json().value.id;
    const mine = await app.inject({ method: 'GET', url: `/wps/uploads/${id}`, headers: m.headers });
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(PNG_1PX)).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/wps/uploads/${id}`, headers: other.headers })).statusCode).toBe(404);
  });

  test('a gateway deposit is paid on the sandbox page and credited once however often the callback comes', async () => {
    const m = await fundedMember(app);
    const gw = (await channels(m.headers)).find((c) => c.kind === 'GATEWAY')!;
    const order = (await deposit(m.headers, { channelId: gw.id, amount: 100_000, requestId: 'dep-gw-00001' })).json().value;
    expect(order).toMatchObject({ status: 'PENDING', fee: 1_000, credited: 99_000 });
    expect(order.redirectUrl).toMatch(/^\/sandbox-gateway\/checkout\//);
    const page = await app.inject({ method: 'GET', url: order.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('रु 1,000.00');
    const tampered = await app.inject({ method: 'GET', url: order.redirectUrl.replace('amount=100000', 'amount=100') });
    expect(tampered.statusCode).toBe(404);

    const pay = await app.inject({ method: 'POST', url: order.redirectUrl.replace('?', '/pay?') });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/member?page=depositv2&order=${order.orderNo}`);
    expect(await balanceOf(app, m.headers)).toBe(99_000);
    await new Promise((r) => setTimeout(r, 1_700)); // the sandbox's repeated callback
    expect(await balanceOf(app, m.headers)).toBe(99_000);
    const list = (await app.inject({ method: 'GET', url: '/wps/payments/deposits', headers: m.headers })).json().value.list;
    expect(list[0]).toMatchObject({ orderNo: order.orderNo, status: 'APPROVED', redirectUrl: null });
  });

  test('refuses callbacks with a wrong or stale signature, and credits a late one after expiry', async () => {
    const m = await fundedMember(app);
    const gw = (await channels(m.headers)).find((c) => c.kind === 'GATEWAY')!;
    const order = (await deposit(m.headers, { channelId: gw.id, amount: 50_000, requestId: 'dep-gw-00002' })).json().value;
    const secret = (await app.inject({ method: 'GET', url: '/ops/payment-channels', headers: opsHeaders })).json().value;
    expect(secret[0]).not.toHaveProperty('gateway');
    const body = JSON.stringify({ orderNo: order.orderNo, gatewayRef: 'G1', status: 'PAID', amount: 50_000, currency: 'NPR' });
    const send = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/wps/payments/gateway/callback/${gw.id}`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
    expect((await send(signCallback('not-the-secret-at-all', body))).json().code).toBe('GATEWAY_SIGNATURE_INVALID');
    expect((await send({})).statusCode).toBe(401);

    // Nobody paid in time: the job expires it (and a second run changes nothing).
    const later = new Date(Date.now() + 31 * 60_000);
    expect((await runPaymentJobs(app.db, later)).expired).toBeGreaterThanOrEqual(1);
    expect((await runPaymentJobs(app.db, later)).expired).toBe(0);
    const expired = (await app.inject({ method: 'GET', url: '/wps/payments/deposits?status=EXPIRED', headers: m.headers })).json()
      .value;
    expect(expired.total).toBe(1);

    // The gateway's late PAID still credits it: the money did arrive.
    const sandboxSecret = await gatewaySecret(gw.id);
    const stale = signCallback(sandboxSecret, body, Date.now() - 10 * 60_000);
    expect((await send(stale)).json().code).toBe('GATEWAY_SIGNATURE_INVALID');
    const late = await send(signCallback(sandboxSecret, body));
    expect(late.json().value).toEqual({ orderNo: order.orderNo, status: 'APPROVED' });
    expect((await send(signCallback(sandboxSecret, body))).json().value.status).toBe('APPROVED');
    expect(await balanceOf(app, m.headers)).toBe(49_500);
  });
});

async function gatewaySecret(channelId: number): Promise<string> {
  const { findChannel } = await import('./payments.settings');
  return (await findChannel(app.db, app.merchantId, channelId))!.gateway!.secret;
}

describe('payment channels', () => {
  test('the operator adds a gateway channel; members see it, and its secret stays out of answers and the audit log', async () => {
    const secret = 'channel-secret-never-logged-0123';
    const created = await app.inject({
      method: 'POST',
      url: '/ops/payment-channels',
      headers: opsHeaders,
      payload: {
        kind: 'GATEWAY',
        name: 'Test Pay',
        minAmount: 10_000,
        maxAmount: 90_000,
        fee: { percentBp: 0, fixed: 0 },
        sort: 9,
        enabled: true,
        gateway: { provider: 'sandbox', secret },
      },
    });
    expect(created.json().value).toMatchObject({ name: 'Test Pay', kind: 'GATEWAY', gatewayProvider: 'sandbox', enabled: true });
    expect(created.body).not.toContain(secret);
    const m = await fundedMember(app);
    expect((await channels(m.headers)).map((c) => c.kind)).toEqual(['BANK', 'GATEWAY', 'GATEWAY']);
    const audit = await app.inject({ method: 'GET', url: '/ops/audit?limit=5', headers: opsHeaders });
    expect(audit.body).toContain('payments.channel.create');
    expect(audit.body).not.toContain(secret);
    const bad = await app.inject({
      method: 'POST',
      url: '/ops/payment-channels',
      headers: opsHeaders,
      payload: {
        kind: 'BANK',
        name: 'No account',
        minAmount: 5,
        maxAmount: 1,
        fee: { percentBp: 0, fixed: 0 },
        sort: 1,
        enabled: true,
      },
    });
    expect(bad.statusCode).toBe(400);
  });
});
