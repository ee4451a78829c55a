import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { settledRound } from '../../test/games';
import { loginAs } from '../../test/login';
import { fundedMember } from '../../test/money';

const app = await buildTestApp();

const check = (headers: Record<string, string>) => app.inject({ url: '/wps/protection/reality-check', headers });
const setTo = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/wps/protection/reality-check', headers, payload });

describe('the reality check', () => {
  test('is off until the member chooses an interval, which then holds for every session', async () => {
    const m = await fundedMember(app);
    const first = { headers: m.headers };
    expect((await check(first.headers)).json().value).toMatchObject({ intervalMinutes: 0 });
    const set = await setTo(first.headers, { intervalMinutes: 30 });
    expect(set.statusCode).toBe(200);
    expect(set.json().value.intervalMinutes).toBe(30);
    const second = await loginAs(app, m.username, 'Money2026x');
    expect((await check(second.headers)).json().value.intervalMinutes).toBe(30);
    expect((await setTo(second.headers, { intervalMinutes: 0 })).json().value.intervalMinutes).toBe(0);
  });

  test('reports the session: its start, and the rounds settled since with the net position', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const member = (await check(m.headers)).json().value;
    // A round settled before this session's sign-in is not this session's play.
    await settledRound(app, m.id, `rc-old-${Date.now()}`, 5_000, 0);
    const session = await loginAs(app, m.username, 'Money2026x');
    const start = (await check(session.headers)).json().value;
    expect(Date.parse(start.sessionStartedAt)).toBeGreaterThan(Date.parse(member.sessionStartedAt));
    expect(start).toMatchObject({ rounds: 0, stakes: 0, wins: 0, net: 0 });
    await settledRound(app, m.id, `rc-a-${Date.now()}`, 10_000, 2_500);
    await settledRound(app, m.id, `rc-b-${Date.now()}`, 4_000, 11_000);
    expect((await check(session.headers)).json().value).toMatchObject({ rounds: 2, stakes: 14_000, wins: 13_500, net: -500 });
  });

  test('refuses an interval it does not offer, a guest and a trial account, changing nothing', async () => {
    const m = await fundedMember(app);
    for (const body of [{ intervalMinutes: 5 }, { intervalMinutes: '15' }, { intervalMinutes: 15, extra: 1 }, {}]) {
      const res = await setTo(m.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await check(m.headers)).json().value.intervalMinutes).toBe(0);
    expect((await check({})).statusCode).toBe(401);
    const trial = (await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value.token;
    expect((await setTo({ authorization: `Bearer ${trial}` }, { intervalMinutes: 15 })).statusCode).toBe(403);
  });
});
