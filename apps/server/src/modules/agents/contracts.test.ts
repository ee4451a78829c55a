import { and, count, eq, like } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { settledRound } from '../../test/games';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';
import { balanceOf } from '../../test/money';
import { ledgerTransfers } from '../wallet/wallet.tables';
import { buildTeams, setTopContract, tier } from './agents.fixtures';
import * as agents from './agents.service';
import { agentContracts } from './agents.tables';

const app = await buildTestApp();
const m = app.merchantId;
const t = await buildTeams(app);
const [A, B, S] = await Promise.all([t.login(t.a), t.login(t.b), t.login(t.s)]);
const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers, payload });
const setTop = (username: string, kind: string, rate: number) => setTopContract(app, username, kind, rate);
const round = (memberId: number, ref: string, stake: number) => settledRound(app, memberId, ref, stake);
const commissions = async (kind: string) =>
  (
    await app.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.reason, `contract.${kind}`))
  )[0]!.n;
for (const x of [t.c, t.d, t.s1]) {
  await app.inject({
    method: 'POST',
    url: `/ops/members/${x.username}/adjust`,
    headers: opsHeaders,
    payload: { amount: 100_000, reason: 'test funds', idempotencyKey: `fund-${x.username}` },
  });
}

describe('agent contracts and their settlement', () => {
  let offerId = 0;

  test('refuses offers above the own rate, without an own contract, outside the team or to a member', async () => {
    expect(
      (await post('/wps/agent/contracts', A, { to: t.b.username, kind: 'DAILY_SALARY', tiers: [tier(100)] })).json().code,
    ).toBe('CONTRACT_NO_OWN');
    expect((await setTop(t.a.username, 'DAILY_SALARY', 300)).statusCode).toBe(200);
    const above = await post('/wps/agent/contracts', A, { to: t.b.username, kind: 'DAILY_SALARY', tiers: [tier(301)] });
    expect(above.json().code).toBe('CONTRACT_RATE_ABOVE_OWN');
    expect(
      (await post('/wps/agent/contracts', A, { to: t.s.username, kind: 'DAILY_SALARY', tiers: [tier(100)] })).json().code,
    ).toBe('AGENT_MEMBER_NOT_FOUND');
    expect(
      (await post('/wps/agent/contracts', A, { to: t.d.username, kind: 'DAILY_SALARY', tiers: [tier(100)] })).json().code,
    ).toBe('CONTRACT_TARGET_INVALID');
    expect(await app.db.select().from(agentContracts).where(eq(agentContracts.agentId, t.b.id))).toHaveLength(0);
  });

  test('offers, shows the offer in the consolidated call, accepts once', async () => {
    const offer = await post('/wps/agent/contracts', A, { to: t.b.username, kind: 'DAILY_SALARY', tiers: [tier(200)] });
    expect(offer.statusCode, offer.body).toBe(200);
    offerId = offer.json().value.id;
    const waiting = (await app.inject({ method: 'GET', url: '/wps/agent/contracts/consolidated', headers: B })).json().value;
    expect(waiting.dailysalreqtype.map((c: { id: number }) => c.id)).toEqual([offerId]);
    expect(waiting.divtypereq).toEqual([]);
    expect((await post(`/wps/agent/contracts/${offerId}/answer`, A, { action: 'ACCEPT' })).json().code).toBe(
      'CONTRACT_STATE_CONFLICT',
    );
    expect((await post(`/wps/agent/contracts/${offerId}/answer`, S, { action: 'ACCEPT' })).json().code).toBe(
      'CONTRACT_NOT_FOUND',
    );
    const accepted = await post(`/wps/agent/contracts/${offerId}/answer`, B, { action: 'ACCEPT' });
    expect(accepted.json().value).toMatchObject({ status: 'ACTIVE', upline: t.a.username, agent: t.b.username });
    expect((await post(`/wps/agent/contracts/${offerId}/answer`, B, { action: 'ACCEPT' })).json().code).toBe(
      'CONTRACT_STATE_CONFLICT',
    );
    const centre = (await app.inject({ method: 'GET', url: '/wps/agent/centre', headers: B })).json().value;
    expect(centre.contractKinds).toContain('DAILY_SALARY');
  });

  test('settles a day once by level difference, even with two jobs racing, and catches up', async () => {
    // Accepted two days ago: the job must settle the two missed days and today once it has ended.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await app.db
      .update(agentContracts)
      .set({ acceptedAt: twoDaysAgo })
      .where(and(eq(agentContracts.kind, 'DAILY_SALARY'), eq(agentContracts.merchantId, m)));
    await round(t.c.id, `c-${t.c.id}`, 10_000); // B's team (and A's)
    await round(t.d.id, `d-${t.d.id}`, 5_000); // A's direct member
    const before = { a: await balanceOf(app, A), b: await balanceOf(app, B) };
    const tomorrow = new Date(Date.now() + 86_400_000);
    const [one, two] = await Promise.all([
      agents.settleDue(app.db, m, 'NPR', tomorrow),
      agents.settleDue(app.db, m, 'NPR', tomorrow),
    ]);
    expect(one.periods + two.periods).toBe(3);
    // A: 3 % of 15,000 = 450 minus B's 2 % of 10,000 = 200 → 250; B: 200. Total = the top rate × volume.
    expect((await balanceOf(app, A)) - before.a).toBe(250);
    expect((await balanceOf(app, B)) - before.b).toBe(200);
    expect(await commissions('DAILY_SALARY')).toBe(2);
    expect((await agents.settleDue(app.db, m, 'NPR', tomorrow)).periods).toBe(0);
    const income = (await app.inject({ method: 'GET', url: '/wps/agent/settlements?kind=DAILY_SALARY', headers: A })).json()
      .value;
    expect(income.totalAmount).toBe(250);
    expect(income.list.find((s: { amount: number }) => s.amount === 250)).toMatchObject({
      volume: 15_000,
      rate: 300,
      lines: [{ agent: t.b.username, volume: 10_000, rate: 200, amount: 200 }],
    });
  });

  test("answers the spec's calls: lists by kind, offers and answers through them", async () => {
    const daily = (await app.inject({ method: 'GET', url: '/wps/relay/processDailySalContract', headers: B })).json().value;
    expect(daily.held.map((c: { id: number }) => c.id)).toEqual([offerId]);
    expect(
      (await app.inject({ method: 'GET', url: '/wps/relay/MCS2_processDividendReq', headers: B })).json().value.held,
    ).toEqual([]);
    await setTop(t.a.username, 'REALTIME_SALARY', 150);
    const offered = await post('/wps/relay/MCSFE_processRealTimeSalaryContract', A, { to: t.b.username, tiers: [tier(100)] });
    expect(offered.json().value).toMatchObject({ kind: 'REALTIME_SALARY', status: 'OFFERED' });
    const rejected = await post('/wps/relay/MCSFE_processRealTimeSalaryContract', B, {
      id: offered.json().value.id,
      action: 'REJECT',
    });
    expect(rejected.json().value.status).toBe('REJECTED');
  });

  test('pays real-time salary for each 5-minute period', async () => {
    expect((await setTop(t.s.username, 'REALTIME_SALARY', 100)).statusCode).toBe(200);
    await round(t.s1.id, `s-${t.s1.id}`, 20_000);
    const before = await balanceOf(app, S);
    await agents.settleDue(app.db, m, 'NPR', new Date(Date.now() + 5 * 60_000));
    expect((await balanceOf(app, S)) - before).toBe(200);
  });

  test('terminates by request and confirmation, and ends a downline contract above a new lower rate', async () => {
    const req = await post(`/wps/agent/contracts/${offerId}/answer`, B, { action: 'REQUEST_TERMINATION' });
    expect(req.json().value.status).toBe('TERMINATION_REQUESTED');
    const waiting = (await app.inject({ method: 'GET', url: '/wps/agent/contracts/consolidated', headers: A })).json().value;
    expect(waiting.dailysalreqtype.map((c: { id: number }) => c.id)).toEqual([offerId]);
    expect((await post(`/wps/agent/contracts/${offerId}/answer`, B, { action: 'CONFIRM_TERMINATION' })).json().code).toBe(
      'CONTRACT_STATE_CONFLICT',
    );
    expect((await post(`/wps/agent/contracts/${offerId}/answer`, A, { action: 'CONFIRM_TERMINATION' })).json().value.status).toBe(
      'TERMINATED',
    );
    // B holds hourly 250 and gives its own downline agent E 200; accepting a new 100 from A ends E's.
    await setTop(t.a.username, 'HOURLY_SALARY', 300);
    const first = (await post('/wps/agent/contracts', A, { to: t.b.username, kind: 'HOURLY_SALARY', tiers: [tier(250)] })).json()
      .value;
    await post(`/wps/agent/contracts/${first.id}/answer`, B, { action: 'ACCEPT' });
    const e = `e${t.b.username}`.slice(0, 16);
    const made = await injectSealed(app, {
      method: 'POST',
      url: '/wps/agent/downlines',
      headers: B,
      payload: { kind: 'AGENT', username: e, password: 'Down2026x' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const E = (await loginAs(app, e, 'Down2026x')).headers;
    // The agent chose E's password: E changes it before anything else.
    const payload = { newPassword: 'Mine2026x', confirmNewPassword: 'Mine2026x' };
    await injectSealed(app, { method: 'PUT', url: '/wps/member/password', headers: E, payload });
    const toE = (await post('/wps/agent/contracts', B, { to: e, kind: 'HOURLY_SALARY', tiers: [tier(200)] })).json().value;
    expect((await post(`/wps/agent/contracts/${toE.id}/answer`, E, { action: 'ACCEPT' })).json().value.status).toBe('ACTIVE');
    const lower = (await post('/wps/agent/contracts', A, { to: t.b.username, kind: 'HOURLY_SALARY', tiers: [tier(100)] })).json()
      .value;
    expect((await post(`/wps/agent/contracts/${lower.id}/answer`, B, { action: 'ACCEPT' })).json().value.status).toBe('ACTIVE');
    const held = (await app.inject({ method: 'GET', url: '/wps/agent/contracts', headers: E })).json().value.held;
    expect(held[0]).toMatchObject({ id: toE.id, status: 'TERMINATED' });
    // E is told, in its language, with the rates.
    const inbox = (await app.inject({ method: 'GET', url: '/wps/messages?lang=ne', headers: E })).json().value.list;
    expect(inbox[0].title).toBe('तपाईंको प्रति घण्टा तलब सम्झौता समाप्त भयो');
    const en = (await app.inject({ method: 'GET', url: '/wps/messages', headers: E })).json().value.list;
    expect(en[0]).toMatchObject({ title: 'Your hourly salary contract has ended', read: false });
    expect(en[0].content).toContain('at most 1 %, below the 2 %');
    const ofB = (await app.inject({ method: 'GET', url: '/wps/agent/contracts', headers: B })).json().value.held;
    expect(ofB.find((c: { id: number }) => c.id === first.id).status).toBe('TERMINATED');
  });
});
