import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';
import * as members from '../members/members.service';

const app = await buildTestApp();
const cookieOf = (setCookie: string | string[] | undefined) => /jade_remember=([^;]*)/.exec(String(setCookie))?.[1] ?? '';

describe('remember-me and hand-off tokens', () => {
  test('remember-me sets an httpOnly cookie that signs in once and rotates', async () => {
    const res = await injectSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'agent02', password: 'Agent@1234', remember: true },
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Max-Age=86400');
    expect(setCookie).not.toContain('Agent@1234');
    const first = cookieOf(setCookie);
    const again = await app.inject({
      method: 'POST',
      url: '/wps/session/remember',
      headers: { cookie: `jade_remember=${first}` },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().value.member.account).toBe('agent02');
    const rotated = cookieOf(again.headers['set-cookie']);
    expect(rotated).not.toBe(first);
    const replay = await app.inject({
      method: 'POST',
      url: '/wps/session/remember',
      headers: { cookie: `jade_remember=${first}` },
    });
    expect(replay.statusCode).toBe(401);
    expect(String(replay.headers['set-cookie'])).toContain('Max-Age=0');
  });

  test('sign-out forgets the remembered browser', async () => {
    const res = await injectSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'agent02', password: 'Agent@1234', remember: true },
    });
    const token = res.json().value.token;
    const cookie = `jade_remember=${cookieOf(res.headers['set-cookie'])}`;
    await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: `Bearer ${token}`, cookie } });
    expect((await app.inject({ method: 'POST', url: '/wps/session/remember', headers: { cookie } })).statusCode).toBe(401);
  });

  test('a hand-off token is exchanged once for a session', async () => {
    const { headers } = await loginAs(app, 'agent01', 'Agent@1234');
    const handoff = await app.inject({ method: 'POST', url: '/wps/session/handoff', headers });
    const { handoffToken, expiresInSeconds } = handoff.json().value;
    expect(expiresInSeconds).toBe(60);
    const ex = await app.inject({ method: 'POST', url: '/wps/session/handoff/exchange', payload: { handoffToken } });
    expect(ex.json().value.member.account).toBe('agent01');
    const twice = await app.inject({ method: 'POST', url: '/wps/session/handoff/exchange', payload: { handoffToken } });
    expect(twice.statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/wps/session/handoff' })).statusCode).toBe(401);
  });
});

describe('remember-me and hand-off tokens after a password change or reset', () => {
  const remember = (cookie: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/wps/session/remember', headers: { cookie }, remoteAddress });
  const signIn = async (username: string, password: string) => {
    const res = await injectSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username, password, remember: true },
    });
    expect(res.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${res.json().value.token}` };
    return { headers, cookie: `jade_remember=${cookieOf(res.headers['set-cookie'])}` };
  };
  const handoff = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'POST', url: '/wps/session/handoff', headers })).json().value.handoffToken as string;
  const exchange = (handoffToken: string) =>
    app.inject({ method: 'POST', url: '/wps/session/handoff/exchange', payload: { handoffToken } });

  test('a password change ends every remember-me cookie and hand-off token of the account', async () => {
    await members.createAccount(app.db, { merchantId: app.merchantId, username: 'keeper01', password: 'Keeper@1234', type: 0 });
    const laptop = await signIn('keeper01', 'Keeper@1234');
    const phone = await signIn('keeper01', 'Keeper@1234');
    const link = await handoff(phone.headers);
    const change = await injectSealed(app, {
      method: 'PUT',
      url: '/wps/member/password',
      headers: phone.headers,
      payload: { oldPassword: 'Keeper@1234', newPassword: 'Keeper2026new', confirmNewPassword: 'Keeper2026new' },
    });
    expect(change.statusCode).toBe(200);
    for (const cookie of [laptop.cookie, phone.cookie]) expect((await remember(cookie)).json().code).toBe('AUTH_NOT_LOGGED_IN');
    expect((await exchange(link)).json().code).toBe('AUTH_NOT_LOGGED_IN');
    // What is issued after the change works.
    expect((await exchange(await handoff(phone.headers))).statusCode).toBe(200);
  });

  test('a password reset by e-mail link ends every remember-me cookie and hand-off token of the account', async () => {
    await members.createAccount(app.db, {
      merchantId: app.merchantId,
      username: 'keeper02',
      password: 'Keeper@1234',
      type: 0,
      email: 'keeper02@example.com',
    });
    const browser = await signIn('keeper02', 'Keeper@1234');
    const link = await handoff(browser.headers);
    await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'keeper02', email: 'keeper02@example.com' },
    });
    const mail = await app.inject({
      method: 'GET',
      url: `/ops/outbox?channel=email&recipient=${encodeURIComponent('keeper02@example.com')}&limit=1`,
      headers: opsHeaders,
    });
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(mail.json().value[0].body)![1];
    const reset = await injectSealed(app, {
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token, newPassword: 'Keeper2026new', confirmNewPassword: 'Keeper2026new' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await remember(browser.cookie)).json().code).toBe('AUTH_NOT_LOGGED_IN');
    expect((await exchange(link)).json().code).toBe('AUTH_NOT_LOGGED_IN');
  });

  test('a remember-me sign-in from a new address asks for the password and the one-time code instead', async () => {
    // demo01 has a verified mobile: a password sign-in from a new address needs an SMS code.
    const { cookie } = await signIn('demo01', 'Demo@1234');
    const away = await remember(cookie, '203.0.113.77');
    expect(away.statusCode).toBe(401);
    expect(away.json().code).toBe('AUTH_2FA_REQUIRED');
    expect(String(away.headers['set-cookie'])).toContain('Max-Age=0');
    // The cookie is spent: it does not work from home either.
    expect((await remember(cookie)).json().code).toBe('AUTH_NOT_LOGGED_IN');
    const password = await injectSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'demo01', password: 'Demo@1234' },
      remoteAddress: '203.0.113.77',
    });
    expect(password.json()).toMatchObject({ code: 'AUTH_2FA_REQUIRED', value: [{ path: 'twoFactorCode' }] });
    // From an address the account knows, the cookie still signs in.
    expect((await remember((await signIn('demo01', 'Demo@1234')).cookie)).statusCode).toBe(200);
  });
});
