import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { setTopContract, tier } from './agents.fixtures';
import * as agents from './agents.service';
import { operatorHeaders } from './ops-operator.fixtures';
import { buildHolderTree } from './settlement.fixtures';

const app = await buildTestApp();
const get = (url: string, headers: Record<string, string> = opsHeaders) => app.inject({ url, headers });

describe('operator agent pages', () => {
  test('the tree opens one level and one page at a time, with the counts below each node', async () => {
    const top = (await get('/ops/agents/tree?pageSize=100')).json().value;
    const agent01 = top.list.find((n: { username: string }) => n.username === 'agent01');
    expect(agent01).toMatchObject({ isAgent: true, upline: null });
    expect(agent01.directAgents).toBeGreaterThanOrEqual(1);
    expect(agent01.directMembers).toBeGreaterThanOrEqual(1);
    expect(agent01.teamSize).toBeGreaterThanOrEqual(agent01.directAgents + agent01.directMembers);
    // Only top agents at the first level: no member, no downline agent.
    expect(top.list.every((n: { isAgent: boolean; upline: string | null }) => n.isAgent && n.upline === null)).toBe(true);
    const below = (await get('/ops/agents/tree?parent=agent01&pageSize=1')).json().value;
    expect(below.list).toHaveLength(1);
    expect(below.total).toBe(agent01.directAgents);
    expect(below.list[0]).toMatchObject({ isAgent: true, upline: 'agent01' });
    const membersBelow = (await get('/ops/agents/tree?parent=agent01&kind=MEMBER&pageSize=100')).json().value;
    expect(membersBelow.total).toBe(agent01.directMembers);
    expect(membersBelow.list.map((n: { username: string }) => n.username)).toContain('demo01');
    expect((await get('/ops/agents/tree/agent02')).json().value).toMatchObject({
      node: { username: 'agent02' },
      uplines: ['agent01'],
    });
    expect((await get('/ops/agents/tree?parent=nobody-here')).json().code).toBe('USER_NOT_FOUND');
  });

  test("a top agent's contracts, as the operator set them", async () => {
    expect((await setTopContract(app, 'agent01', 'HOURLY_SALARY', 150)).statusCode).toBe(200);
    const list = (await get('/ops/agents/agent01/contracts')).json().value;
    expect(list.held[0]).toMatchObject({ kind: 'HOURLY_SALARY', status: 'ACTIVE', upline: null, tiers: [tier(150)] });
    expect((await get('/ops/agents/nobody-here/contracts')).json().code).toBe('USER_NOT_FOUND');
  });

  test('statements per period and per agent, with the filter total', async () => {
    const { top } = await buildHolderTree(app, 'DAILY_SALARY', 1);
    await agents.settleDue(app.db, app.merchantId, 'NPR', new Date(Date.now() + 2 * 86_400_000));
    const runs = (await get('/ops/agents/settlement-runs?kind=DAILY_SALARY&pageSize=100')).json().value;
    expect(runs.total).toBeGreaterThan(0);
    const run = runs.list.find((r: { statements: number }) => r.statements > 0);
    expect(run).toMatchObject({ kind: 'DAILY_SALARY' });
    const ofRun = (await get(`/ops/agents/statements?runId=${run.id}&pageSize=100`)).json().value;
    expect(ofRun.total).toBe(run.statements);
    expect(ofRun.totalAmount).toBe(run.amount);
    const mine = (await get(`/ops/agents/statements?agent=${top.username}`)).json().value;
    expect(mine.list[0]).toMatchObject({ agent: top.username, kind: 'DAILY_SALARY', rate: 300 });
    expect(mine.total).toBeGreaterThan(0);
    expect((await get('/ops/agents/statements?agent=nobody-here')).json().value.total).toBe(0);
  });

  test('agent pages are the admin’s: support and read-only are refused', async () => {
    for (const role of ['support', 'readonly'] as const) {
      const headers = await operatorHeaders(app, role);
      for (const url of ['/ops/agents/tree', '/ops/agents/agent01/contracts', '/ops/agents/statements'])
        expect((await get(url, headers)).json().code, `${role} ${url}`).toBe('OPS_FORBIDDEN');
    }
    expect((await get('/ops/agents/tree', await operatorHeaders(app, 'admin'))).statusCode).toBe(200);
  });
});
