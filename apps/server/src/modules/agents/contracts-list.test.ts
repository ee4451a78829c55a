import { expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildTeams, tier } from './agents.fixtures';
import { agentContracts } from './agents.tables';

const app = await buildTestApp();
const t = await buildTeams(app);
const [A, B] = await Promise.all([t.login(t.a), t.login(t.b)]);
const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

// A's past contracts with B: five daily salaries, one offer B rejected, two hourly salaries.
const given = async (kind: 'DAILY_SALARY' | 'HOURLY_SALARY', status: 'TERMINATED' | 'REJECTED') =>
  (
    await app.db
      .insert(agentContracts)
      .values({ merchantId: app.merchantId, kind, uplineId: t.a.id, agentId: t.b.id, tiers: [tier(100)], status })
      .returning()
  )[0]!.id;
const daily: number[] = [];
for (let i = 0; i < 5; i++) daily.push(await given('DAILY_SALARY', 'TERMINATED'));
await given('DAILY_SALARY', 'REJECTED');
for (let i = 0; i < 2; i++) await given('HOURLY_SALARY', 'TERMINATED');

test('the contracts an agent gave come a page at a time, of one kind, newest first, rejected offers left out', async () => {
  const page = async (q: string) => {
    const res = await get(`/wps/agent/contracts?${q}`, A);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };
  const first = await page('kind=DAILY_SALARY&pageSize=2');
  expect(first).toMatchObject({ pageNo: 1, pageSize: 2, givenTotal: 5 });
  expect(first.given.map((c: { id: number }) => c.id)).toEqual([daily[4], daily[3]]);
  const last = await page('kind=DAILY_SALARY&pageSize=2&pageNo=3');
  expect(last.given.map((c: { id: number }) => c.id)).toEqual([daily[0]]);
  expect((await page('kind=HOURLY_SALARY')).givenTotal).toBe(2);
  const all = await page('');
  expect(all).toMatchObject({ pageNo: 1, pageSize: 20, givenTotal: 7 });
  expect(all.given.every((c: { status: string }) => c.status !== 'REJECTED')).toBe(true);
  // The holder sees them as held, of the kind asked.
  const held = (await get('/wps/agent/contracts?kind=HOURLY_SALARY', B)).json().value.held;
  expect(held.map((c: { kind: string }) => c.kind)).toEqual(['HOURLY_SALARY', 'HOURLY_SALARY']);
});

test('a bad page or kind is refused by name', async () => {
  for (const q of ['kind=WEEKLY', 'pageSize=101', 'pageNo=0']) {
    const res = await get(`/wps/agent/contracts?${q}`, A);
    expect(res.statusCode, q).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  }
});
