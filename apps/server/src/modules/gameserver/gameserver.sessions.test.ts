import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { gameSession, launchUrl, playRound } from '../../test/games';
import { injectSealed, loginAs } from '../../test/login';
import { fundedMember } from '../../test/money';
import { gsSessions } from './gameserver.tables';

const app = await buildTestApp();

const DICE = { stake: 1_000, target: 5000, over: true };
type Auth = Record<string, string>;

/** Every call a game page makes with its session, each answer's status and code. */
async function everyCall(auth: Auth) {
  const calls = [
    app.inject({ method: 'POST', url: '/gs/v1/play', headers: auth, payload: { bet: { stake: 1_000, mines: 3 } } }),
    app.inject({ method: 'GET', url: '/gs/v1/balance', headers: auth }),
    app.inject({ method: 'POST', url: '/gs/v1/mines/reveal', headers: auth, payload: { roundId: 1, tile: 0 } }),
    app.inject({ method: 'POST', url: '/gs/v1/mines/cashout', headers: auth, payload: { roundId: 1 } }),
    app.inject({ method: 'GET', url: '/gs/v1/mines/open', headers: auth }),
    app.inject({ method: 'GET', url: '/gs/v1/seeds', headers: auth }),
    app.inject({ method: 'POST', url: '/gs/v1/seeds/rotate', headers: auth, payload: {} }),
  ];
  return (await Promise.all(calls)).map((r) => `${r.statusCode} ${r.json().code}`);
}
const ENDED = Array.from({ length: 7 }, () => '401 GS_SESSION_INVALID');

/** Moves a site session's and a game session's last activity back by some minutes. */
async function idle(siteToken: string, gameAuth: Auth, site: number, game: number) {
  await app.db.execute(
    sql`update sessions set last_seen_at = now() - make_interval(mins => ${site})
         where token_hash = encode(sha256(convert_to(${siteToken}, 'UTF8')), 'hex')`,
  );
  const token = gameAuth.authorization!.slice(7);
  await app.db
    .update(gsSessions)
    .set({ seenAt: sql`now() - make_interval(mins => ${game})` })
    .where(sql`${gsSessions.tokenHash} = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`);
}

describe('game sessions follow the site session', () => {
  test('signing out ends the game sessions it launched, on every game call; a free trial plays on', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const mines = await gameSession(app, 'INHOUSE-MINES', { headers: m.headers });
    const open = (await playRound(app, mines.auth, { stake: 1_000, mines: 3 })).json().value.round;
    expect(open.status).toBe('OPEN');
    const pending = await launchUrl(app, 'INHOUSE-DICE', { headers: m.headers });
    const trial = await gameSession(app, 'INHOUSE-DICE', { mode: 'trial' });

    expect((await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: m.headers })).statusCode).toBe(200);

    expect(await everyCall(mines.auth)).toEqual(ENDED);
    // A launch URL issued before the sign-out no longer opens a game.
    const late = await app.inject({
      method: 'POST',
      url: '/gs/v1/session',
      payload: { launchToken: pending.token, gameCode: 'INHOUSE-DICE' },
    });
    expect(late.json().code).toBe('SW_LAUNCH_TOKEN_INVALID');
    expect((await playRound(app, trial.auth, DICE)).statusCode).toBe(200);
  });

  test('a password change ends every game session begun before it, even those of the site session that made it', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const here = await gameSession(app, 'INHOUSE-DICE', { headers: m.headers });
    const elsewhere = await gameSession(app, 'INHOUSE-DICE', { headers: (await loginAs(app, m.username, 'Money2026x')).headers });
    expect((await playRound(app, here.auth, DICE)).statusCode).toBe(200);

    const changed = await injectSealed(app, {
      method: 'PUT',
      url: '/wps/member/password',
      headers: m.headers,
      payload: { oldPassword: 'Money2026x', newPassword: 'Money2027x', confirmNewPassword: 'Money2027x' },
    });
    expect(changed.statusCode).toBe(200);

    expect(await everyCall(here.auth)).toEqual(ENDED);
    expect(await everyCall(elsewhere.auth)).toEqual(ENDED);
    // The site session that changed it stays signed in and launches afresh.
    const again = await gameSession(app, 'INHOUSE-DICE', { headers: m.headers });
    expect((await playRound(app, again.auth, DICE)).statusCode).toBe(200);
  });

  test('a game session idles out with its site session, its own bets counting as activity', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const s = await gameSession(app, 'INHOUSE-DICE', { headers: m.headers });
    const site = m.headers.authorization!.slice(7);
    // 29 minutes of the 30-minute idle timeout gone on both: a bet marks the game seen again.
    await idle(site, s.auth, 29, 29);
    expect((await playRound(app, s.auth, DICE)).statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(gsSessions)
      .where(eq(gsSessions.id, (await lastSession(m.username))!));
    expect(Date.now() - new Date(row!.seenAt).getTime()).toBeLessThan(60_000);
    // The site page left alone past its timeout: the game, played a moment ago, goes on.
    await idle(site, s.auth, 31, 0);
    expect((await app.inject({ method: 'GET', url: '/gs/v1/balance', headers: s.auth })).statusCode).toBe(200);
    // Neither touched for the whole timeout: the game session has ended too.
    await idle(site, s.auth, 31, 31);
    expect(await everyCall(s.auth)).toEqual(ENDED);
  });
});

const lastSession = async (playerId: string) =>
  (await app.db.select({ id: gsSessions.id }).from(gsSessions).where(eq(gsSessions.playerId, playerId))).sort(
    (a, b) => b.id - a.id,
  )[0]?.id;
