import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';
import { fundedMember } from '../../test/money';
import * as promotions from '../promotions/promotions.rewards';
import { vendorCaller } from '../seamless/seamless.fixtures';

const app = await buildTestApp();
const call = await vendorCaller(app);
const PASSWORD = 'Money2026x';

const take = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  injectSealed(app, { method: 'POST', url: '/wps/protection/exclusion', headers, payload });
const signIn = (username: string) =>
  injectSealed(app, { method: 'POST', url: '/wps/session/login', payload: { username, password: PASSWORD } });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
let seq = 0;
const bet = (playerId: string) => {
  const txId = `ex-${Date.now()}-${seq++}`;
  return call('debit', { playerId, txId, roundId: `r-${txId}`, gameCode: 'LOTUS-0001', amount: 100 });
};

describe('a break', () => {
  test('needs the password and a length of its kind, and changes nothing otherwise', async () => {
    const m = await fundedMember(app);
    const wrong = await take(m.headers, { kind: 'BREAK', duration: 'DAY', password: 'Wrong2026x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('AUTH_WRONG_PASSWORD');
    for (const payload of [
      { kind: 'BREAK', duration: 'YEAR', password: PASSWORD },
      { kind: 'EXCLUSION', duration: 'DAY', password: PASSWORD },
      { kind: 'BREAK', duration: 'DAY' },
      { kind: 'PAUSE', duration: 'DAY', password: PASSWORD },
    ]) {
      const res = await take(m.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const unsealed = await app.inject({
      method: 'POST',
      url: '/wps/protection/exclusion',
      headers: m.headers,
      payload: { kind: 'BREAK', duration: 'DAY', password: PASSWORD },
    });
    expect(unsealed.statusCode).toBe(400);
    expect((await get('/wps/protection/exclusion', m.headers)).json().value).toEqual({ exclusion: null });
    expect((await signIn(m.username)).statusCode).toBe(200);
  });

  test('ends every session at once, refuses the sign-in and every bet, and shows the operator (who cannot lift it)', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const other = await loginAs(app, m.username, PASSWORD);
    const taken = await take(m.headers, { kind: 'BREAK', duration: 'WEEK', password: PASSWORD });
    expect(taken.statusCode, taken.body).toBe(200);
    const until = Date.parse(taken.json().value.endsAt);
    expect(until - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    for (const headers of [m.headers, other.headers]) expect((await get('/wps/member/info', headers)).statusCode).toBe(401);

    const again = await signIn(m.username);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({
      code: 'PROTECTION_ON_BREAK',
      value: [{ path: 'until', message: taken.json().value.endsAt }],
    });
    expect((await bet(m.username)).json().code).toBe('PROTECTION_EXCLUDED');

    const seen = await get(`/ops/members/${m.username}/protection`, opsHeaders);
    expect(seen.json().value).toMatchObject({ exclusion: { kind: 'BREAK' }, history: [{ kind: 'BREAK', duration: 'WEEK' }] });
    for (const method of ['PUT', 'DELETE', 'POST'] as const)
      expect((await app.inject({ method, url: `/ops/members/${m.username}/protection`, headers: opsHeaders })).statusCode).toBe(
        404,
      );
    // A member cannot read another's, nor a guest.
    expect((await get(`/ops/members/${m.username}/protection`, other.headers)).statusCode).toBe(401);
  });
});

describe('a self-exclusion', () => {
  test('lets the member sign in to withdraw and nothing else', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    expect((await take(m.headers, { kind: 'EXCLUSION', duration: 'HALF_YEAR', password: PASSWORD })).statusCode).toBe(200);
    expect((await get('/wps/member/info', m.headers)).statusCode).toBe(401);

    const login = await signIn(m.username);
    expect(login.statusCode).toBe(200);
    const { token, member } = login.json().value;
    expect(Date.parse(member.excludedUntil) - Date.now()).toBeGreaterThan(150 * 86_400_000);
    const h = { authorization: `Bearer ${token}` };
    expect((await get('/wps/member/info', h)).json().value.excludedUntil).toBe(member.excludedUntil);
    for (const url of [
      '/wps/v2/wallets/balance',
      '/wps/payments/withdraw-info',
      '/wps/payments/payout-accounts',
      '/wps/protection/exclusion',
    ])
      expect((await get(url, h)).statusCode, url).toBe(200);
    for (const url of [
      '/wps/messages?pageNo=1&pageSize=10',
      '/wps/payments/channels',
      '/wps/protection/limits',
      '/wps/rewards',
    ]) {
      const res = await get(url, h);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('PROTECTION_SELF_EXCLUDED');
    }
    expect((await bet(m.username)).json().code).toBe('PROTECTION_EXCLUDED');
    // Taking it again for good is not possible from a withdraw-only session.
    expect((await take(h, { kind: 'EXCLUSION', duration: 'PERMANENT', password: PASSWORD })).statusCode).toBe(403);
  });

  test('stops promotions and messages to everyone, not a message to the member', async () => {
    const m = await fundedMember(app);
    const keep = await fundedMember(app);
    expect((await take(m.headers, { kind: 'EXCLUSION', duration: 'YEAR', password: PASSWORD })).statusCode).toBe(200);
    const grant = (memberId: number) => ({
      merchantId: app.merchantId,
      memberId,
      source: 'PROMOTION' as const,
      promotionId: null,
      title: { en: 'Test reward' },
      sourceKey: `ex-test-${memberId}`,
      amount: 1_000,
      turnover: 0,
      categories: null,
      claimDays: 7,
      now: new Date(),
    });
    await promotions.grantRewards(app.db, [grant(m.id), grant(keep.id)]);
    const rewards = async (id: number) =>
      (await app.db.execute(`select count(*)::int as n from reward_grants where member_id = ${id}` as never)) as unknown as {
        rows: { n: number }[];
      };
    expect((await rewards(m.id)).rows[0]!.n).toBe(0);
    expect((await rewards(keep.id)).rows[0]!.n).toBe(1);

    const send = (audience: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/ops/messages',
        headers: opsHeaders,
        payload: { audience, title: { en: 'News' }, content: { en: 'Hello' } },
      });
    expect((await send({ to: 'all' })).statusCode).toBe(200);
    expect((await send({ to: 'member', username: m.username })).statusCode).toBe(200);
    const inbox = (await app.db.execute(
      `select m.audience from message_inbox i join messages m on m.id = i.message_id where i.account_id = ${m.id}` as never,
    )) as unknown as { rows: { audience: string }[] };
    expect(inbox.rows.map((r) => r.audience)).toEqual(['member']);
  });

  test("the agent sees the downline's exclusion in the team", async () => {
    const agent = await fundedMember(app);
    await app.db.execute(`update accounts set type = 1 where id = ${agent.id}` as never);
    const agentHeaders = (await loginAs(app, agent.username, PASSWORD)).headers;
    const m = await fundedMember(app, { uplineId: agent.id });
    expect((await take(m.headers, { kind: 'EXCLUSION', duration: 'PERMANENT', password: PASSWORD })).statusCode).toBe(200);
    const detail = await get(`/wps/agent/team/members/${m.username}`, agentHeaders);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().value.exclusion).toMatchObject({ kind: 'EXCLUSION', endsAt: null });
    const list = (await get('/wps/agent/team/members?pageNo=1&pageSize=20', agentHeaders)).json().value.list;
    expect(list.find((d: { username: string }) => d.username === m.username).exclusion).toMatchObject({ kind: 'EXCLUSION' });
  });
});
