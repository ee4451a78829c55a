import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { injectSealed, loginAs } from '../test/login';

const app = await buildTestApp();
const member = await loginAs(app, 'demo01', 'Demo@1234');

describe('route guards', () => {
  test('refuses an anonymous caller before validating its input, so it learns nothing of the schema', async () => {
    const res = await app.inject({ method: 'POST', url: '/wps/payments/payout-accounts', payload: { nonsense: 1 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_NOT_LOGGED_IN', message: 'You are not logged in, please login' });
    const signedIn = await app.inject({
      method: 'POST',
      url: '/wps/payments/payout-accounts',
      headers: member.headers,
      payload: { nonsense: 1 },
    });
    expect(signedIn.json().code).toBe('VALIDATION_FAILED');
  });

  test('answers each refusal with its code: trial account, member on the agent centre', async () => {
    const trial = (await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value.token;
    const asTrial = await app.inject({ method: 'GET', url: '/wps/messages', headers: { authorization: `Bearer ${trial}` } });
    expect(asTrial.json()).toMatchObject({ code: 'AUTH_TRIAL_NOT_ALLOWED', message: 'in_need_true_account' });
    const asMember = await app.inject({ method: 'GET', url: '/wps/agent/centre', headers: member.headers });
    expect(asMember.json()).toMatchObject({ code: 'AUTH_NOT_AGENT', message: 'Non-agents cannot log in' });
  });

  test('refuses a body that is not an envelope on an encrypted route, and validates the decrypted one', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: '/wps/payments/withdrawals',
      headers: member.headers,
      payload: { amount: 100 },
    });
    expect(plain.statusCode).toBe(400);
    const sealed = await injectSealed(app, {
      method: 'POST',
      url: '/wps/payments/withdrawals',
      headers: member.headers,
      payload: { amount: 'lots' },
    });
    expect(sealed.statusCode).toBe(400);
    expect(sealed.json().code).toBe('VALIDATION_FAILED');
    expect(sealed.json().value.map((i: { path: string }) => i.path)).toContain('amount');
  });
});
