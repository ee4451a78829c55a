import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { minesWin, multiplierBp } from '@jade/engines/mines';
import { runOpenRoundClosing, runPurges } from '../../jobs/scheduler';
import { buildTestApp } from '../../test/build-test-app';
import { gameSession, playRound } from '../../test/games';
import { balanceOf, fundedMember } from '../../test/money';
import { gsRounds, gsSeeds, gsSessions } from './gameserver.tables';

const app = await buildTestApp();
type Auth = Record<string, string>;

/** Starts a mines round with one mine; `safe` tiles revealed (read from the journal, so never a mine). */
async function minesRound(auth: Auth, safe: number) {
  const start = (await playRound(app, auth, { stake: 1_000, mines: 1 })).json().value;
  const roundId = start.round.roundId as number;
  const [row] = await app.db.select().from(gsRounds).where(eq(gsRounds.id, roundId));
  const mine = (row!.state as { minePositions: number[] }).minePositions[0]!;
  const tiles = [...Array(25).keys()].filter((t) => t !== mine).slice(0, safe);
  for (const tile of tiles) {
    const res = await app.inject({ method: 'POST', url: '/gs/v1/mines/reveal', headers: auth, payload: { roundId, tile } });
    expect(res.json().value.round.status).toBe('OPEN');
  }
  return roundId;
}

/** Moves a round's start and its session's last move back by some minutes. */
async function idle(roundId: number, minutes: number) {
  const [r] = await app.db
    .update(gsRounds)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(gsRounds.id, roundId))
    .returning();
  await app.db
    .update(gsSessions)
    .set({ seenAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(gsSessions.id, r!.sessionId));
}

const roundOf = async (id: number) => (await app.db.select().from(gsRounds).where(eq(gsRounds.id, id)))[0]!;
const inbox = async (headers: Auth) =>
  (await app.inject({ method: 'GET', url: '/wps/messages', headers })).json().value.list as { title: string; content: string }[];
const winOf = (safe: number) => minesWin(1_000, multiplierBp(1, safe));

describe('mines rounds left open', () => {
  test('a round idle past the limit is cashed out at its current value once, though two nodes run the job at once, and the member is told', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const s = await gameSession(app, 'INHOUSE-MINES', { headers: m.headers });
    const id = await minesRound(s.auth, 2);
    const rotate = () => app.inject({ method: 'POST', url: '/gs/v1/seeds/rotate', headers: s.auth, payload: {} });
    expect((await rotate()).json().code).toBe('GS_ROUND_OPEN');

    await idle(id, 59);
    expect((await runOpenRoundClosing(app)).closed).toBe(0);
    await idle(id, 61);
    const runs = await Promise.all([runOpenRoundClosing(app), runOpenRoundClosing(app)]);
    expect(runs.reduce((n, r) => n + r.closed, 0)).toBe(1);

    const r = await roundOf(id);
    expect(r.status).toBe('SETTLED');
    expect(r.actions.at(-1)).toBe('cashout');
    expect(await balanceOf(app, m.headers)).toBe(99_000 + winOf(2));
    expect((await runOpenRoundClosing(app)).closed).toBe(0);
    expect(await balanceOf(app, m.headers)).toBe(99_000 + winOf(2));

    const [notice] = await inbox(m.headers);
    expect(notice!.title).toBe('Your round was cashed out');
    expect(notice!.content).toContain(`GS${id}`);
    expect(notice!.content).toContain((winOf(2) / 100).toFixed(2));
    const ne = await app.inject({ method: 'GET', url: '/wps/messages?lang=ne', headers: m.headers });
    expect(ne.json().value.list[0].title).toBe('तपाईंको राउन्ड क्यास आउट गरियो');

    // The seed rules hold: secret until the pair is retired, which the closed round now allows.
    const receipt = () => app.inject({ method: 'GET', url: `/wps/game/fairness/GS${id}`, headers: m.headers });
    expect((await receipt()).json().value.serverSeed).toBeNull();
    expect((await rotate()).statusCode).toBe(200);
    const shown = (await receipt()).json().value;
    expect(createHash('sha256').update(shown.serverSeed).digest('hex')).toBe(shown.serverSeedHash);
    expect(shown.win).toBe(winOf(2));
  });

  test('the job and the player cashing out at the same moment pay the round once', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const s = await gameSession(app, 'INHOUSE-MINES', { headers: m.headers });
    const id = await minesRound(s.auth, 1);
    await idle(id, 120);
    const [player] = await Promise.all([
      app.inject({ method: 'POST', url: '/gs/v1/mines/cashout', headers: s.auth, payload: { roundId: id } }),
      runOpenRoundClosing(app),
      runOpenRoundClosing(app),
    ]);
    expect(['OK', 'GS_ROUND_CLOSED']).toContain(player.json().code);
    expect((await roundOf(id)).status).toBe('SETTLED');
    expect(await balanceOf(app, m.headers)).toBe(99_000 + winOf(1));
    const wins = await app.db.execute(sql`select count(*)::int as n from game_rounds where round_ref = ${`GS${id}`}`);
    expect((wins as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  test('a round with nothing revealed is cancelled and its stake returned, and the member is told', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const s = await gameSession(app, 'INHOUSE-MINES', { headers: m.headers });
    const id = await minesRound(s.auth, 0);
    expect(await balanceOf(app, m.headers)).toBe(99_000);
    await idle(id, 61);
    expect((await runOpenRoundClosing(app)).closed).toBe(1);
    expect((await roundOf(id)).status).toBe('ROLLED_BACK');
    expect(await balanceOf(app, m.headers)).toBe(100_000);
    const [notice] = await inbox(m.headers);
    expect(notice!.title).toBe('Your round was cancelled');
    expect(notice!.content).toContain('10.00');
    // The player's late move finds it closed; a new round can start.
    const late = await app.inject({
      method: 'POST',
      url: '/gs/v1/mines/reveal',
      headers: s.auth,
      payload: { roundId: id, tile: 0 },
    });
    expect(late.json().code).toBe('GS_ROUND_CLOSED');
    expect((await playRound(app, s.auth, { stake: 1_000, mines: 1 })).json().value.round.status).toBe('OPEN');
  });

  test('a round whose player moved lately stays open, and a free trial is closed in play money without a notice', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const s = await gameSession(app, 'INHOUSE-MINES', { headers: m.headers });
    const id = await minesRound(s.auth, 1);
    await app.db
      .update(gsRounds)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(gsRounds.id, id));
    const trial = await gameSession(app, 'INHOUSE-MINES', { mode: 'trial' });
    const trialId = await minesRound(trial.auth, 3);
    await idle(trialId, 61);

    expect((await runOpenRoundClosing(app)).closed).toBe(1);
    expect((await roundOf(id)).status).toBe('OPEN');
    expect((await roundOf(trialId)).status).toBe('SETTLED');
    const play = await app.inject({ method: 'GET', url: '/gs/v1/balance', headers: trial.auth });
    expect(play.json().value.balance).toBe(trial.balance - 1_000 + winOf(3));
    expect(await inbox(m.headers)).toEqual([]);
  });
});

