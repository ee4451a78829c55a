import { describe, expect, test } from 'vitest';
import type { OperatorRole } from '@jade/contract/operators';
import { totp } from '../../lib/totp';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';
import { fundedMember } from '../../test/money';
import * as payments from '../payments/payments.service';
import * as members from './members.service';

const app = await buildTestApp();
const PASSWORD = 'Operator2026pass';
let seq = 0;

const get = (url: string, headers: Record<string, string> = opsHeaders) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = opsHeaders) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

/** A named operator of `role`, signed in (authenticator set up on the first sign-in). */
async function operator(role: OperatorRole) {
  const username = `desk${role}${Date.now().toString(36)}${seq++}`;
  expect((await post('/ops/operators', { username, password: PASSWORD, role })).statusCode).toBe(200);
  const first = (await post('/ops/session/login', { username, password: PASSWORD }, {})).json().value;
  const done = await post(
    '/ops/session/totp',
    { setupToken: first.setup.setupToken, code: totp(first.setup.secret, Date.now()) },
    {},
  );
  return { username, headers: { authorization: `Bearer ${done.json().value.token as string}` } };
}

const memberLogin = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  injectSealed(app, { method: 'POST', url: '/wps/session/login', payload: { username, password }, remoteAddress });

const lastAudit = async () => (await get('/ops/audit?limit=1')).json().value[0];

describe('member desk: search', () => {
  test('finds by username (a part, any case), mobile (with or without its code), e-mail, sign-in address and payout account', async () => {
    const byName = (await get('/ops/members?by=username&q=DEMO0')).json().value;
    expect(byName.list.map((r: { username: string }) => r.username)).toContain('demo01');
    const exact = (await get('/ops/members?by=username&q=demo01')).json().value.list[0];
    expect(exact).toMatchObject({ username: 'demo01', kind: 'member', status: 'active' });
    expect(exact.balance).toBeGreaterThan(0);
    for (const q of ['9800000001', '+977 9800000001', '9779800000001'])
      expect((await get(`/ops/members?by=mobile&q=${encodeURIComponent(q)}`)).json().value.list[0]?.username).toBe('demo01');
    expect((await get('/ops/members?by=email&q=DEMO01@example')).json().value.list[0].username).toBe('demo01');
    // A literal % is not a wildcard.
    expect((await get('/ops/members?by=username&q=%25')).json().value.list).toEqual([]);

    const m = await fundedMember(app);
    await loginAs(app, m.username, 'Money2026x', {}, '203.0.113.77');
    const byIp = (await get('/ops/members?by=ip&q=203.0.113.77')).json().value.list;
    expect(byIp.map((r: { username: string }) => r.username)).toEqual([m.username]);

    await payments.addPayoutAccount(app.db, (await members.findById(app.db, m.id))!, {
      kind: 'BANK',
      provider: 'Nabil Bank',
      accountName: 'Desk Test',
      accountNumber: `0123-${String(m.id).padStart(6, '7')}-8912`,
    });
    const byPayout = (await get(`/ops/members?by=payout&q=${String(m.id).padStart(6, '7')}8912`)).json().value.list;
    expect(byPayout.map((r: { username: string }) => r.username)).toEqual([m.username]);
    expect((await get('/ops/members?by=phone&q=1')).statusCode).toBe(400);
  });

  test('pages the results and never lists staff accounts', async () => {
    const first = (await get('/ops/members?by=username&q=a&page=1')).json().value;
    expect(first.list.length).toBeLessThanOrEqual(20);
    if (first.more) {
      const second = (await get('/ops/members?by=username&q=a&page=2')).json().value;
      const names = new Set(first.list.map((r: { username: string }) => r.username));
      expect(second.list.some((r: { username: string }) => names.has(r.username))).toBe(false);
    }
    const staff = await members.createAccount(app.db, {
      merchantId: app.merchantId,
      username: `staff${Date.now().toString(36)}`,
      password: 'Staff2026x',
      type: 9,
    });
    expect((await get(`/ops/members?by=username&q=${staff.username}`)).json().value.list).toEqual([]);
    expect((await get(`/ops/members/${staff.username}`)).json().code).toBe('USER_NOT_FOUND');
  });
});

describe("member desk: a member's page", () => {
  test('profile, ledger, bets, bonuses, sessions, sign-ins and limits of demo01', async () => {
    await loginAs(app, 'demo01', 'Demo@1234', {}, '198.51.100.9');
    const profile = (await get('/ops/members/DEMO01')).json().value;
    expect(profile).toMatchObject({ username: 'demo01', mobile: '9800000001', email: 'demo01@example.com', upline: 'agent01' });
    expect((await get('/ops/members/demo01/transactions?pageNo=1&pageSize=5')).json().value.list.length).toBeGreaterThan(0);
    expect((await get('/ops/members/demo01/bets?pageNo=1&pageSize=5')).json().value.list.length).toBeGreaterThan(0);
    expect((await get('/ops/members/demo01/bonuses')).json().value.list.length).toBeGreaterThan(0);
    const sessions = (await get('/ops/members/demo01/sessions')).json().value;
    expect(sessions.some((s: { ip: string }) => s.ip === '198.51.100.9')).toBe(true);
    const signIns = (await get('/ops/members/demo01/sign-ins')).json().value;
    expect(signIns[0]).toMatchObject({ ip: '198.51.100.9', success: true });
    expect((await get('/ops/members/demo01/limits')).json().value.username).toBe('demo01');
    expect((await get('/ops/members/nobody-here')).statusCode).toBe(404);
  });

  test('notes are kept with their author, newest first, and audited', async () => {
    const support = await operator('support');
    const m = await fundedMember(app);
    const added = await post(`/ops/members/${m.username}/notes`, { body: 'Called about a deposit' }, support.headers);
    expect(added.json().value).toMatchObject({ body: 'Called about a deposit', author: support.username });
    await post(`/ops/members/${m.username}/notes`, { body: 'Second call' }, support.headers);
    const notes = (await get(`/ops/members/${m.username}/notes`, support.headers)).json().value;
    expect(notes.map((n: { body: string }) => n.body)).toEqual(['Second call', 'Called about a deposit']);
    expect(await lastAudit()).toMatchObject({ action: 'members.note', actor: support.username, after: { username: m.username } });
    expect((await post(`/ops/members/${m.username}/notes`, { body: '   ' })).statusCode).toBe(400);
  });
});

