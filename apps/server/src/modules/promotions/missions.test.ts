import { beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import { writers } from '../figures/figures.fixtures';
import * as system from '../system/system.service';
import { addDays, weekOf } from '../../lib/business-days';
import { missionPoints } from './promotions.missions.tables';
import { businessDay } from './promotions.service';
import { clearOfMidnight } from '../../test/clock';

const app = await buildTestApp();
const w = writers(app);
type Headers = Record<string, string>;
type Mission = { id: number; title: string; progress: number; state: string; goal: { kind: string; target: number } };
const get = (url: string, headers: Headers = {}) => app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers = {}, payload?: object) =>
  app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const summary = async (h: Headers) => (await get('/wps/missions', h)).json().value as { list: Mission[]; weekPoints: number };
const mission = async (h: Headers, title: string) => (await summary(h)).list.find((m) => m.title === title)!;
const count = async (h: Headers) => (await get('/wps/missions/count', h)).json().value.count as number;
const claim = (h: Headers, id: number) => post(`/wps/missions/${id}/claim`, h);
/** The start of the merchant's business day and week, and an instant a little before now but inside both. */
const periods = async () => {
  const o = (await system.getMerchant(app.db, app.merchantId)).utcOffsetMinutes;
  const day = businessDay(new Date(), o);
  const at = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - o * 60_000);
  return {
    day,
    dayAt: at(day),
    week: weekOf(day),
    weekAt: at(weekOf(day)),
    recent: new Date(Math.max(at(day).getTime(), Date.now() - 60_000)),
  };
};

// Missions count the merchant's business day and week, which start at its midnight (18:15 UTC at
// +05:45): a test that writes into today and then reads the progress must not straddle one. Start
// each clear of it (wait when under 10 s).
beforeEach(async () => {
  await clearOfMidnight(10, [(await system.getMerchant(app.db, app.merchantId)).utcOffsetMinutes]);
});