/** A settled mines round (one safe tile, then cashed out): settled when the answer comes. */
async function settledRound(auth: Auth) {
  const roundId = await minesRound(auth, 1);
  const res = await app.inject({ method: 'POST', url: '/gs/v1/mines/cashout', headers: auth, payload: { roundId } });
  expect(res.json().value.round.status).toBe('SETTLED');
  return roundId;
}
const ids = async (table: typeof gsSessions | typeof gsRounds | typeof gsSeeds) =>
  new Set((await app.db.select({ id: table.id }).from(table)).map((r) => r.id));

describe('game-server purge', () => {
  test('deletes sessions and trial rounds past their life, and nothing a receipt or an unsettled round needs', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const old = await gameSession(app, 'INHOUSE-MINES', { headers: m.headers });
    const realRound = await settledRound(old.auth);
    const waiting = await gameSession(app, 'INHOUSE-MINES', { headers: m.headers });
    const openRound = await minesRound(waiting.auth, 0);
    const recent = await gameSession(app, 'INHOUSE-DICE', { headers: m.headers });
    const trial = await gameSession(app, 'INHOUSE-MINES', { mode: 'trial' });
    const trialOld = await settledRound(trial.auth);
    const trialNew = await settledRound(trial.auth);
    const oldId = (await roundOf(realRound)).sessionId;
    const waitingId = (await roundOf(openRound)).sessionId;
    const trialSession = (await roundOf(trialOld)).sessionId;
    const [recentRow] = await app.db
      .select()
      .from(gsSessions)
      .where(sql`${gsSessions.tokenHash} = encode(sha256(convert_to(${recent.session}, 'UTF8')), 'hex')`);

    const expire = (ids: number[], days: number) =>
      app.db
        .update(gsSessions)
        .set({ expiresAt: sql`now() - make_interval(days => ${days})` })
        .where(inArray(gsSessions.id, ids));
    await expire([oldId, waitingId, trialSession], 8);
    await expire([recentRow!.id], 6);
    await app.db
      .update(gsRounds)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(inArray(gsRounds.id, [realRound, trialOld, openRound]));
    await app.db
      .update(gsRounds)
      .set({ createdAt: sql`now() - interval '6 days'` })
      .where(eq(gsRounds.id, trialNew));
    // Keep the open round out of the closing job's way: this test is about the purge only.
    await app.db
      .update(gsSessions)
      .set({ seenAt: sql`now()` })
      .where(eq(gsSessions.id, waitingId));

    const before = { sessions: await ids(gsSessions), rounds: await ids(gsRounds), seeds: await ids(gsSeeds) };
    const res = await runPurges(app);
    expect(res.gameServer.skipped).toBe(false);
    const after = { sessions: await ids(gsSessions), rounds: await ids(gsRounds), seeds: await ids(gsSeeds) };
    const gone = (a: Set<number>, b: Set<number>) => [...a].filter((x) => !b.has(x)).sort((x, y) => x - y);
    expect(gone(before.sessions, after.sessions)).toEqual([oldId, trialSession].sort((x, y) => x - y));
    expect(gone(before.rounds, after.rounds)).toEqual([trialOld]);
    // The trial's seeds stay while one of its rounds does.
    expect(gone(before.seeds, after.seeds)).toEqual([]);

    const receipt = await app.inject({ method: 'GET', url: `/wps/game/fairness/GS${realRound}`, headers: m.headers });
    expect(receipt.statusCode).toBe(200);
    expect((await roundOf(openRound)).status).toBe('OPEN');

    // Once its last round is past its life, the trial owner's seeds go too.
    await app.db
      .update(gsRounds)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(gsRounds.id, trialNew));
    await app.db.execute(sql`update gs_seeds set created_at = now() - interval '8 days' where owner like 'trial:%'`);
    const seedsBefore = await ids(gsSeeds);
    const trialSeeds = await app.db
      .select({ id: gsSeeds.id })
      .from(gsSeeds)
      .where(eq(gsSeeds.owner, (await roundOf(trialNew)).owner));
    await runPurges(app);
    expect(gone(seedsBefore, await ids(gsSeeds))).toEqual(trialSeeds.map((s) => s.id).sort((x, y) => x - y));
    expect(trialSeeds.length).toBeGreaterThan(0);
  });
});
