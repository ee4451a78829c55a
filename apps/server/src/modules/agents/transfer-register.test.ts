import { count } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';
import { balanceOf } from '../../test/money';
import * as members from '../members/members.service';
import { ledgerTransfers } from '../wallet/wallet.tables';
import { buildTeams, registerWithCode } from './agents.fixtures';

const app = await buildTestApp();
const t = await buildTeams(app);
const [A, B, C] = await Promise.all([t.login(t.a), t.login(t.b), t.login(t.c)]);
await app.inject({
  method: 'POST',
  url: `/ops/members/${t.a.username}/adjust`,
  headers: opsHeaders,
  payload: { amount: 100_000, reason: 'test funds', idempotencyKey: `fund-${t.a.username}` },
});
let rid = 0;
const send = (headers: Record<string, string>, to: string, amount: number, extra: Record<string, unknown> = {}) =>
  injectSealed(app, {
    method: 'POST',
    url: '/wps/agent/transfer',
    headers,
    payload: { to, amount, paymentPassword: '654321', requestId: `req-transfer-${rid++}`, ...extra },
  });
const transfers = async () => (await app.db.select({ n: count() }).from(ledgerTransfers))[0]!.n;

describe('agent transfers and the register centre', () => {
  test('sends money to a deeper downline in one ledger transfer that both sides see', async () => {
    const res = await send(A, t.c.username, 30_000, { requestId: 'req-deep-0001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ to: t.c.username, balance: 70_000 });
    expect(await balanceOf(app, C)).toBe(30_000);
    const again = await send(A, t.c.username, 30_000, { requestId: 'req-deep-0001' });
    expect(again.json().value.transferId).toBe(res.json().value.transferId);
    expect(await balanceOf(app, C)).toBe(30_000);
    const mine = (await app.inject({ method: 'GET', url: '/wps/wallet/transactions', headers: A })).json().value.list[0];
    const theirs = (await app.inject({ method: 'GET', url: '/wps/wallet/transactions', headers: C })).json().value.list[0];
    expect(mine).toMatchObject({ type: 'TRANSFER', amount: -30_000, reference: `${t.a.username} → ${t.c.username}` });
    expect(theirs).toMatchObject({ type: 'TRANSFER', amount: 30_000, reference: `${t.a.username} → ${t.c.username}` });
  });

  test('sends money to the upline', async () => {
    await send(A, t.b.username, 5_000);
    const res = await send(B, t.a.username, 2_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(app, B)).toBe(3_000);
  });

  test('refuses anyone outside the team, a wrong payment password and an amount above the balance, writing nothing', async () => {
    const before = await transfers();
    for (const [headers, to] of [
      [A, t.s1.username], // another team
      [B, t.d.username], // the upline's other downline
      [A, 'nosuchuser'],
      [C, t.a.username], // a member is not an agent
    ] as const) {
      const res = await send(headers, to, 1_000);
      expect([404, 403]).toContain(res.statusCode);
      expect(['AGENT_MEMBER_NOT_FOUND', 'AUTH_NOT_AGENT']).toContain(res.json().code);
    }
    expect((await send(A, t.c.username, 1_000, { paymentPassword: '111111' })).json().code).toBe('PAYMENT_PASSWORD_WRONG');
    const over = await send(A, t.c.username, 10_000_000);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('WALLET_INSUFFICIENT_BALANCE');
    expect(await transfers()).toBe(before);
  });

  test('creates a member and an agent directly under the agent', async () => {
    const make = (kind: string, username: string) =>
      injectSealed(app, {
        method: 'POST',
        url: '/wps/agent/downlines',
        headers: A,
        payload: { kind, username, password: 'Down2026x' },
      });
    const agent = await make('AGENT', `na${t.a.username.slice(2)}`);
    expect(agent.statusCode, agent.body).toBe(200);
    expect(agent.json().value.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await make('MEMBER', `nm${t.a.username.slice(2)}`)).statusCode).toBe(200);
    expect((await make('MEMBER', `nm${t.a.username.slice(2)}`)).json().code).toBe('USERNAME_TAKEN');
    const made = await loginAs(app, `na${t.a.username.slice(2)}`, 'Down2026x');
    expect(made.member).toMatchObject({ isAgent: true, type: 2 });
    const list = (await app.inject({ method: 'GET', url: '/wps/agent/team/members', headers: A })).json().value;
    expect(list.total).toBe(4);
  });

  test('refuses a register-centre password the registration rule refuses, naming the field, and writes nothing', async () => {
    for (const [password, message] of [
      ['password1', 'common'],
      ['has space 2026', 'pattern:LETTERS_DIGITS_SYMBOLS'],
    ]) {
      const res = await injectSealed(app, {
        method: 'POST',
        url: '/wps/agent/downlines',
        headers: A,
        payload: { kind: 'MEMBER', username: `nw${t.a.username.slice(2)}`, password },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: [{ path: 'password', message }] });
    }
    expect(await members.findByUsername(app.db, app.merchantId, `nw${t.a.username.slice(2)}`)).toBeNull();
  });

  test('makes a register-centre member change the password the agent chose at its first sign-in', async () => {
    const username = `np${t.a.username.slice(2)}`;
    const made = await injectSealed(app, {
      method: 'POST',
      url: '/wps/agent/downlines',
      headers: A,
      payload: { kind: 'MEMBER', username, password: 'Down2026x' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const first = await loginAs(app, username, 'Down2026x');
    expect(first.member.passwordExpired).toBe(true);
    const payload = { newPassword: 'Mine2026x', confirmNewPassword: 'Mine2026x' };
    const changed = await injectSealed(app, { method: 'PUT', url: '/wps/member/password', headers: first.headers, payload });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await loginAs(app, username, 'Mine2026x')).member.passwordExpired).toBe(false);
  });

  test('registers through an invitation link as its kind, counts the use and stops when disabled', async () => {
    const created = await app.inject({ method: 'POST', url: '/wps/agent/invite-links', headers: B, payload: { kind: 'AGENT' } });
    const link = created.json().value;
    expect(link).toMatchObject({ kind: 'AGENT', enabled: true, uses: 0 });
    const check = await app.inject({ method: 'GET', url: `/wps/agent/affiliate?code=${link.code}` });
    expect(check.json().value.valid).toBe(true);
    const register = (username: string) => registerWithCode(app, link.code, username);
    const res = await register(`li${t.b.username.slice(2)}`);
    expect(res.statusCode, res.body).toBe(200);
    const account = await members.findByUsername(app.db, app.merchantId, `li${t.b.username.slice(2)}`);
    expect(account).toMatchObject({ type: 2, uplineId: t.b.id });
    expect(account!.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    const list = (await app.inject({ method: 'GET', url: '/wps/agent/invite-links', headers: B })).json().value.list;
    expect(list[0]).toMatchObject({ code: link.code, uses: 1 });
    const put = (headers: Record<string, string>) =>
      app.inject({ method: 'PUT', url: `/wps/agent/invite-links/${link.id}`, headers, payload: { enabled: false } });
    expect((await put(A)).statusCode).toBe(404); // even the upline cannot touch B's link
    expect((await put(B)).json().value.enabled).toBe(false);
    expect((await register(`lj${t.b.username.slice(2)}`)).json().code).toBe('AFFILIATE_INVALID');
  });
});
