import { describe, expect, test } from 'vitest';
import { OPS_CONSOLE_COOKIE, OPS_CONSOLE_HEADER } from '@jade/contract/operators';
import { totp } from '../../lib/totp';
import { buildTestApp, opsHeaders, TEST_ADMIN_TOKEN } from '../../test/build-test-app';

const app = await buildTestApp();
const PASSWORD = 'Operator2026pass';
const CONSOLE = { [OPS_CONSOLE_HEADER]: '1' };
let seq = 0;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

/** The console cookie a response set: its value and attributes. */
function consoleCookie(res: { headers: Record<string, unknown> }) {
  const raw = [res.headers['set-cookie'] ?? []].flat().map(String);
  const line = raw.find((c) => c.startsWith(`${OPS_CONSOLE_COOKIE}=`));
  if (!line) return null;
  return { value: decodeURIComponent(line.split(';')[0]!.split('=')[1]!), line };
}

/** An operator made by the ADMIN_TOKEN, signed in from the console through the first set-up. */
async function consoleOperator(role: 'support' | 'finance') {
  const username = `con${role}${Date.now().toString(36)}${seq++}`;
  expect((await post('/ops/operators', { username, password: PASSWORD, role }, opsHeaders)).statusCode).toBe(200);
  const first = (await post('/ops/session/login', { username, password: PASSWORD }, CONSOLE)).json().value;
  const done = await post(
    '/ops/session/totp',
    { setupToken: first.setup.setupToken, code: totp(first.setup.secret, Date.now()) },
    CONSOLE,
  );
  expect(done.statusCode, done.body).toBe(200);
  return { username, secret: first.setup.secret as string, done };
}

describe('the console session', () => {
  test('a console sign-in puts the token in an httpOnly cookie for /ops and never in the answer', async () => {
    const { username, done } = await consoleOperator('support');
    expect(done.json().value).toMatchObject({ token: null, operator: { username, role: 'support' } });
    const cookie = consoleCookie(done)!;
    expect(cookie.value).toMatch(/^.{32,}$/);
    expect(cookie.line).toContain('HttpOnly');
    expect(cookie.line).toContain('SameSite=Strict');
    expect(cookie.line).toContain('Path=/ops');
    const headers = { cookie: `${OPS_CONSOLE_COOKIE}=${encodeURIComponent(cookie.value)}` };
    // With the console's header the cookie is the session; the role still decides.
    expect((await app.inject({ url: '/ops/session', headers: { ...headers, ...CONSOLE } })).json().value).toEqual({
      name: username,
      role: 'support',
    });
    expect((await app.inject({ url: '/ops/withdrawals', headers: { ...headers, ...CONSOLE } })).json().code).toBe(
      'OPS_FORBIDDEN',
    );
    // Another site's form or image sends the cookie but cannot add the header: refused.
    expect((await app.inject({ url: '/ops/session', headers })).json().code).toBe('OPS_UNAUTHORIZED');
    // Signing out ends the session and clears the cookie.
    const out = await app.inject({ method: 'DELETE', url: '/ops/session', headers: { ...headers, ...CONSOLE } });
    expect(out.statusCode).toBe(200);
    expect(consoleCookie(out)).toMatchObject({ value: '' });
    expect(consoleCookie(out)!.line).toContain('Max-Age=0');
    expect((await app.inject({ url: '/ops/session', headers: { ...headers, ...CONSOLE } })).json().code).toBe('OPS_UNAUTHORIZED');
  });

  test('a later console sign-in with the code sets the cookie; other callers still get the token', async () => {
    const { username, secret } = await consoleOperator('finance');
    const later = await post(
      '/ops/session/login',
      { username, password: PASSWORD, code: totp(secret, Date.now() + 30_000) },
      CONSOLE,
    );
    expect(later.json().value.token).toBeNull();
    expect(consoleCookie(later)?.value).toBeTruthy();
    const other = await consoleOperator('finance');
    const api = await post('/ops/session/login', {
      username: other.username,
      password: PASSWORD,
      code: totp(other.secret, Date.now() + 30_000),
    });
    expect(api.json().value.token).toEqual(expect.any(String));
    expect(consoleCookie(api)).toBeNull();
  });

  test('the cookie never stands for the ADMIN_TOKEN', async () => {
    const res = await app.inject({
      url: '/ops/session',
      headers: { cookie: `${OPS_CONSOLE_COOKIE}=${TEST_ADMIN_TOKEN}`, ...CONSOLE },
    });
    expect(res.json().code).toBe('OPS_UNAUTHORIZED');
  });
});
