import { describe, expect, test } from 'vitest';
import { TEAM_REPORT_QUEUE, teamReport } from '../figures/figures.read';
import { buildTestApp } from '../../test/build-test-app';
import { buildTeams } from './agents.fixtures';

const app = await buildTestApp();
const t = await buildTeams(app);
const [A, member] = await Promise.all([t.login(t.a), t.login(t.c)]);
const day = new Date().toISOString().slice(0, 10);
const REPORTS = [
  '/wps/agent/team/overview?tz=345',
  `/wps/agent/reports/bets?pageNo=1&pageSize=20&from=${day}&to=${day}&tz=345`,
  `/wps/agent/reports/profit?pageNo=1&pageSize=20&from=${day}&to=${day}&tz=345`,
];
const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

describe('team reports under load', () => {
  test('a flood of team reports is answered 503 SERVER_BUSY with Retry-After past the queue, never 500, while balance answers', async () => {
    const flood = Array.from({ length: TEAM_REPORT_QUEUE + 12 }, (_, i) => get(REPORTS[i % REPORTS.length]!, A));
    const balance = await get('/wps/v2/wallets/balance', member);
    expect(balance.statusCode).toBe(200);
    const answers = await Promise.all(flood);
    const by = (s: number) => answers.filter((r) => r.statusCode === s);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 503)).toBe(true);
    // One runs, TEAM_REPORT_QUEUE wait their turn (within the wait, here), the rest are turned away at once.
    expect(by(503).length).toBeGreaterThanOrEqual(12 - 1);
    expect(by(200).length).toBeGreaterThanOrEqual(1);
    for (const r of by(503)) {
      expect(r.json().code).toBe('SERVER_BUSY');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  test('the few reports of one page at once all answer: they wait their turn', async () => {
    const page = await Promise.all(REPORTS.map((u) => get(u, A)));
    expect(page.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  });
});

describe('the team-report gate', () => {
  const READ_MS = 60;
  const read = () => new Promise<number>((r) => setTimeout(() => r(1), READ_MS));

  test('an agent alone, one report after another, never waits for a pause', async () => {
    const started = Date.now();
    for (let i = 0; i < 5; i++) await teamReport(app.db, read);
    // With the crowd's pause (3 × READ_MS after each) five would take at least 5 × 4 × READ_MS.
    expect(Date.now() - started).toBeLessThan(5 * READ_MS + 3 * READ_MS * 2);
  });

  test('a crowd is paced: while three or more wait, each report is followed by three times its length', async () => {
    const started = Date.now();
    await Promise.all(Array.from({ length: 6 }, () => teamReport(app.db, read)));
    // Six reads, and a pause after each of the first three (5, 4 and 3 were waiting then).
    expect(Date.now() - started).toBeGreaterThanOrEqual(6 * READ_MS + 3 * 3 * READ_MS);
  });
});