describe('member desk: actions', () => {
  test('disabling ends the sessions and refuses sign-in; enabling lets the member back in', async () => {
    const support = await operator('support');
    const m = await fundedMember(app);
    const disabled = await post(
      `/ops/members/${m.username}/status`,
      { status: 'disabled', reason: 'fraud check' },
      support.headers,
    );
    expect(disabled.json().value).toEqual({ status: 'disabled', sessionsEnded: 1 });
    expect((await get('/wps/v2/wallets/balance', m.headers)).json().code).toBe('AUTH_NOT_LOGGED_IN');
    expect((await memberLogin(m.username, 'Money2026x')).json().code).toBe('AUTH_ACCOUNT_DISABLED');
    expect(await lastAudit()).toMatchObject({
      action: 'members.disable',
      actor: support.username,
      before: { status: 'active' },
      after: { status: 'disabled', reason: 'fraud check' },
    });
    expect((await get(`/ops/members?by=username&q=${m.username}`)).json().value.list[0].status).toBe('disabled');
    await post(`/ops/members/${m.username}/status`, { status: 'active', reason: 'cleared' }, support.headers);
    expect((await memberLogin(m.username, 'Money2026x')).statusCode).toBe(200);
    expect((await lastAudit()).action).toBe('members.enable');
  });

  test('revoking ends every session of the member and no other', async () => {
    const m = await fundedMember(app);
    const second = await loginAs(app, m.username, 'Money2026x');
    const other = await fundedMember(app);
    const res = await post(`/ops/members/${m.username}/revoke-sessions`, {});
    expect(res.json().value.sessionsEnded).toBe(2);
    for (const headers of [m.headers, second.headers])
      expect((await get('/wps/v2/wallets/balance', headers)).json().code).toBe('AUTH_NOT_LOGGED_IN');
    expect((await get('/wps/v2/wallets/balance', other.headers)).statusCode).toBe(200);
    expect((await get(`/ops/members/${m.username}/sessions`)).json().value).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'members.revoke-sessions', after: { sessionsEnded: 2 } });
  });

  test('resetting the authenticator turns it off and is audited', async () => {
    const m = await fundedMember(app);
    await members.updateAccount(app.db, m.id, { totpEnabled: true, totpSecret: 'JBSWY3DPEHPK3PXP' });
    expect((await get(`/ops/members/${m.username}`)).json().value.totpEnabled).toBe(true);
    expect((await post(`/ops/members/${m.username}/reset-2fa`, {})).statusCode).toBe(200);
    expect((await members.findById(app.db, m.id))!.totpSecret).toBeNull();
    expect((await get(`/ops/members/${m.username}`)).json().value.totpEnabled).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'members.reset-2fa', before: { totpEnabled: true } });
  });
});

describe('member desk: roles', () => {
  test('content is refused; finance and risk read the desk but cannot act; readonly reads but cannot act', async () => {
    const [content, readonly, finance, risk] = await Promise.all([
      operator('content'),
      operator('readonly'),
      operator('finance'),
      operator('risk'),
    ]);
    const m = await fundedMember(app);
    const reads = ['/ops/members?by=username&q=demo01', `/ops/members/${m.username}`, `/ops/members/${m.username}/sessions`];
    for (const url of reads) expect((await get(url, content.headers)).json().code).toBe('OPS_FORBIDDEN');
    for (const who of [content, finance, risk])
      expect((await post(`/ops/members/${m.username}/revoke-sessions`, {}, who.headers)).json().code).toBe('OPS_FORBIDDEN');
    for (const who of [finance, risk]) for (const url of reads) expect((await get(url, who.headers)).statusCode).toBe(200);
    expect((await get('/ops/members?by=username&q=demo01', readonly.headers)).statusCode).toBe(200);
    expect((await get(`/ops/members/${m.username}/notes`, readonly.headers)).statusCode).toBe(200);
    for (const [url, body] of [
      [`/ops/members/${m.username}/status`, { status: 'disabled', reason: 'not mine' }],
      [`/ops/members/${m.username}/revoke-sessions`, {}],
      [`/ops/members/${m.username}/reset-2fa`, {}],
      [`/ops/members/${m.username}/notes`, { body: 'hello' }],
    ] as const)
      expect((await post(url, body, readonly.headers)).json().code).toBe('OPS_FORBIDDEN');
    expect((await get(`/wps/v2/wallets/balance`, m.headers)).statusCode).toBe(200);
  });
});
