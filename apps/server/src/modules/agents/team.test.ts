import { describe, expect, test } from 'vitest';
import { settledRound } from '../../test/games';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { loginAs } from '../../test/login';
import { buildTeams } from './agents.fixtures';
import { clearOfMidnight } from '../../test/clock';

const app = await buildTestApp();
// The overview counts today in UTC and at +05:45: the set-up and the reads fall in one day of each.
await clearOfMidnight(30, [0, 345]);
const t = await buildTeams(app);
const [A, B, S] = await Promise.all([t.login(t.a), t.login(t.b), t.login(t.s)]);
const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
const fund = (username: string, amount: number) =>
  app.inject({
    method: 'POST',
    url: `/ops/members/${username}/adjust`,
    headers: opsHeaders,
    payload: { amount, reason: 'test funds', idempotencyKey: `fund-${username}-${amount}` },
  });
const round = (memberId: number, ref: string, stake: number, win: number) => settledRound(app, memberId, ref, stake, win);
await fund(t.c.username, 50_000);
await fund(t.s1.username, 70_000);
await round(t.c.id, `r-${t.c.id}-1`, 10_000, 4_000);
await round(t.s1.id, `r-${t.s1.id}-1`, 20_000, 0);

describe('agent team scoping, overview, management and reports', () => {
  test('refuses members and guests', async () => {
    const member = await loginAs(app, 'demo01', 'Demo@1234');
    const res = await get('/wps/agent/centre', member.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('AUTH_NOT_AGENT');
    expect((await get('/wps/agent/team/overview', {})).statusCode).toBe(401);
  });

  test('answers the centre header of the agent', async () => {
    const v = (await get('/wps/agent/centre', B)).json().value;
    expect(v).toMatchObject({ username: t.b.username, upline: t.a.username, contractKinds: [] });
  });

  test('counts the whole team below the agent in the overview, and nothing else', async () => {
    const v = (await get('/wps/agent/team/overview?tz=345', A)).json().value;
    expect(v).toMatchObject({ teamSize: 3, directDownlines: 2, teamBalance: 50_000 - 10_000 + 4_000 });
    const today = v.periods.find((p: { period: string }) => p.period === 'today');
    expect(today).toMatchObject({ newMembers: 3, activeMembers: 1, validBet: 10_000, profitLoss: -6_000, deposits: 0 });
    expect(v.periods.map((p: { period: string }) => p.period)).toEqual(['today', 'yesterday', 'thisWeek', 'thisMonth']);
    const ofB = (await get('/wps/agent/team/overview', B)).json().value;
    expect(ofB).toMatchObject({ teamSize: 1, directDownlines: 1 });
    const ofS = (await get('/wps/agent/team/overview', S)).json().value;
    expect(ofS.periods[0]).toMatchObject({ validBet: 20_000, activeMembers: 1 });
  });

  test('lists direct downlines, a branch, and searches the whole team only', async () => {
    const top = (await get('/wps/agent/team/members', A)).json().value;
    expect(top.list.map((d: { username: string }) => d.username).sort()).toEqual([t.b.username, t.d.username].sort());
    expect(top.list.find((d: { username: string }) => d.username === t.b.username)).toMatchObject({
      isAgent: true,
      directDownlines: 1,
      level: 1,
    });
    const branch = (await get(`/wps/agent/team/members?parent=${t.b.username}`, A)).json().value;
    expect(branch.list).toHaveLength(1);
    expect(branch.list[0]).toMatchObject({ username: t.c.username, level: 2, upline: t.b.username, balance: 44_000 });
    const found = (await get(`/wps/agent/team/members?search=${t.c.username.slice(0, 4)}`, A)).json().value;
    expect(found.list.map((d: { username: string }) => d.username)).toContain(t.c.username);
    const none = (await get(`/wps/agent/team/members?search=${t.s1.username}`, A)).json().value;
    expect(none.total).toBe(0);
    expect((await get(`/wps/agent/team/members?parent=${t.s.username}`, A)).json().code).toBe('AGENT_MEMBER_NOT_FOUND');
  });

  test('shows a team member in detail and answers not found for anyone outside the team', async () => {
    const c = (await get(`/wps/agent/team/members/${t.c.username}`, A)).json().value;
    expect(c).toMatchObject({ path: [t.b.username, t.c.username], validBet: 10_000, profitLoss: -6_000 });
    for (const [who, headers] of [
      [t.s1.username, A], // another team
      [t.d.username, B], // the upline's other downline
      [t.a.username, B], // its own upline
      ['nosuchuser', A],
      [t.b.username, B], // itself
    ] as const) {
      const res = await get(`/wps/agent/team/members/${who}`, headers);
      expect(res.statusCode, who).toBe(404);
      expect(res.json().code).toBe('AGENT_MEMBER_NOT_FOUND');
    }
  });

  test('reports the team rounds, profit per member and movements with page and period totals', async () => {
    const bets = (await get('/wps/agent/reports/bets?tz=345', A)).json().value;
    expect(bets.list.map((r: { username: string }) => r.username)).toEqual([t.c.username]);
    expect(bets.totals).toEqual({ stake: 10_000, win: 4_000, profit: -6_000 });
    expect(bets.pageTotals).toEqual(bets.totals);
    const profit = (await get('/wps/agent/reports/profit', A)).json().value;
    expect(profit.total).toBe(3);
    expect(profit.totals).toMatchObject({ rounds: 1, validBet: 10_000, profit: -6_000 });
    const byName = (await get(`/wps/agent/reports/bets?username=${t.s1.username}`, A)).json().value;
    expect(byName.total).toBe(0);
    const tx = (await get('/wps/agent/reports/transactions?pageSize=2', A)).json().value;
    expect(tx.total).toBe(3); // funding, bet, win of C
    expect(tx.list).toHaveLength(2);
    expect(tx.totals).toEqual({ in: 54_000, out: 10_000 });
    const ofS = (await get('/wps/agent/reports/transactions', S)).json().value;
    expect(ofS.list.every((r: { username: string }) => r.username === t.s1.username)).toBe(true);
  });
});
