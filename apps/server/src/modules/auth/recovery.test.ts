import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';
import { recoveryFixtures } from './auth.fixtures';

const app = await buildTestApp();

async function lastMessage(channel: 'sms' | 'email', recipient: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/ops/outbox?channel=${channel}&recipient=${encodeURIComponent(recipient)}&limit=1`,
    headers: opsHeaders,
  });
  return res.json().value[0].body;
}

const code = (body: string) => /(\d{6})/.exec(body)![1]!;

describe('SMS sign-in, free play and password recovery', () => {
  test('signs in with an SMS code, never forcing a password change', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: '+977', mobileNum: '9800000001', purpose: 'login' },
    });
    expect(sent.statusCode).toBe(200);
    const sms = code(await lastMessage('sms', '+9779800000001'));
    const res = await injectSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'sms', countryDialingCode: '+977', mobileNum: '9800000001', verificationCode: sms },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.member.account).toBe('demo01');
    // The code is used up.
    const again = await injectSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'sms', countryDialingCode: '+977', mobileNum: '9800000001', verificationCode: sms },
    });
    expect(again.json().code).toBe('CODE_INVALID');
  });

  test('answers an unknown number the same way and sends nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: '+977', mobileNum: '9899999999', purpose: 'login' },
    });
    expect(res.json()).toMatchObject({ success: true, value: { expiredMinutes: 3 } });
    const outbox = await app.inject({ method: 'GET', url: '/ops/outbox?recipient=%2B9779899999999', headers: opsHeaders });
    expect(outbox.json().value).toHaveLength(0);
  });

  test('gives a trial account that is flagged as trial and blocked from real-money actions', async () => {
    const res = await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.member).toMatchObject({ type: 4, isTrial: true });
  });

  test('refuses free play when the flag is off', async () => {
    await app.inject({ method: 'PUT', url: '/ops/flags', headers: opsHeaders, payload: { flags: { FREEPLAY3: false } } });
    const res = await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    expect(res.json().code).toBe('FEATURE_DISABLED');
    await app.inject({ method: 'PUT', url: '/ops/flags', headers: opsHeaders, payload: { flags: { FREEPLAY3: true } } });
  });

  test('resets by e-mail link: form-encoded request, one-time link, sessions ended', async () => {
    const session = await loginAs(app, 'demo01', 'Demo@1234');
    const unknown = await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo01&email=other%40example.com',
    });
    // Whether the pair belongs together is never told (see "answers a forgotten-password e-mail …").
    expect(unknown.statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example' },
      payload: 'username=demo01&email=DEMO01%40example.com',
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMessage('email', 'demo01@example.com');
    expect(mail).not.toContain('evil.example');
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(mail)![1];
    const reset = await injectSealed(app, {
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token, newPassword: 'Reset2026ok', confirmNewPassword: 'Reset2026ok' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/wps/member/info', headers: session.headers })).statusCode).toBe(401);
    await loginAs(app, 'demo01', 'Reset2026ok');
    const reuse = await injectSealed(app, {
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token, newPassword: 'Reset2026no', confirmNewPassword: 'Reset2026no' },
    });
    expect(reuse.json().code).toBe('RESET_LINK_INVALID');
  });

  test('resets by mobile and signs the member in', async () => {
    await app
      .inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { countryDialingCode: '+977', mobileNum: '9800000001', purpose: 'reset' },
      })
      .catch(() => undefined);
    // One code a minute per number: the previous test's login code was sent to this number already.
    const { verificationCodes } = await import('../verification/verification.tables');
    await app.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 120_000) });
    await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: '+977', mobileNum: '9800000001', purpose: 'reset' },
    });
    const sms = code(await lastMessage('sms', '+9779800000001'));
    const loginCode = await injectSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'sms', countryDialingCode: '+977', mobileNum: '9800000001', verificationCode: sms },
    });
    expect(loginCode.json().code).toBe('CODE_INVALID');
    const res = await injectSealed(app, {
      method: 'PUT',
      url: '/wps/member/password/verification',
      payload: {
        countryDialingCode: '+977',
        mobileNum: '9800000001',
        verificationCode: sms,
        newPassword: 'Mobile2026ok',
        confirmNewPassword: 'Mobile2026ok',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.member.account).toBe('demo01');
    await loginAs(app, 'demo01', 'Mobile2026ok');
  });
});

const { member, askLink, askCode, resetByMobile } = recoveryFixtures(app);
const resetByLink = (token: string, newPassword: string) =>
  injectSealed(app, {
    method: 'POST',
    url: '/wps/member/password/reset',
    payload: { token, newPassword, confirmNewPassword: newPassword },
  });
const linkIn = (body: string) => /resetToken=([A-Za-z0-9_-]+)/.exec(body)![1]!;

describe('a used reset ends the older ones', () => {
  test('ends every older reset link and the SMS reset code once a newer link is used', async () => {
    await member('keeper03', '9800000044');
    await askLink('keeper03', 'keeper03@example.com', '198.51.100.44');
    const older = linkIn(await lastMessage('email', 'keeper03@example.com'));
    await askLink('keeper03', 'keeper03@example.com', '198.51.100.44');
    const newer = linkIn(await lastMessage('email', 'keeper03@example.com'));
    expect(newer).not.toBe(older);
    await askCode('9800000044', '198.51.100.44');
    const sms = code(await lastMessage('sms', '+9779800000044'));
    expect((await resetByLink(newer, 'Newer2026ok')).statusCode).toBe(200);
    const old = await resetByLink(older, 'Older2026ok');
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('RESET_LINK_INVALID');
    expect((await resetByMobile('9800000044', sms)).json().code).toBe('CODE_INVALID');
    await loginAs(app, 'keeper03', 'Newer2026ok');
  });

  test('ends reset links and codes asked before the member changed the password while signed in', async () => {
    await member('keeper04', '9800000045');
    await askLink('keeper04', 'keeper04@example.com', '198.51.100.45');
    const link = linkIn(await lastMessage('email', 'keeper04@example.com'));
    await askCode('9800000045', '198.51.100.45');
    const sms = code(await lastMessage('sms', '+9779800000045'));
    const { headers } = await loginAs(app, 'keeper04', 'Keep2026ok');
    const changed = await injectSealed(app, {
      method: 'PUT',
      url: '/wps/member/password',
      headers,
      payload: { oldPassword: 'Keep2026ok', newPassword: 'Own2026ok1', confirmNewPassword: 'Own2026ok1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await resetByLink(link, 'Link2026ok')).json().code).toBe('RESET_LINK_INVALID');
    expect((await resetByMobile('9800000045', sms)).json().code).toBe('CODE_INVALID');
    await loginAs(app, 'keeper04', 'Own2026ok1');
  });
});
