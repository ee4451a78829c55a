import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';

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
