import { describe, expect, test } from 'vitest';
import { OPERATOR_LOCK, type OperatorRole } from '@jade/contract/operators';
import { totp } from '../../lib/totp';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { opsRouteTables } from '../ops/ops.routes';

const app = await buildTestApp();
const PASSWORD = 'Operator2026pass';
let seq = 0;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A code of the authenticator, `steps` time steps from now (each step signs in once). */
const codeOf = (secret: string, steps = 0) => totp(secret, Date.now() + steps * 30_000);

/** Creates an operator with the ADMIN_TOKEN (or `by`), and signs it in through the first-time set-up. */
async function operator(role: OperatorRole, by: Record<string, string> = opsHeaders) {
  const username = `op${role}${Date.now().toString(36)}${seq++}`;
  const created = await post('/ops/operators', { username, password: PASSWORD, role }, by);
  expect(created.statusCode, created.body).toBe(200);
  const first = (await post('/ops/session/login', { username, password: PASSWORD })).json().value;
  expect(first.token).toBeNull();
  const done = await post('/ops/session/totp', { setupToken: first.setup.setupToken, code: codeOf(first.setup.secret) });
  expect(done.statusCode, done.body).toBe(200);
  return { username, secret: first.setup.secret as string, headers: bearer(done.json().value.token) };
}

