import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';
import * as members from '../members/members.service';

const app = await buildTestApp();
const post = (payload: object, remoteAddress = '127.0.0.1') =>
  injectSealed(app, { method: 'POST', url: '/wps/session/login', payload, remoteAddress });

describe('password sign-in, sessions and sign-out', () => {
  test('signs demo01 in with a session token and member info', async () => {
    const res = await post({ username: 'demo01', password: 'Demo@1234' });
    expect(res.statusCode).toBe(200);
    const { token, member } = res.json().value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(member).toMatchObject({ account: 'demo01', type: 0, isAgent: false, isTrial: false, passwordExpired: false });
    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } });
    expect(info.json().value.account).toBe('demo01');
  });

  test('matches the username without regard to case and issues a new token each time', async () => {
    const a = await loginAs(app, 'DEMO01', 'Demo@1234');
    const b = await loginAs(app, 'demo01', 'Demo@1234');
    expect(a.token).not.toBe(b.token);
  });

  test('reports the first sign-in, then the previous sign-in time', async () => {
    const first = await loginAs(app, 'agent02', 'Agent@1234');
    expect(first.member.firstTimeLogin).toBe(true);
    expect(first.member.lastLoginAt).toBeNull();
    const second = await loginAs(app, 'agent02', 'Agent@1234');
    expect(second.member.firstTimeLogin).toBe(false);
    expect(second.member.lastLoginAt).not.toBeNull();
  });

  test('refuses a wrong password with one message that does not tell whether the user exists', async () => {
    const wrong = await post({ username: 'demo01', password: 'nope' }, '10.1.0.1');
    const unknown = await post({ username: 'nobody-here', password: 'nope' }, '10.1.0.2');
    for (const r of [wrong, unknown]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS', message: 'Username or password is incorrect' });
    }
  });

  test('names the missing field', async () => {
    const res = await post({ username: 'demo01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().value[0].path).toBe('password');
  });

  test('requires a captcha after three failures for the username, and accepts the right one', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await post({ username: 'agent01', password: `bad-${i}` }, `10.2.0.${i}`);
      expect(r.json().code).toBe('AUTH_INVALID_CREDENTIALS');
      expect(r.json().value === null).toBe(i < 2);
    }
    const noCaptcha = await post({ username: 'agent01', password: 'Agent@1234' }, '10.2.0.9');
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toMatchObject({ code: 'AUTH_CAPTCHA_INVALID', value: [{ path: 'captcha' }] });

    const captcha = await app.inject({ method: 'GET', url: '/wps/captcha' });
    expect(captcha.json().value.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await post(
      { username: 'agent01', password: 'Agent@1234', captchaId: captcha.json().value.captchaId, captcha: 'zzzz' },
      '10.2.0.9',
    );
    expect(wrong.json().code).toBe('AUTH_CAPTCHA_INVALID');
    // The same captcha cannot be tried twice.
    const again = await post(
      { username: 'agent01', password: 'Agent@1234', captchaId: captcha.json().value.captchaId, captcha: 'zzzz' },
      '10.2.0.9',
    );
    expect(again.json().code).toBe('AUTH_CAPTCHA_INVALID');
  });

  test('signs in with a solved captcha and a success clears the requirement', async () => {
    for (let i = 0; i < 3; i++) await post({ username: 'expired01', password: `bad-${i}` }, '10.3.0.1');
    const { captchaId } = (await app.inject({ method: 'GET', url: '/wps/captcha' })).json().value;
    const answer = await captchaAnswer(captchaId);
    const ok = await post({ username: 'expired01', password: 'Expired@1234', captchaId, captcha: answer }, '10.3.0.1');
    expect(ok.statusCode).toBe(200);
    const next = await post({ username: 'expired01', password: 'Expired@1234' }, '10.3.0.2');
    expect(next.statusCode).toBe(200);
  });

  test('flags an expired password so the web forces a change', async () => {
    const { member } = await loginAs(app, 'expired01', 'Expired@1234');
    expect(member.passwordExpired).toBe(true);
  });

  test('refuses a non-agent on the agent site without creating a session', async () => {
    const res = await post({ username: 'demo01', password: 'Demo@1234', site: 'agent' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'AUTH_NOT_AGENT', message: 'Non-agents cannot log in' });
    const agent = await post({ username: 'agent02', password: 'Agent@1234', site: 'agent' }, '10.4.0.1');
    expect(agent.json().value.member.isAgent).toBe(true);
  });

  test('refuses a plain JSON body, a payload sealed for another path and a tampered one', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'demo01', password: 'Demo@1234' },
    });
    expect(plain.statusCode).toBe(400);
    const { sealed } = await import('../../test/login');
    const other = await sealed(app, '/wps/member/password', { username: 'demo01', password: 'Demo@1234' });
    const wrongPath = await app.inject({ method: 'POST', url: '/wps/session/login', payload: other });
    expect(wrongPath.json().code).toBe('PAYLOAD_INVALID');
    const good = await sealed(app, '/wps/session/login', { username: 'demo01', password: 'Demo@1234' });
    const tampered = { ...good, data: good.data.slice(0, 10) + (good.data[10] === 'A' ? 'B' : 'A') + good.data.slice(11) };
    const bad = await app.inject({ method: 'POST', url: '/wps/session/login', payload: tampered });
    expect(bad.json()).toMatchObject({ code: 'PAYLOAD_INVALID' });
    expect(bad.json().message).not.toMatch(/tag|gcm|oaep/i);
  });

  test('publishes the payload public key', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/publicKey' });
    expect(res.json().value).toMatchObject({ alg: 'RSA-OAEP-256+A256GCM', kid: app.payloads.kid });
  });

  test('refuses staff accounts on the player and agent sites', async () => {
    await members.createAccount(app.db, { merchantId: app.merchantId, username: 'staff01', password: 'Staff@12345', type: 9 });
    const res = await post({ username: 'staff01', password: 'Staff@12345' }, '10.5.0.1');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'AUTH_NON_MEMBER', message: 'Non-member account unable to login' });
  });

  test('sign-out revokes the token', async () => {
    const { headers } = await loginAs(app, 'demo01', 'Demo@1234');
    expect((await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers })).statusCode).toBe(200);
    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers });
    expect(info.statusCode).toBe(401);
    expect(info.json().code).toBe('AUTH_NOT_LOGGED_IN');
  });

  test('refuses a missing, unknown or idle-expired token', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/member/info' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: 'Bearer abc' } })).statusCode,
    ).toBe(401);
    const { headers, token } = await loginAs(app, 'demo01', 'Demo@1234');
    const { sha256 } = await import('../../lib/secrets');
    const { sessions } = await import('./auth.tables');
    const { eq } = await import('drizzle-orm');
    await app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect((await app.inject({ method: 'GET', url: '/wps/member/info', headers })).statusCode).toBe(401);
  });

  test('throttles an address after 100 failures an hour and says when to try again', async () => {
    const { loginAttempts } = await import('./auth.tables');
    await app.db
      .insert(loginAttempts)
      .values(
        Array.from({ length: 100 }, () => ({ merchantId: app.merchantId, username: 'demo01', ip: '10.9.9.9', success: false })),
      );
    const res = await post({ username: 'demo01', password: 'Demo@1234' }, '10.9.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('AUTH_THROTTLED');
    expect(res.json().message).toMatch(/Try again in \d+ minutes/);
    // From an address the owner has signed in from, the owner is not throttled: the captcha
    // stands in the attacker's way there (any other address is locked for the username).
    const owner = await post({ username: 'demo01', password: 'Demo@1234' }, '127.0.0.1');
    expect(owner.json().code).toBe('AUTH_CAPTCHA_INVALID');
  });
});

/** Tests read the answer the only way the server allows: by trying each candidate would be slow, so peek at the hash. */
async function captchaAnswer(captchaId: string): Promise<string> {
  const { captchas } = await import('./auth.tables');
  const { eq } = await import('drizzle-orm');
  const { sha256 } = await import('../../lib/secrets');
  const [row] = await app.db.select().from(captchas).where(eq(captchas.id, captchaId));
  const { CAPTCHA_CHARS: alphabet } = await import('./captcha');
  for (const a of alphabet)
    for (const b of alphabet)
      for (const c of alphabet)
        for (const d of alphabet) {
          const guess = a + b + c + d;
          if (sha256(guess) === row!.answerHash) return guess;
        }
  throw new Error('no answer');
}
