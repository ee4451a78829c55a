import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';

const app = await buildTestApp();
const outboxCode = async (recipient: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/ops/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`,
    headers: opsHeaders,
  });
  return /(\d{6})/.exec(res.json().value[0].body)![1]!;
};

describe('profile, binding and payment password', () => {
  test('updates the profile and refuses a birthday under the minimum age', async () => {
    const { headers } = await loginAs(app, 'agent02', 'Agent@1234');
    const ok = await app.inject({
      method: 'PUT',
      url: '/wps/member/profile',
      headers,
      payload: { nickname: 'Team Two', birthday: '1990-05-17' },
    });
    expect(ok.statusCode).toBe(200);
    const young = await app.inject({
      method: 'PUT',
      url: '/wps/member/profile',
      headers,
      payload: { birthday: `${new Date().getUTCFullYear() - 10}-01-01` },
    });
    expect(young.json()).toMatchObject({ code: 'AGE_TOO_LOW', value: [{ path: 'birthday', message: '18' }] });
    const bad = await app.inject({ method: 'PUT', url: '/wps/member/profile', headers, payload: { birthday: '1990-02-31' } });
    expect(bad.json().value[0].path).toBe('birthday');
    const me = await app.inject({ method: 'GET', url: '/wps/member/security', headers });
    expect(me.json().value).toMatchObject({ nickname: 'Team Two', birthday: '1990-05-17' });
  });

  test('binds a mobile and an e-mail with codes, refusing a number another member has', async () => {
    const { headers } = await loginAs(app, 'agent02', 'Agent@1234');
    const taken = await app.inject({
      method: 'POST',
      url: '/wps/member/bind/code',
      headers,
      payload: { channel: 'sms', countryDialingCode: '+977', mobileNum: '9800000001' },
    });
    expect(taken.json().code).toBe('MOBILE_TAKEN');
    await app.inject({
      method: 'POST',
      url: '/wps/member/bind/code',
      headers,
      payload: { channel: 'sms', countryDialingCode: '+977', mobileNum: '9833333333' },
    });
    const code = await outboxCode('+9779833333333');
    const wrong = await injectSealed(app, {
      method: 'POST',
      url: '/wps/member/bind',
      headers,
      payload: { channel: 'sms', countryDialingCode: '+977', mobileNum: '9833333333', code: '000000' },
    });
    expect(wrong.json().code).toBe('CODE_INVALID');
    const bound = await injectSealed(app, {
      method: 'POST',
      url: '/wps/member/bind',
      headers,
      payload: { channel: 'sms', countryDialingCode: '+977', mobileNum: '9833333333', code },
    });
    expect(bound.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/wps/member/bind/code',
      headers,
      payload: { channel: 'email', email: 'Agent02@Example.com' },
    });
    const mailCode = await outboxCode('agent02@example.com');
    await injectSealed(app, {
      method: 'POST',
      url: '/wps/member/bind',
      headers,
      payload: { channel: 'email', email: 'agent02@example.com', code: mailCode },
    });
    const me = (await app.inject({ method: 'GET', url: '/wps/member/security', headers })).json().value;
    expect(me).toMatchObject({ mobileVerified: true, emailVerified: true });
    expect(me.mobile).toMatch(/^\+97\*+333$/);
  });

  test('sets the payment password with the login password and changes it with the old one', async () => {
    const { headers } = await loginAs(app, 'expired01', 'Expired@1234');
    const put = (payload: object) => injectSealed(app, { method: 'PUT', url: '/wps/member/payment-password', headers, payload });
    expect(
      (await put({ loginPassword: 'nope', newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).json().code,
    ).toBe('AUTH_WRONG_PASSWORD');
    expect(
      (await put({ loginPassword: 'Expired@1234', newPaymentPassword: '12345', confirmPaymentPassword: '12345' })).json().value[0]
        .path,
    ).toBe('newPaymentPassword');
    expect(
      (await put({ loginPassword: 'Expired@1234', newPaymentPassword: '246810', confirmPaymentPassword: '246810' })).statusCode,
    ).toBe(200);
    expect(
      (await put({ oldPaymentPassword: '111111', newPaymentPassword: '135791', confirmPaymentPassword: '135791' })).json().code,
    ).toBe('AUTH_WRONG_PASSWORD');
    expect(
      (await put({ oldPaymentPassword: '246810', newPaymentPassword: '135791', confirmPaymentPassword: '135791' })).statusCode,
    ).toBe(200);
    const me = (await app.inject({ method: 'GET', url: '/wps/member/security', headers })).json().value;
    expect(me.hasPaymentPassword).toBe(true);
  });
});