describe('operator accounts', () => {
  test('the ADMIN_TOKEN creates the first admin, who sets up the authenticator and then signs in with its code', async () => {
    const admin = await operator('admin');
    expect((await app.inject({ url: '/ops/session', headers: admin.headers })).json().value).toEqual({
      name: admin.username,
      role: 'admin',
    });
    // Later sign-ins need a code; a code signs in once.
    const again = (payload: Record<string, unknown>) =>
      post('/ops/session/login', { username: admin.username, password: PASSWORD, ...payload });
    expect((await again({})).json().code).toBe('OPS_TOTP_REQUIRED');
    const code = codeOf(admin.secret, 1);
    expect((await again({ code })).statusCode).toBe(200);
    expect((await again({ code })).json().code).toBe('OPS_LOGIN_FAILED');
    // The audit names who did what: the token, then the admin.
    const fin = await post(
      '/ops/operators',
      { username: `fin${seq++}x${Date.now().toString(36)}`, password: PASSWORD, role: 'finance' },
      admin.headers,
    );
    expect(fin.statusCode).toBe(200);
    const audit = (await app.inject({ url: '/ops/audit?limit=20', headers: admin.headers })).json().value as {
      actor: string;
      action: string;
    }[];
    expect(audit.find((a) => a.action === 'operator.create')).toMatchObject({ actor: admin.username });
    expect(audit.filter((a) => a.action === 'operator.create').map((a) => a.actor)).toContain('admin-token');
  });

  test('refuses weak input naming the field, a taken name, and a wrong password the same as an unknown name', async () => {
    for (const payload of [
      { username: 'ab', password: PASSWORD, role: 'admin' },
      { username: 'validname', password: 'short1', role: 'admin' },
      { username: 'validname', password: 'nodigitsatallhere', role: 'admin' },
      { username: 'validname', password: PASSWORD, role: 'owner' },
      { username: 'validname', password: PASSWORD, role: 'admin', extra: 1 },
    ]) {
      const res = await post('/ops/operators', payload, opsHeaders);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const a = await operator('support');
    expect(
      (await post('/ops/operators', { username: a.username, password: PASSWORD, role: 'admin' }, opsHeaders)).json().code,
    ).toBe('CONFLICT');
    // Names are one whatever their case.
    const upper = { username: a.username.toUpperCase(), password: PASSWORD, role: 'admin' };
    expect((await post('/ops/operators', upper, opsHeaders)).json().code).toBe('CONFLICT');
    const wrong = await post('/ops/session/login', { username: a.username, password: 'Wrong2026password', code: '123456' });
    const unknown = await post('/ops/session/login', { username: 'nobody-here', password: PASSWORD, code: '123456' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'OPS_LOGIN_FAILED']);
    expect([unknown.statusCode, unknown.json().code]).toEqual([401, 'OPS_LOGIN_FAILED']);
  });

  test(`locks after ${OPERATOR_LOCK.failures} failures in a row, even for the right password`, async () => {
    const o = await operator('content');
    for (let i = 0; i < OPERATOR_LOCK.failures; i++)
      expect((await post('/ops/session/login', { username: o.username, password: 'Wrong2026password' })).json().code).toBe(
        'OPS_LOGIN_FAILED',
      );
    // Locked, a wrong password is answered as for an unknown name; only the right one learns of the lock.
    expect((await post('/ops/session/login', { username: o.username, password: 'Wrong2026password' })).json().code).toBe(
      'OPS_LOGIN_FAILED',
    );
    // Locked, a wrong password is answered as for an unknown name; only the right one learns of the lock.
    const wrongWhileLocked = await post('/ops/session/login', { username: o.username, password: 'Wrong2026password' });
    expect(wrongWhileLocked.json().code).toBe('OPS_LOGIN_FAILED');
    const locked = await post('/ops/session/login', { username: o.username, password: PASSWORD, code: codeOf(o.secret, 1) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'OPS_LOCKED',
      value: [{ path: 'retryAfterMinutes', message: String(OPERATOR_LOCK.minutes) }],
    });
  });

  test('sessions are listed and revocable; a disabled operator is out at once; the last admin stays', async () => {
    const admin = await operator('admin');
    const o = await operator('risk');
    const mine = (await app.inject({ url: '/ops/sessions', headers: o.headers })).json().value;
    expect(mine).toHaveLength(1);
    expect(mine[0].current).toBe(true);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/ops/operators/${o.username}`,
          headers: admin.headers,
          payload: { status: 'disabled' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: '/ops/session', headers: o.headers })).statusCode).toBe(401);
    expect(
      (await post('/ops/session/login', { username: o.username, password: PASSWORD, code: codeOf(o.secret, 1) })).json().code,
    ).toBe('OPS_LOGIN_FAILED');
    // Sign-out ends the session.
    expect((await app.inject({ method: 'DELETE', url: '/ops/session', headers: admin.headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/ops/session', headers: admin.headers })).statusCode).toBe(401);
    // Demoting every admin is refused for the last one.
    const admins = (
      (await app.inject({ url: '/ops/operators', headers: opsHeaders })).json().value as {
        username: string;
        role: string;
        status: string;
      }[]
    ).filter((x) => x.role === 'admin' && x.status === 'active');
    for (const [i, x] of admins.entries()) {
      const res = await app.inject({
        method: 'PUT',
        url: `/ops/operators/${x.username}`,
        headers: opsHeaders,
        payload: { role: 'readonly' },
      });
      expect(res.statusCode).toBe(i === admins.length - 1 ? 409 : 200);
    }
  });
});

describe('roles', () => {
  test('every /ops route asks a role, and an operator of another role is refused before anything runs', async () => {
    const table = opsRouteTables.get(app.db)!;
    expect(table.length).toBeGreaterThan(60);
    const undeclared = table.filter((r) => r.access === undefined && r.method !== 'HEAD');
    expect(undeclared).toEqual([]);
    const byRole = Object.fromEntries(
      await Promise.all(
        (['finance', 'support', 'content', 'risk', 'readonly'] as const).map(async (r) => [r, await operator(r)] as const),
      ),
    );
    for (const route of table) {
      if (route.method === 'HEAD' || route.access === 'public' || route.access === 'any') continue;
      // A role that is not the route's (readonly only writes) must get 403, whatever the path's parameters.
      const asks: readonly string[] = typeof route.access === 'string' ? [route.access] : route.access!;
      const otherRole = (['finance', 'support', 'content', 'risk'] as const).find((r) => !asks.includes(r))!;
      const other = byRole[otherRole]!;
      const url = `/ops${route.url.replace(/^\/ops/, '')}`.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '1' : 'x'));
      const res = await app.inject({ method: route.method as 'GET', url, headers: other.headers });
      expect([res.statusCode, res.json().code], `${route.method} ${route.url} (${String(route.access)}) as ${otherRole}`).toEqual(
        [403, 'OPS_FORBIDDEN'],
      );
      if (route.method !== 'GET') {
        const ro = await app.inject({ method: route.method as 'POST', url, headers: byRole.readonly!.headers });
        expect(ro.statusCode, `${route.method} ${route.url} as readonly`).toBe(403);
      }
    }
  });

  test('finance works its queues, support cannot open them, readonly reads them, and an audit row names the operator', async () => {
    const finance = await operator('finance');
    const support = await operator('support');
    const readonly = await operator('readonly');
    expect((await app.inject({ url: '/ops/deposits?pageNo=1&pageSize=5', headers: finance.headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/ops/deposits?pageNo=1&pageSize=5', headers: support.headers })).json().code).toBe(
      'OPS_FORBIDDEN',
    );
    expect((await app.inject({ url: '/ops/deposits?pageNo=1&pageSize=5', headers: readonly.headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/ops/operators', headers: readonly.headers })).json().code).toBe('OPS_FORBIDDEN');
    const m = await fundedMember(app);
    const adjust = await post(
      `/ops/members/${m.username}/adjust`,
      { amount: 1_000, reason: 'goodwill', idempotencyKey: `op-adj-${seq++}` },
      finance.headers,
    );
    expect(adjust.statusCode, adjust.body).toBe(200);
    const audit = (await app.inject({ url: '/ops/audit?limit=50', headers: opsHeaders })).json().value as {
      actor: string;
      action: string;
    }[];
    expect(audit.some((a) => a.actor === finance.username)).toBe(true);
  });
});
