import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
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
    expect((await check(first.headers)).json().value).toMatchObject({ intervalMinutes: 0, required: false });
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

describe("the merchant's defaults", () => {
  const defaults = (payload?: Record<string, unknown>) =>
    app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/ops/protection/defaults',
      headers: opsHeaders,
      ...(payload ? { payload } : {}),
    });

  test('give members who have not chosen their interval, and a required check cannot be turned off', async () => {
    const chose = await fundedMember(app);
    expect((await setTo(chose.headers, { intervalMinutes: 60 })).statusCode).toBe(200);
    const turnedOff = await fundedMember(app);
    expect((await setTo(turnedOff.headers, { intervalMinutes: 0 })).statusCode).toBe(200);
    const untouched = await fundedMember(app);

    const set = await defaults({ realityCheckMinutes: 30, realityCheckRequired: false });
    expect(set.json().value).toEqual({ realityCheckMinutes: 30, realityCheckRequired: false });
    expect((await check(untouched.headers)).json().value).toMatchObject({ intervalMinutes: 30, required: false });
    expect((await check(chose.headers)).json().value.intervalMinutes).toBe(60);
    expect((await check(turnedOff.headers)).json().value.intervalMinutes).toBe(0);

    // Required: a member's "off" gives way to the default, and "off" is refused, changing nothing.
    await defaults({ realityCheckMinutes: 15, realityCheckRequired: true });
    expect((await check(turnedOff.headers)).json().value).toMatchObject({ intervalMinutes: 15, required: true });
    expect((await check(chose.headers)).json().value.intervalMinutes).toBe(60);
    const off = await setTo(chose.headers, { intervalMinutes: 0 });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('PROTECTION_REALITY_CHECK_REQUIRED');
    expect((await check(chose.headers)).json().value.intervalMinutes).toBe(60);

    // The change is audited with what it was before.
    const audit = (await app.inject({ url: '/ops/audit?limit=5', headers: opsHeaders })).json().value as {
      action: string;
      before: unknown;
      after: unknown;
    }[];
    expect(audit.find((a) => a.action === 'protection.defaults')).toMatchObject({
      before: { realityCheckMinutes: 30, realityCheckRequired: false },
      after: { realityCheckMinutes: 15, realityCheckRequired: true },
    });
    await defaults({ realityCheckMinutes: 0, realityCheckRequired: false });
  });

  test('refuse a required check without an interval, an unknown interval and a member’s call', async () => {
    for (const payload of [
      { realityCheckMinutes: 0, realityCheckRequired: true },
      { realityCheckMinutes: 20, realityCheckRequired: false },
      { realityCheckMinutes: 15 },
    ]) {
      const res = await defaults(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await defaults()).json().value).toEqual({ realityCheckMinutes: 0, realityCheckRequired: false });
    const member = await fundedMember(app);
    expect((await app.inject({ url: '/ops/protection/defaults', headers: member.headers })).statusCode).toBe(401);
  });
});
