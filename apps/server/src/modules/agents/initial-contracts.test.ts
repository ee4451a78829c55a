import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import { buildTeams, registerWithCode, setTopContract, tier } from './agents.fixtures';
import * as agents from './agents.service';
import { agentContracts, agentSettlementRuns } from './agents.tables';

const app = await buildTestApp();
const t = await buildTeams(app);
const [A, B] = await Promise.all([t.login(t.a), t.login(t.b)]);
const setTop = (username: string, kind: string, rate: number) => setTopContract(app, username, kind, rate);
const createDownline = (payload: Record<string, unknown>) =>
  injectSealed(app, { method: 'POST', url: '/wps/agent/downlines', headers: A, payload: { password: 'Down2026x', ...payload } });
const name = (prefix: string) => `${prefix}${t.a.username.slice(2)}`.slice(0, 16);
/** A register-centre account's first sign-in: the agent chose its password, so it is changed first. */
async function firstSignIn(username: string) {
  const { headers, member } = await loginAs(app, username, 'Down2026x');
  expect(member.passwordExpired).toBe(true);
  const payload = { newPassword: 'Mine2026x', confirmNewPassword: 'Mine2026x' };
  const changed = await injectSealed(app, { method: 'PUT', url: '/wps/member/password', headers, payload });
  expect(changed.statusCode, changed.body).toBe(200);
  return headers;
}