describe('missions', () => {
  test('progress counts the settled rounds of the current day, not the day before; a complete mission is claimed once', async () => {
    const m = await fundedMember(app, { funds: 5_000_00 });
    const p = await periods();
    await w.round(m.id, 10_00, 0, p.recent);
    await w.round(m.id, 10_00, 15_00, p.recent);
    await w.round(m.id, 10_00, 0, new Date(p.dayAt.getTime() - 60_000)); // yesterday
    const play = await mission(m.headers, 'Play 3 rounds');
    expect(play).toMatchObject({ progress: 2, state: 'IN_PROGRESS', goal: { kind: 'ROUNDS', target: 3 } });
    expect([(await claim(m.headers, play.id)).statusCode, (await claim(m.headers, play.id)).json().code]).toEqual([
      409,
      'MISSION_NOT_COMPLETE',
    ]);
    expect(await count(m.headers)).toBe(0);

    await w.round(m.id, 10_00, 0, new Date()); // counts the moment it settles
    expect(await mission(m.headers, 'Play 3 rounds')).toMatchObject({ progress: 3, state: 'COMPLETE' });
    expect(await count(m.headers)).toBe(1);
    const before = await balanceOf(app, m.headers);
    const claims = await Promise.all([1, 2, 3].map(() => claim(m.headers, play.id)));
    expect(claims.map((c) => c.statusCode).sort()).toEqual([200, 409, 409]);
    expect(claims.filter((c) => c.statusCode === 409).map((c) => c.json().code)).toEqual([
      'MISSION_ALREADY_CLAIMED',
      'MISSION_ALREADY_CLAIMED',
    ]);
    const paid = claims.find((c) => c.statusCode === 200)!.json().value;
    expect(paid).toMatchObject({ reward: 5_00, points: 10, balance: before + 5_00, mission: { state: 'CLAIMED' } });
    expect(await balanceOf(app, m.headers)).toBe(before + 5_00);
    expect(await count(m.headers)).toBe(0);
    expect((await summary(m.headers)).weekPoints).toBe(10);
    // Paid through the reward centre, as a bonus locked by its turnover.
    const history = (await get('/wps/rewards?tab=history', m.headers)).json().value.list;
    expect(history).toEqual([
      expect.objectContaining({ source: 'MISSION', title: 'Play 3 rounds', amount: 5_00, state: 'CLAIMED' }),
    ]);
    const bonuses = (await get('/wps/wallet/bonuses', m.headers)).json().value;
    expect(JSON.stringify(bonuses)).toContain('Play 3 rounds');
  });

  test('valid bet counts only its categories; deposits and sign-ins count in their week', async () => {
    const m = await fundedMember(app, { funds: 5_000_00 });
    const p = await periods();
    await w.round(m.id, 300_00, 0, p.recent, 'RNG');
    await w.round(m.id, 900_00, 0, p.recent, 'LIVE');
    expect(await mission(m.headers, 'Valid bet 500 in slots or in-house games')).toMatchObject({
      progress: 300_00,
      state: 'IN_PROGRESS',
    });
    await w.round(m.id, 250_00, 0, p.recent, 'INHOUSE');
    expect(await mission(m.headers, 'Valid bet 500 in slots or in-house games')).toMatchObject({
      progress: 500_00,
      state: 'COMPLETE',
    });

    await w.money(m.id, 'DEPOSIT', 900_00, new Date(p.weekAt.getTime() - 60_000)); // last week
    await w.money(m.id, 'DEPOSIT', 400_00, p.recent);
    expect(await mission(m.headers, 'Deposit 1,000 this week')).toMatchObject({ progress: 400_00, state: 'IN_PROGRESS' });
    await w.money(m.id, 'DEPOSIT', 600_00, new Date());
    expect(await mission(m.headers, 'Deposit 1,000 this week')).toMatchObject({ progress: 1_000_00, state: 'COMPLETE' });

    expect(await mission(m.headers, 'Sign in today')).toMatchObject({ progress: 0, state: 'IN_PROGRESS' });
    const promos = (await get('/wps/promotions?type=ALL', m.headers)).json().value.list as {
      id: number;
      terms: { kind: string };
    }[];
    const signIn = promos.find((x) => x.terms.kind === 'SIGN_IN')!;
    expect((await post(`/wps/promotions/${signIn.id}/sign`, m.headers)).statusCode).toBe(200);
    expect(await mission(m.headers, 'Sign in today')).toMatchObject({ progress: 1, state: 'COMPLETE' });
    expect(await mission(m.headers, 'Sign in on 5 days this week')).toMatchObject({ progress: 1, state: 'IN_PROGRESS' });
    // Valid bet, deposit, today's sign-in, and the three rounds played.
    expect(await count(m.headers)).toBe(4);
  });

  test('claimed points rank the week’s leaderboard with masked names; the caller’s own rank beyond the top 20', async () => {
    const m = await fundedMember(app, { funds: 5_000_00 });
    const p = await periods();
    for (let i = 0; i < 3; i++) await w.round(m.id, 10_00, 0, p.recent);
    const play = await mission(m.headers, 'Play 3 rounds');
    expect((await claim(m.headers, play.id)).statusCode).toBe(200);
    const board = (await get('/wps/missions/leaderboard', m.headers)).json().value;
    expect(board).toMatchObject({ weekStart: p.week, weekEnd: addDays(p.week, 6), me: { points: 10 } });
    const mine = board.list.find((r: { me: boolean }) => r.me);
    expect(mine).toMatchObject({ rank: board.me.rank, points: 10, name: `${m.username.slice(0, 2)}***${m.username.slice(-2)}` });

    // Last week: 21 members ahead of this one.
    const last = addDays(p.week, -7);
    const base = { merchantId: app.merchantId, week: last };
    await app.db
      .insert(missionPoints)
      .values([
        ...Array.from({ length: 21 }, (_, i) => ({ ...base, memberId: 900_000 + i, points: 100 + i })),
        { ...base, memberId: m.id, points: 50 },
      ]);
    const lastBoard = (await get('/wps/missions/leaderboard?week=last', m.headers)).json().value;
    expect(lastBoard.list).toHaveLength(20);
    expect(lastBoard.list[0]).toMatchObject({ rank: 1, points: 120, me: false });
    expect(lastBoard.me).toEqual({ rank: 22, points: 50 });
    const other = await fundedMember(app);
    expect((await get('/wps/missions/leaderboard?week=last', other.headers)).json().value.me).toEqual({ rank: null, points: 0 });
  });

  test('unknown or disabled missions, guests and trial accounts are refused', async () => {
    const m = await fundedMember(app);
    expect([(await claim(m.headers, 999_999)).statusCode, (await claim(m.headers, 999_999)).json().code]).toEqual([
      404,
      'MISSION_NOT_FOUND',
    ]);
    expect((await get('/wps/missions')).statusCode).toBe(401);
    const trial = (await post('/wps/session/login/freeplay', {}, {})).json().value.token;
    const asTrial = { authorization: `Bearer ${trial}` };
    for (const res of [await get('/wps/missions', asTrial), await get('/wps/missions/count', asTrial), await claim(asTrial, 1)])
      expect([res.statusCode, res.json().code]).toEqual([403, 'AUTH_TRIAL_NOT_ALLOWED']);
  });

  test('the operator’s missions are validated and audited; a disabled one is hidden and refused', async () => {
    const input = {
      title: { en: 'Deposit twice', ne: 'दुई पटक जम्मा' },
      period: 'DAILY',
      goal: { kind: 'DEPOSIT', target: 100_00 },
      reward: 1_00,
      turnoverMultiple: 1,
      points: 1,
      enabled: true,
      sequence: 9,
    };
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      app.inject({ method, url, headers: opsHeaders, payload });
    const paths = async (payload: object) =>
      (await send('POST', '/ops/missions', payload)).json().value.map((v: { path: string }) => v.path);
    expect(await paths({ ...input, goal: { kind: 'SIGN_IN', target: 3 } })).toContain('goal.target');
    expect(await paths({ ...input, reward: 0, points: 0 })).toContain('reward');
    expect(await paths({ ...input, goal: { kind: 'JUMP', target: 1 } })).toContain('goal.kind');
    expect(await paths({ ...input, goal: { kind: 'VALID_BET', target: 1, categories: ['DARTS'] } })).toContain(
      'goal.categories.0',
    );
    const made = await send('POST', '/ops/missions', input);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().value.id;
    const m = await fundedMember(app);
    expect((await summary(m.headers)).list.map((x) => x.id)).toContain(id);
    const off = await send('PUT', `/ops/missions/${id}`, { ...input, enabled: false });
    expect(off.json().value).toMatchObject({ id, enabled: false, claims: 0, paid: 0 });
    expect((await summary(m.headers)).list.map((x) => x.id)).not.toContain(id);
    expect((await claim(m.headers, id)).json().code).toBe('MISSION_NOT_FOUND');
    expect((await send('PUT', '/ops/missions/999999', input)).json().code).toBe('MISSION_NOT_FOUND');
    const listed = (await get('/ops/missions', opsHeaders)).json().value.list;
    expect(listed.length).toBeGreaterThanOrEqual(6);
    const audit = (await get('/ops/audit?limit=10', opsHeaders)).json().value.map((a: { action: string }) => a.action);
    expect(audit).toEqual(expect.arrayContaining(['missions.create', 'missions.update']));
  });
});
