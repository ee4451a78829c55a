import { describe, expect, test } from 'vitest';
import { hashSecret } from '../../lib/secrets';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';
import * as members from '../members/members.service';

const app = await buildTestApp();
const outbox = async (recipient: string): Promise<{ subject: string | null; body: string }[]> =>
  (
    await app.inject({
      method: 'GET',
      url: `/ops/outbox?recipient=${encodeURIComponent(recipient)}&limit=20`,
      headers: opsHeaders,
    })
  ).json().value;
const outboxCode = async (recipient: string) => /(\d{6})/.exec((await outbox(recipient))[0]!.body)![1]!;

let seq = 0;
/** A new member, signed in; with contacts, a verified e-mail and mobile and the payment password 654321. */
async function newMember(opts = { contacts: true }) {
  const n = seq++;
  const username = `contact${Date.now().toString(36)}${n}`;
  const contacts = {
    email: `${username}@example.com`,
    emailVerified: true,
    countryDialingCode: '+977',
    mobile: `98444444${String(n).padStart(2, '0')}`,
    mobileVerified: true,
  };
  const a = await members.createAccount(app.db, {
    merchantId: app.merchantId,
    username,
    password: 'Contact2026x',
    type: 0,
    ...(opts.contacts ? contacts : {}),
  });
  if (opts.contacts) await members.updateAccount(app.db, a.id, { paymentPasswordHash: await hashSecret('654321') });
  const { headers } = await loginAs(app, username, 'Contact2026x');
  return { headers, email: a.email!, mobile: `+977${a.mobile}`, password: 'Contact2026x' };
}
const overview = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/wps/member/security', headers })).json().value;

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
    const yearZero = await app.inject({
      method: 'PUT',
      url: '/wps/member/profile',
      headers,
      payload: { birthday: '0000-01-01' },
    });
    expect([yearZero.statusCode, yearZero.json().value[0].path]).toEqual([400, 'birthday']);
    const me = await app.inject({ method: 'GET', url: '/wps/member/security', headers });
    expect(me.json().value).toMatchObject({ nickname: 'Team Two', birthday: '1990-05-17' });
  });

  test('binds a mobile and an e-mail with codes, refusing a number another member has', async () => {
    const { headers } = await loginAs(app, 'agent02', 'Agent@1234');
    const call = (url: string, payload: object) =>
      injectSealed(app, { method: 'POST', url, headers, payload: { loginPassword: 'Agent@1234', ...payload } });
    const taken = await call('/wps/member/bind/code', { channel: 'sms', countryDialingCode: '+977', mobileNum: '9800000001' });
    expect(taken.json().code).toBe('MOBILE_TAKEN');
    await call('/wps/member/bind/code', { channel: 'sms', countryDialingCode: '+977', mobileNum: '9833333333' });
    const code = await outboxCode('+9779833333333');
    const wrong = await call('/wps/member/bind', {
      channel: 'sms',
      countryDialingCode: '+977',
      mobileNum: '9833333333',
      code: '000000',
    });
    expect(wrong.json().code).toBe('CODE_INVALID');
    const bound = await call('/wps/member/bind', { channel: 'sms', countryDialingCode: '+977', mobileNum: '9833333333', code });
    expect(bound.statusCode).toBe(200);
    await call('/wps/member/bind/code', { channel: 'email', email: 'Agent02@Example.com' });
    const mailCode = await outboxCode('agent02@example.com');
    await call('/wps/member/bind', { channel: 'email', email: 'agent02@example.com', code: mailCode });
    const me = (await app.inject({ method: 'GET', url: '/wps/member/security', headers })).json().value;
    expect(me).toMatchObject({ mobileVerified: true, emailVerified: true });
    expect(me.mobile).toMatch(/^\+97\*+333$/);
  });

  test('sets the payment password with the login password and changes it with both the login and the old one', async () => {
    const { headers } = await newMember({ contacts: false });
    const put = (payload: object) => injectSealed(app, { method: 'PUT', url: '/wps/member/payment-password', headers, payload });
    expect(
      (await put({ loginPassword: 'nope', newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).json().code,
    ).toBe('AUTH_WRONG_PASSWORD');
    expect(
      (await put({ loginPassword: 'Contact2026x', newPaymentPassword: '12345', confirmPaymentPassword: '12345' })).json().value[0]
        .path,
    ).toBe('newPaymentPassword');
    expect(
      (await put({ loginPassword: 'Contact2026x', newPaymentPassword: '246810', confirmPaymentPassword: '246810' })).statusCode,
    ).toBe(200);
    const change = { loginPassword: 'Contact2026x', newPaymentPassword: '135791', confirmPaymentPassword: '135791' };
    expect((await put({ ...change, oldPaymentPassword: '111111' })).json().code).toBe('AUTH_WRONG_PASSWORD');
    expect((await put({ ...change, oldPaymentPassword: '246810' })).statusCode).toBe(200);
    const me = (await app.inject({ method: 'GET', url: '/wps/member/security', headers })).json().value;
    expect(me.hasPaymentPassword).toBe(true);
  });

  test('rebinding the e-mail needs the login password at both steps and tells the old contacts', async () => {
    const m = await newMember();
    const call = (url: string, payload: object) => injectSealed(app, { method: 'POST', url, headers: m.headers, payload });
    const to = { channel: 'email', email: 'taken-over@example.com' };
    const missing = await call('/wps/member/bind/code', to);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: [{ path: 'loginPassword' }] });
    expect((await call('/wps/member/bind/code', { ...to, loginPassword: 'Guess2026x' })).json()).toMatchObject({
      code: 'AUTH_WRONG_PASSWORD',
      value: [{ path: 'loginPassword' }],
    });
    expect(await outbox('taken-over@example.com')).toHaveLength(0);
    expect((await call('/wps/member/bind/code', { ...to, loginPassword: m.password })).statusCode).toBe(200);
    const code = await outboxCode('taken-over@example.com');
    expect((await call('/wps/member/bind', { ...to, code })).json().value[0].path).toBe('loginPassword');
    expect((await call('/wps/member/bind', { ...to, code, loginPassword: 'Guess2026x' })).json().code).toBe(
      'AUTH_WRONG_PASSWORD',
    );
    expect((await overview(m.headers)).email).toBe('co***@example.com');
    expect(await outbox(m.email)).toHaveLength(0);
    expect((await call('/wps/member/bind', { ...to, code, loginPassword: m.password })).statusCode).toBe(200);
    expect((await overview(m.headers)).email).toBe('ta***@example.com');
    for (const old of [m.email, m.mobile])
      expect(await outbox(old)).toEqual([
        expect.objectContaining({
          subject: 'A security change on your account',
          body: expect.stringContaining('the e-mail address of your account was changed'),
        }),
      ]);
    expect(await outbox('taken-over@example.com')).toHaveLength(1);
  });

  test('rebinding the mobile tells the old contacts in the member’s language', async () => {
    const m = await newMember();
    const to = { channel: 'sms', countryDialingCode: '+977', mobileNum: '9855555555', loginPassword: m.password };
    const call = (url: string, payload: object) =>
      injectSealed(app, { method: 'POST', url, headers: { ...m.headers, 'x-lang': 'ne' }, payload });
    await call('/wps/member/bind/code', to);
    const code = await outboxCode('+9779855555555');
    expect((await call('/wps/member/bind', { ...to, code })).statusCode).toBe(200);
    const [notice] = await outbox(m.mobile);
    expect(notice).toMatchObject({ subject: 'तपाईंको खातामा सुरक्षा परिवर्तन' });
    expect(notice!.body).toContain('मोबाइल नम्बर परिवर्तन गरियो');
  });

  test('changing the payment password needs the login password and tells the verified contacts', async () => {
    const m = await newMember();
    const put = (payload: object) =>
      injectSealed(app, { method: 'PUT', url: '/wps/member/payment-password', headers: m.headers, payload });
    const change = { oldPaymentPassword: '654321', newPaymentPassword: '135791', confirmPaymentPassword: '135791' };
    const missing = await put(change);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: [{ path: 'loginPassword' }] });
    expect((await put({ ...change, loginPassword: 'Guess2026x' })).json()).toMatchObject({
      code: 'AUTH_WRONG_PASSWORD',
      value: [{ path: 'loginPassword' }],
    });
    expect(await outbox(m.email)).toHaveLength(0);
    expect((await put({ ...change, loginPassword: m.password })).statusCode).toBe(200);
    // The old PIN no longer works: the change happened once, with the password.
    expect((await put({ ...change, loginPassword: m.password })).json().code).toBe('AUTH_WRONG_PASSWORD');
    for (const contact of [m.email, m.mobile])
      expect((await outbox(contact))[0]!.body).toContain('the payment password of your account was set or changed');
  });
});
