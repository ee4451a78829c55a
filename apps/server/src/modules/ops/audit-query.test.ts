import { describe, expect, test } from 'vitest';
import { totp } from '../../lib/totp';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import * as ops from './ops.service';

const app = await buildTestApp();
const run = Date.now().toString(36);
const get = (url: string, headers: Record<string, string> = opsHeaders) => app.inject({ method: 'GET', url, headers });
const entries = async (query: string) => {
  const res = await get(`/ops/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; actor: string; action: string; before: unknown; after: unknown; ip: string | null }[];
};

/** A finance operator signed in (through the first-time authenticator set-up). */
async function financeHeaders() {
  const username = `aud${run}fin`;
  const password = 'Operator2026pass';
  await app.inject({
    method: 'POST',
    url: '/ops/operators',
    headers: opsHeaders,
    payload: { username, password, role: 'finance' },
  });
  const first = (await app.inject({ method: 'POST', url: '/ops/session/login', payload: { username, password } })).json().value;
  const done = await app.inject({
    method: 'POST',
    url: '/ops/session/totp',
    payload: { setupToken: first.setup.setupToken, code: totp(first.setup.secret, Date.now()) },
  });
  return { authorization: `Bearer ${done.json().value.token}` };
}

describe('audit log query', () => {
  const alice = `alice-${run}`;
  const bob = `bob-${run}`;

  test('filters by operator, action prefix, text in the state, and pages newest first with a cursor', async () => {
    const at = (name: string) => ({ name, ip: '203.0.113.9' });
    await ops.recordAudit(app.db, at(alice), 'flags.set', { FREEPLAY3: true }, { FREEPLAY3: false });
    await ops.recordAudit(app.db, at(alice), 'operator.create', null, { username: `target-${run}`, role: 'finance' });
    await ops.recordAudit(app.db, at(alice), 'operator.update', { role: 'finance' }, { role: 'support', note: '50%_off' });
    await ops.recordAudit(app.db, at(bob), 'operator.create', null, { username: `other-${run}` });

    const mine = await entries(`actor=${alice}`);
    expect(mine.map((e) => e.action)).toEqual(['operator.update', 'operator.create', 'flags.set']);
    expect(mine[0]).toMatchObject({ actor: alice, ip: '203.0.113.9', before: { role: 'finance' } });

    expect((await entries(`actor=${alice}&action=operator.`)).map((e) => e.action)).toEqual([
      'operator.update',
      'operator.create',
    ]);
    // A prefix, not a substring: "create" alone finds nothing of these.
    expect(await entries(`actor=${alice}&action=create`)).toEqual([]);

    // Text in the state before or after, in any case; LIKE's wildcards are taken literally.
    expect((await entries(`q=TARGET-${run}`)).map((e) => e.actor)).toEqual([alice]);
    expect((await entries(`actor=${alice}&q=${encodeURIComponent('%_off')}`)).map((e) => e.action)).toEqual(['operator.update']);
    expect(await entries(`actor=${alice}&q=${encodeURIComponent('5_%')}`)).toEqual([]);

    // The next page from the last id shown.
    const first = await entries(`actor=${alice}&limit=2`);
    expect(first).toHaveLength(2);
    const next = await entries(`actor=${alice}&limit=2&before=${first[1]!.id}`);
    expect(next.map((e) => e.action)).toEqual(['flags.set']);

    // A time range: `to` excluded.
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect(await entries(`actor=${alice}&from=${encodeURIComponent(future)}`)).toEqual([]);
    expect(await entries(`actor=${alice}&to=${encodeURIComponent(past)}`)).toEqual([]);
    expect(await entries(`actor=${alice}&from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`)).toHaveLength(3);
  });

  test('keeps `limit` alone working and refuses bad filters naming them', async () => {
    expect(await entries('limit=1')).toHaveLength(1);
    const bad = await get('/ops/audit?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value[0].path).toBe('from');
    expect((await get('/ops/audit?unknown=1')).statusCode).toBe(400);
  });

  test('the audit log and the settings reads are the admin role only', async () => {
    const finance = await financeHeaders();
    for (const url of ['/ops/audit?limit=1', '/ops/security-settings', '/ops/register-settings']) {
      const res = await get(url, finance);
      expect(res.json().code, url).toBe('OPS_FORBIDDEN');
    }
  });
});

describe('settings reads', () => {
  test('answer what the writes saved', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/ops/security-settings',
      headers: opsHeaders,
      payload: { sessionIdleMinutes: 45 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get('/ops/security-settings')).json().value).toMatchObject({ sessionIdleMinutes: 45 });
    await app.inject({ method: 'PUT', url: '/ops/register-settings', headers: opsHeaders, payload: { minimumAge: 21 } });
    const reg = (await get('/ops/register-settings')).json().value;
    expect(reg.minimumAge).toBe(21);
    expect(reg.usernameRule).toMatchObject({ enabled: true });
  });
});
