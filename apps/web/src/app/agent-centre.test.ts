import { describe, expect, test } from 'vitest';
import { visibleEntries } from './agent-centre';

const centre = { username: 'agent01', nickname: 'Agent 01', affiliateCode: 'JADE01', upline: null, contractKinds: [] };

describe('visibleEntries', () => {
  test('lists the spec menu in order and shows a contract page only when its kind is on and AGENTPOLICY3 is', () => {
    const names = visibleEntries(centre, true).map((e) => e.name);
    expect(names).toEqual([
      'deposit',
      'withdraw',
      'announcement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
      'platformMessages',
      'customerService',
    ]);
    const daily = { ...centre, contractKinds: ['DAILY_SALARY' as const] };
    expect(visibleEntries(daily, true).map((e) => e.name)).toContain('agentDailyWages2');
    expect(visibleEntries(daily, false).map((e) => e.name)).not.toContain('agentDailyWages2');
  });

  test('platform messages open inside the agent centre, not in the personal centre', () => {
    expect(visibleEntries(centre, true).find((e) => e.name === 'platformMessages')?.kind).toBe('page');
  });
});
