import { describe, expect, test } from 'vitest';
import { totp } from '../../lib/totp';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';

const app = await buildTestApp();
const login = (payload: object, remoteAddress: string) =>
  injectSealed(app, { method: 'POST', url: '/wps/session/login', payload, remoteAddress });
const smsCode = async (recipient: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/ops/outbox?channel=sms&recipient=${encodeURIComponent(recipient)}&limit=1`,
    headers: opsHeaders,
  });
  return /(\d{6})/.exec(res.json().value[0].body)![1]!;
};

const outbox = async (recipient: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/ops/outbox?recipient=${encodeURIComponent(recipient)}&limit=5`,
      headers: opsHeaders,
    })
  ).json().value;

describe('second factor for new addresses, authenticator app, security centre', () => {
  test('asks for an SMS code from a new address, then trusts it', async () => {
    expect((await login({ username: 'demo01', password: 'Demo@1234' }, '203.0.113.1')).statusCode).toBe(200);
    const challenged = await login({ username: 'demo01', password: 'Demo@1234' }, '203.0.113.2');
    expect(challenged.statusCode).toBe(401);
    expect(challenged.json()).toMatchObject({ code: 'AUTH_2FA_REQUIRED', value: [{ path: 'twoFactorCode' }] });
    expect(challenged.json().value[0].message).toMatch(/^sms:\+97\*+001$/);
    const wrong = await login({ username: 'demo01', password: 'Demo@1234', twoFactorCode: '000000' }, '203.0.113.2');
    expect(wrong.json().code).toBe('CODE_INVALID');
    const code = await smsCode('+9779800000001');
    const ok = await login({ username: 'demo01', password: 'Demo@1234', twoFactorCode: code }, '203.0.113.2');
    expect(ok.statusCode).toBe(200);
    expect((await login({ username: 'demo01', password: 'Demo@1234' }, '203.0.113.2')).statusCode).toBe(200);
  });

  test('asks to wait, not for a code, when the last code was used a moment ago and no new one may be sent', async () => {
    // The first test used the newest code for +9779800000001 less than 60 s ago.
    const again = await login({ username: 'demo01', password: 'Demo@1234' }, '203.0.113.4');
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('CODE_TOO_MANY_REQUESTS');
  });

  test('a wrong password from a new address never reveals the second factor', async () => {
    const res = await login({ username: 'demo01', password: 'wrong-one' }, '203.0.113.3');
    expect(res.json().code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  test('the operator can turn new-address verification off', async () => {
    await app.inject({
      method: 'PUT',
      url: '/ops/security-settings',
      headers: opsHeaders,
      payload: { newIpVerification: false },
    });
    expect((await login({ username: 'demo01', password: 'Demo@1234' }, '203.0.113.9')).statusCode).toBe(200);
    await app.inject({ method: 'PUT', url: '/ops/security-settings', headers: opsHeaders, payload: { newIpVerification: true } });
  });

  test('refuses to turn the authenticator on without the right login password, changing nothing', async () => {
    const me = await loginAs(app, 'demo01', 'Demo@1234', {}, '203.0.113.2');
    const { secret } = (await app.inject({ method: 'POST', url: '/wps/member/totp/setup', headers: me.headers })).json().value;
    const enable = (payload: object) =>
      injectSealed(app, { method: 'POST', url: '/wps/member/totp/enable', headers: me.headers, payload });
    const missing = await enable({ code: totp(secret, Date.now()) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: [{ path: 'loginPassword' }] });
    const wrong = await enable({ code: totp(secret, Date.now()), loginPassword: 'Guess@1234' });
    expect(wrong.json()).toMatchObject({ code: 'AUTH_WRONG_PASSWORD', value: [{ path: 'loginPassword' }] });
    const state = await app.inject({ method: 'GET', url: '/wps/member/security', headers: me.headers });
    expect(state.json().value.totpEnabled).toBe(false);
    expect(await outbox('demo01@example.com')).toHaveLength(0);
  });

  test('enrols the authenticator app, tells the verified contacts, and signs in with it, each code once, recovery codes once', async () => {
    const me = await loginAs(app, 'demo01', 'Demo@1234', {}, '203.0.113.2');
    const setup = await app.inject({ method: 'POST', url: '/wps/member/totp/setup', headers: me.headers });
    const { secret, otpauthUri } = setup.json().value;
    expect(otpauthUri).toContain('otpauth://totp/');
    const enable = (payload: object) =>
      injectSealed(app, { method: 'POST', url: '/wps/member/totp/enable', headers: me.headers, payload });
    const bad = await enable({ code: '000000', loginPassword: 'Demo@1234' });
    expect(bad.json().code).toBe('CODE_INVALID');
    const enableCode = totp(secret, Date.now());
    const enabled = await enable({ code: enableCode, loginPassword: 'Demo@1234' });
    const codes: string[] = enabled.json().value.codes;
    expect(codes).toHaveLength(10);
    for (const contact of ['demo01@example.com', '+9779800000001'])
      expect((await outbox(contact))[0]).toMatchObject({
        subject: 'A security change on your account',
        body: expect.stringContaining('an authenticator app was turned on for your account'),
      });

    const challenged = await login({ username: 'demo01', password: 'Demo@1234' }, '198.51.100.20');
    expect(challenged.json().value[0].message).toBe('totp:');
    // The code that enabled the app cannot be used again (the same code, not one computed now: the
    // test may have crossed into the next 30-second step, whose code is a new one).
    const reused = await login({ username: 'demo01', password: 'Demo@1234', twoFactorCode: enableCode }, '198.51.100.20');
    expect(reused.json().code).toBe('CODE_INVALID');
    const recovery = await login({ username: 'demo01', password: 'Demo@1234', twoFactorCode: codes[0] }, '198.51.100.20');
    expect(recovery.statusCode).toBe(200);
    const again = await login({ username: 'demo01', password: 'Demo@1234', twoFactorCode: codes[0] }, '198.51.100.21');
    expect(again.json().code).toBe('CODE_INVALID');
    const next = await login(
      { username: 'demo01', password: 'Demo@1234', twoFactorCode: totp(secret, Date.now() + 30_000) },
      '198.51.100.21',
    );
    expect(next.statusCode).toBe(200);
  });

  test('shows the security centre with masked contacts, history and sessions, and revokes one', async () => {
    const a = await loginAs(app, 'agent01', 'Agent@1234');
    const b = await loginAs(app, 'agent01', 'Agent@1234');
    const res = await app.inject({ method: 'GET', url: '/wps/member/security', headers: b.headers });
    const v = res.json().value;
    expect(v).toMatchObject({ account: 'agent01', totpEnabled: false, mobile: null });
    expect(v.loginHistory.length).toBeGreaterThanOrEqual(2);
    const other = v.sessions.find((s: { current: boolean }) => !s.current);
    const del = await app.inject({ method: 'DELETE', url: `/wps/member/sessions/${other.id}`, headers: b.headers });
    expect(del.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/wps/member/info', headers: a.headers })).statusCode).toBe(401);
    const foreign = await app.inject({ method: 'DELETE', url: '/wps/member/sessions/1', headers: b.headers });
    expect(foreign.statusCode).toBe(404);
  });

  test('keeps trial accounts out of the security centre', async () => {
    const trial = await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const res = await app.inject({
      method: 'GET',
      url: '/wps/member/security',
      headers: { authorization: `Bearer ${trial.json().value.token}` },
    });
    expect(res.json()).toMatchObject({ code: 'AUTH_TRIAL_NOT_ALLOWED', message: 'in_need_true_account' });
  });
});