describe('initial contracts, downline contracts and the settlement day', () => {
  test('a downline agent created in the register centre gets its first contracts as offers, in one transaction', async () => {
    expect((await setTop(t.a.username, 'DAILY_SALARY', 300)).statusCode).toBe(200);
    // Refusals write nothing: not even the account.
    const member = await createDownline({
      kind: 'MEMBER',
      username: name('im'),
      contracts: [{ kind: 'DAILY_SALARY', tiers: [tier(100)] }],
    });
    expect(member.json().code).toBe('CONTRACT_TARGET_INVALID');
    const above = await createDownline({
      kind: 'AGENT',
      username: name('ia'),
      contracts: [{ kind: 'DAILY_SALARY', tiers: [tier(301)] }],
    });
    expect(above.json().code).toBe('CONTRACT_RATE_ABOVE_OWN');
    const notOwn = await createDownline({
      kind: 'AGENT',
      username: name('ia'),
      contracts: [{ kind: 'DIVIDEND', tiers: [tier(100)] }],
    });
    expect(notOwn.json().code).toBe('CONTRACT_NO_OWN');
    const twice = await createDownline({
      kind: 'AGENT',
      username: name('ia'),
      contracts: [
        { kind: 'DAILY_SALARY', tiers: [tier(100)] },
        { kind: 'DAILY_SALARY', tiers: [tier(200)] },
      ],
    });
    expect(twice.json().code).toBe('VALIDATION_FAILED');
    for (const u of [name('im'), name('ia')]) expect(await members.findByUsername(app.db, app.merchantId, u)).toBeNull();

    const made = await createDownline({
      kind: 'AGENT',
      username: name('ia'),
      contracts: [{ kind: 'DAILY_SALARY', tiers: [tier(100), { ...tier(200), activeMembers: 3 }] }],
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().value.contracts).toMatchObject([{ kind: 'DAILY_SALARY', status: 'OFFERED', upline: t.a.username }]);
    const I = await firstSignIn(name('ia'));
    const waiting = (await app.inject({ method: 'GET', url: '/wps/agent/contracts/consolidated', headers: I })).json().value;
    expect(waiting.dailysalreqtype).toHaveLength(1);
    expect(waiting.dailysalreqtype[0].tiers.map((x: { rate: number }) => x.rate)).toEqual([100, 200]);

    // The downline's card shows the contracts between them; a deeper downline has none with A.
    const detail = (await app.inject({ method: 'GET', url: `/wps/agent/team/members/${name('ia')}`, headers: A })).json().value;
    expect(detail.contracts).toMatchObject([{ kind: 'DAILY_SALARY', status: 'OFFERED', agent: name('ia') }]);
    const deep = (await app.inject({ method: 'GET', url: `/wps/agent/team/members/${t.c.username}`, headers: A })).json().value;
    expect(deep.contracts).toEqual([]);
  });

  test("an agent link's default contracts are offered to each registrant while the agent can still give them", async () => {
    expect((await setTop(t.a.username, 'HOURLY_SALARY', 150)).statusCode).toBe(200);
    const refused = await app.inject({
      method: 'POST',
      url: '/wps/agent/invite-links',
      headers: A,
      payload: { kind: 'MEMBER', contracts: [{ kind: 'HOURLY_SALARY', tiers: [tier(100)] }] },
    });
    expect(refused.json().code).toBe('CONTRACT_TARGET_INVALID');
    const created = await app.inject({
      method: 'POST',
      url: '/wps/agent/invite-links',
      headers: A,
      payload: { kind: 'AGENT', contracts: [{ kind: 'HOURLY_SALARY', tiers: [tier(120)] }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const link = created.json().value;
    expect(link.contracts).toEqual([{ kind: 'HOURLY_SALARY', tiers: [tier(120)] }]);
    const register = (username: string) => registerWithCode(app, link.code, username);
    expect((await register(name('ra'))).statusCode).toBe(200);
    const ra = (await members.findByUsername(app.db, app.merchantId, name('ra')))!;
    const offers = await app.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.agentId, ra.id), eq(agentContracts.status, 'OFFERED')));
    expect(offers).toMatchObject([{ kind: 'HOURLY_SALARY', uplineId: t.a.id }]);

    // The operator lowers A's hourly rate below the link's: the next registrant is still created, without the offer.
    expect((await setTop(t.a.username, 'HOURLY_SALARY', 100)).statusCode).toBe(200);
    expect((await register(name('rb'))).statusCode).toBe(200);
    const rb = (await members.findByUsername(app.db, app.merchantId, name('rb')))!;
    expect(rb.uplineId).toBe(t.a.id);
    expect(await app.db.select().from(agentContracts).where(eq(agentContracts.agentId, rb.id))).toHaveLength(0);
    const list = (await app.inject({ method: 'GET', url: '/wps/agent/invite-links', headers: A })).json().value.list;
    expect(list[0]).toMatchObject({ id: link.id, uses: 2 });
  });

  test("periods follow the merchant's business day", () => {
    const at = new Date('2026-03-16T20:00:00Z'); // Tuesday 01:45 in Kathmandu (+05:45)
    expect(agents.periodAt('DAILY_SALARY', null, at, 345)).toEqual({
      start: new Date('2026-03-16T18:15:00Z'),
      end: new Date('2026-03-17T18:15:00Z'),
    });
    expect(agents.periodAt('DIVIDEND', 'WEEKLY', at, 345).start).toEqual(new Date('2026-03-15T18:15:00Z')); // Monday
    expect(agents.periodAt('DIVIDEND', 'MONTHLY', new Date('2026-03-31T19:00:00Z'), 345)).toEqual({
      start: new Date('2026-03-31T18:15:00Z'),
      end: new Date('2026-04-30T18:15:00Z'),
    });
    expect(agents.periodAt('DIVIDEND', 'SEMIMONTHLY', at, -300).start).toEqual(new Date('2026-03-16T05:00:00Z'));
    expect(agents.periodAt('HOURLY_SALARY', null, at, 345).start).toEqual(new Date('2026-03-16T19:15:00Z'));
    expect(agents.periodAt('REALTIME_SALARY', null, at, 345).start).toEqual(new Date('2026-03-16T20:00:00Z'));
  });

  test('the operator sets the settlement day; later periods start where the last settled one ended', async () => {
    const bad = await app.inject({
      method: 'PUT',
      url: '/ops/agents/settlement-zone',
      headers: opsHeaders,
      payload: { utcOffsetMinutes: 900 },
    });
    expect(bad.statusCode).toBe(400);
    // The demo merchant settles on Kathmandu days; this story starts on UTC days.
    const zone = () => app.inject({ method: 'GET', url: '/ops/agents/settlement-zone', headers: opsHeaders });
    expect((await zone()).json().value).toEqual({ utcOffsetMinutes: 345 });
    await app.inject({
      method: 'PUT',
      url: '/ops/agents/settlement-zone',
      headers: opsHeaders,
      payload: { utcOffsetMinutes: 0 },
    });
    expect((await zone()).json().value).toEqual({ utcOffsetMinutes: 0 });
    // B accepts a daily salary on a UTC day; the days since settle on UTC midnights.
    const offer = (
      await app.inject({
        method: 'POST',
        url: '/wps/agent/contracts',
        headers: A,
        payload: { to: t.b.username, kind: 'DAILY_SALARY', tiers: [tier(100)] },
      })
    ).json().value;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/wps/agent/contracts/${offer.id}/answer`,
          headers: B,
          payload: { action: 'ACCEPT' },
        })
      ).statusCode,
    ).toBe(200);
    const { currency } = await system.getMerchant(app.db, app.merchantId);
    const now = Date.now();
    await agents.settleDue(app.db, app.merchantId, currency, new Date(now + 2 * 86_400_000));
    const ok = await app.inject({
      method: 'PUT',
      url: '/ops/agents/settlement-zone',
      headers: opsHeaders,
      payload: { utcOffsetMinutes: 345 },
    });
    expect(ok.json().value).toEqual({ utcOffsetMinutes: 345 });
    await agents.settleDue(app.db, app.merchantId, currency, new Date(now + 4 * 86_400_000), 345);
    const runs = await app.db
      .select()
      .from(agentSettlementRuns)
      .where(eq(agentSettlementRuns.kind, 'DAILY_SALARY'))
      .orderBy(agentSettlementRuns.periodStart);
    // Contiguous, never overlapping, the new ones ending at 18:15 UTC (Kathmandu midnight).
    for (let i = 1; i < runs.length; i++) expect(runs[i]!.periodStart).toEqual(runs[i - 1]!.periodEnd);
    expect(runs.at(-1)!.periodEnd.toISOString()).toMatch(/T18:15:00\.000Z$/);
    expect(runs.some((r) => r.periodEnd.toISOString().endsWith('T00:00:00.000Z'))).toBe(true);
  });

  test('a long outage catches up over several runs, each going on from the last settled period', async () => {
    expect((await setTop(t.a.username, 'REALTIME_SALARY', 50)).statusCode).toBe(200);
    const { currency } = await system.getMerchant(app.db, app.merchantId);
    const later = new Date(Date.now() + 30 * 3_600_000); // 360 five-minute periods
    const runs = async () =>
      (await app.db.select().from(agentSettlementRuns).where(eq(agentSettlementRuns.kind, 'REALTIME_SALARY'))).length;
    await agents.settleDue(app.db, app.merchantId, currency, later);
    expect(await runs()).toBe(300);
    await agents.settleDue(app.db, app.merchantId, currency, later);
    expect(await runs()).toBeGreaterThanOrEqual(359);
  });
});
