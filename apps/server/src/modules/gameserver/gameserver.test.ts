import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { ENGINES_BY_NAME } from '@jade/engines/index';
import { FairStream, hashServerSeed, nobleHmac } from '@jade/engines/rng';
import { slot } from '@jade/engines/slot';
import { buildTestApp } from '../../test/build-test-app';
import { gameSession, launchUrl, playRound } from '../../test/games';
import { balanceOf, fundedMember } from '../../test/money';
import * as catalog from '../catalog/catalog.service';
import { gameRounds } from '../rounds/rounds.tables';
import { JACKPOT_SEED, settleJackpot } from './gameserver.jackpot';
import { titleFrom } from './gameserver.titles';

const app = await buildTestApp();

const roundsOf = (memberId: number) => app.db.select().from(gameRounds).where(eq(gameRounds.memberId, memberId));
const ledgerOf = async (memberId: number) =>
  (
    (await app.db.execute(sql`
      select t.type, sum(t.amount)::bigint as amount from ledger_transfers t
        join ledger_accounts a on a.id in (t.from_account_id, t.to_account_id) and a.code = ${`wallet:${memberId}`}
       where t.type in ('BET', 'WIN', 'BET_REFUND') group by t.type`)) as unknown as { rows: { type: string; amount: string }[] }
  ).rows.reduce<Record<string, number>>((m, r) => ({ ...m, [r.type]: Number(r.amount) }), {});

describe('titles', () => {
  test('every demo casino title runs on the game server: its config and smallest stake pass its engine', async () => {
    const titles = await catalog.titlesOfAdapter(app.db, app.merchantId, 'inhouse');
    expect(titles.length).toBeGreaterThan(10_000);
    const engines = new Set<string>();
    for (const { gameCode } of titles) {
      const g = (await catalog.findGameByCode(app.db, app.merchantId, gameCode))!;
      const t = titleFrom(g as Parameters<typeof titleFrom>[0]);
      engines.add(t.engine);
      expect(t.stakeLevels.length, g.gameCode).toBeGreaterThan(0);
      expect(t.rtpBp, g.gameCode).toBe(g.rtpBp);
      if (t.engine === 'slot') expect(slot.check!(t.params as never, { stake: t.stakeLevels[0]! }), g.gameCode).toBeNull();
    }
    expect([...engines].sort()).toEqual([
      'baccarat',
      'crash',
      'dice',
      'dragontiger',
      'fishing',
      'keno',
      'limbo',
      'mines',
      'plinko',
      'roulette',
      'slot',
    ]);
  });
});

describe('launch', () => {
  test('a launch URL carries a one-time token for the member, title and mode, never the session', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const l = await launchUrl(app, 'INHOUSE-DICE', { headers: m.headers });
    expect(l.path).toBe('/seamless');
    expect(l.game).toBe('INHOUSE-DICE');
    expect(l.url).not.toContain(m.headers.authorization!.slice(7));
    const open = (gameCode: string) =>
      app.inject({ method: 'POST', url: '/gs/v1/session', payload: { launchToken: l.token, gameCode } });
    expect((await open('INHOUSE-LIMBO')).json().code).toBe('SW_LAUNCH_TOKEN_INVALID');
    const first = await open('INHOUSE-DICE');
    expect(first.json().value).toMatchObject({ mode: 'real', balance: 10_000, currency: 'NPR', backUrl: '/rng' });
    expect(first.json().value.fair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await open('INHOUSE-DICE')).json().code).toBe('SW_LAUNCH_TOKEN_INVALID');
    const bad = await app.inject({ method: 'GET', url: '/gs/v1/balance', headers: { authorization: 'Bearer nope' } });
    expect(bad.json().code).toBe('GS_SESSION_INVALID');
  });

  test('live tables open in the site frame, slots in a new window', async () => {
    const m = await fundedMember(app, { funds: 100 });
    expect((await launchUrl(app, 'ROYALDL-BAC1', { headers: m.headers })).openIn).toBe('frame');
    expect((await launchUrl(app, 'LOTUS-0001', { headers: m.headers })).openIn).toBe('window');
  });
});

describe('real play through the seamless API', () => {
  test('every engine plays and each round reconciles with the ledger', async () => {
    const m = await fundedMember(app, { funds: 5_000_000 });
    const bets: [string, (s: { game: { stakeLevels: number[] } }) => unknown][] = [
      ['LOTUS-0001', (s) => ({ stake: s.game.stakeLevels[0] })],
      ['HIMAL-0010', (s) => ({ stake: s.game.stakeLevels[1] })],
      ['ROYALDL-BAC1', () => ({ banker: 1000, player: 0, tie: 1000 })],
      ['ROYALDL-RLT1', () => ({ chips: [{ kind: 'red', numbers: RED, amount: 1000 }] })],
      ['ROYALDL-DT1', () => ({ dragon: 2000, tiger: 0, tie: 0 })],
      ['INHOUSE-DICE', () => ({ stake: 1_000, target: 5000, over: true })],
      ['INHOUSE-LIMBO', () => ({ stake: 1_000, target: 200 })],
      ['INHOUSE-CRASH', () => ({ stake: 1_000, target: 150 })],
      ['INHOUSE-PLINKO', () => ({ stake: 1_000, rows: 12, risk: 'medium' })],
      ['INHOUSE-KENO', () => ({ stake: 1_000, picks: [1, 7, 13, 22, 38] })],
      ['OCEAN-0001', () => ({ stake: 100, fish: 2 })],
    ];
    let expected = 5_000_000;
    for (const [code, betOf] of bets) {
      const s = await gameSession(app, code, { headers: m.headers });
      const res = await playRound(app, s.auth, betOf(s));
      expect(res.statusCode, `${code}: ${res.body}`).toBe(200);
      const { round, balance } = res.json().value;
      expected += round.win - round.stake;
      expect(balance).toBe(expected);
      expect(round.fair.nonce).toBe(s.fair.nonce);
    }
    expect(await balanceOf(app, m.headers)).toBe(expected);
    const rounds = await roundsOf(m.id);
    expect(rounds).toHaveLength(bets.length);
    expect(rounds.every((r) => r.status === 'SETTLED' && r.gameName !== r.gameCode)).toBe(true);
    const category = (code: string) => rounds.find((r) => r.gameCode === code)?.category;
    expect([category('LOTUS-0001'), category('ROYALDL-BAC1'), category('INHOUSE-DICE'), category('OCEAN-0001')]).toEqual([
      'RNG',
      'LIVE',
      'INHOUSE',
      'FISH',
    ]);
    const ledger = await ledgerOf(m.id);
    expect(ledger.BET).toBe(rounds.reduce((s, r) => s + Number(r.stake), 0));
    expect(ledger.WIN ?? 0).toBe(rounds.reduce((s, r) => s + Number(r.win), 0));
  });

  test('bets outside the limits, malformed or above the balance are refused and move nothing', async () => {
    const m = await fundedMember(app, { funds: 1_000 });
    const s = await gameSession(app, 'INHOUSE-DICE', { headers: m.headers });
    const code = async (bet: unknown) => (await playRound(app, s.auth, bet)).json().code;
    expect(await code({ stake: 1, target: 5000, over: true })).toBe('GS_BET_LIMIT');
    expect(await code({ stake: s.game.maxBet + 1, target: 5000, over: true })).toBe('GS_BET_LIMIT');
    expect(await code({ stake: 1_000, target: 99999, over: true })).toBe('GS_BET_INVALID');
    expect(await code({ stake: 500 })).toBe('GS_BET_INVALID');
    expect(await code({ stake: 5_000, target: 5000, over: true })).toBe('WALLET_INSUFFICIENT_BALANCE');
    const slot = await gameSession(app, 'LOTUS-0020', { headers: m.headers });
    expect((await playRound(app, slot.auth, { stake: slot.game.stakeLevels[0]! + 1 })).json().code).toBe('GS_BET_INVALID');
    expect(await balanceOf(app, m.headers)).toBe(1_000);
    expect(await roundsOf(m.id)).toHaveLength(0);
  });
});

describe('free trial', () => {
  test('plays the same engine with play money and leaves no round in any record', async () => {
    const before = await app.db.select({ n: sql<number>`count(*)::int` }).from(gameRounds);
    const s = await gameSession(app, 'INHOUSE-DICE', { mode: 'trial' });
    expect(s.mode).toBe('trial');
    const res = await playRound(app, s.auth, { stake: 1_000, target: 5000, over: false });
    const { round, balance } = res.json().value;
    expect(balance).toBe(s.balance - 1_000 + round.win);
    const after = await app.db.select({ n: sql<number>`count(*)::int` }).from(gameRounds);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await playRound(app, s.auth, { stake: 100_000_000, target: 5000, over: false })).json().code).toBe('GS_BET_LIMIT');
  });
});

const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

describe('provably fair', () => {
  test('a round recomputes from its receipt once the seed is rotated, and the hash shown before play matches', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const s = await gameSession(app, 'INHOUSE-DICE', { headers: m.headers });
    const rotate = (clientSeed?: string) =>
      app.inject({ method: 'POST', url: '/gs/v1/seeds/rotate', headers: s.auth, payload: clientSeed ? { clientSeed } : {} });
    const chosen = await rotate('my-lucky-seed');
    const next = chosen.json().value.next;
    expect(next).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    const bet = { stake: 1_000, target: 3300, over: true };
    const played = (await playRound(app, s.auth, bet)).json().value.round;
    expect(played.fair).toMatchObject({ serverSeedHash: next.serverSeedHash, clientSeed: 'my-lucky-seed', nonce: 0 });
    const receipt = (ref: string) => app.inject({ method: 'GET', url: `/wps/game/fairness/${ref}`, headers: m.headers });
    expect((await receipt(played.roundRef)).json().value.serverSeed).toBeNull();
    const revealed = (await rotate()).json().value.previous;
    expect(hashServerSeed(revealed.serverSeed)).toBe(next.serverSeedHash);
    const r = (await receipt(played.roundRef)).json().value;
    expect(r.serverSeed).toBe(revealed.serverSeed);
    const again = ENGINES_BY_NAME.dice!.play(r.params, r.bet, new FairStream(nobleHmac, r.serverSeed, r.clientSeed, r.nonce));
    expect(again.win).toBe(r.win);
    expect(again.detail).toEqual(r.detail);
    const other = await fundedMember(app, { funds: 0 });
    expect(
      (await app.inject({ method: 'GET', url: `/wps/game/fairness/${played.roundRef}`, headers: other.headers })).statusCode,
    ).toBe(404);
  });

  test('nonces never repeat under concurrent play', async () => {
    const m = await fundedMember(app, { funds: 1_000_000 });
    const s = await gameSession(app, 'INHOUSE-LIMBO', { headers: m.headers });
    const res = await Promise.all(Array.from({ length: 20 }, () => playRound(app, s.auth, { stake: 1_000, target: 200 })));
    const nonces = res.map((r) => r.json().value.round.fair.nonce as number);
    expect(new Set(nonces).size).toBe(20);
    const sum = res.reduce((t, r) => t + r.json().value.round.win - 1_000, 0);
    expect(await balanceOf(app, m.headers)).toBe(1_000_000 + sum);
  });
});

describe('mines', () => {
  test('deal, reveal and cash out; a closed round refuses moves and a cash-out pays once', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const s = await gameSession(app, 'INHOUSE-MINES', { headers: m.headers });
    const start = (await playRound(app, s.auth, { stake: 1_000, mines: 1 })).json().value;
    expect(start.round.status).toBe('OPEN');
    expect(start.round.detail.minePositions).toBeUndefined();
    expect(start.balance).toBe(99_000);
    expect((await playRound(app, s.auth, { stake: 1_000, mines: 1 })).json().code).toBe('GS_ROUND_OPEN');
    const move = (path: string, payload: object) =>
      app.inject({ method: 'POST', url: `/gs/v1/mines/${path}`, headers: s.auth, payload });
    const roundId = start.round.roundId as number;
    let state = start;
    for (let tile = 0; tile < 25 && state.round.status === 'OPEN' && state.round.detail.revealed.length < 2; tile++)
      state = (await move('reveal', { roundId, tile })).json().value;
    if (state.round.status === 'OPEN') {
      const [a, b] = await Promise.all([move('cashout', { roundId }), move('cashout', { roundId })]);
      const codes = [a.json().code, b.json().code].sort();
      expect(codes).toEqual(['GS_ROUND_CLOSED', 'OK']);
      state = (a.json().code === 'OK' ? a : b).json().value;
      expect(state.round.win).toBeGreaterThan(1_000);
    }
    expect(state.round.detail.minePositions).toHaveLength(1);
    expect(state.balance).toBe(99_000 + state.round.win);
    expect((await move('reveal', { roundId, tile: 24 })).json().code).toBe('GS_ROUND_CLOSED');
    expect(await balanceOf(app, m.headers)).toBe(99_000 + state.round.win);
  });
});

describe('jackpot', () => {
  test('a jackpot title feeds its pool by a share of each stake', async () => {
    const m = await fundedMember(app, { funds: 1_000_000 });
    const before = (await app.inject({ method: 'GET', url: '/wps/game/jackpots' })).json().value;
    const pool = (list: { gameCode: string; pool: number }[]) => list.find((p) => p.gameCode === 'LOTUS-0050')!.pool;
    const s = await gameSession(app, 'LOTUS-0050', { headers: m.headers });
    const stake = s.game.stakeLevels[s.game.stakeLevels.length - 1]!;
    for (let i = 0; i < 3; i++) expect((await playRound(app, s.auth, { stake })).statusCode).toBe(200);
    const [row] = await app.db
      .execute(sql`select pool from gs_jackpots where game_code = 'LOTUS-0050'`)
      .then((r) => (r as unknown as { rows: { pool: string }[] }).rows);
    expect(Number(row!.pool)).toBe(pool(before) + 3 * Math.floor(stake / 100));
  });
});

describe('jackpot hits', () => {
  test('a hit takes the whole pool and restarts it from its seed; two hits at once never take one pool twice', async () => {
    const pool = async () =>
      Number(
        (
          (await app.db.execute(sql`select pool from gs_jackpots where game_code = 'HIMAL-0100'`)) as unknown as {
            rows: { pool: string }[];
          }
        ).rows[0]!.pool,
      );
    const before = await pool();
    const [a, b] = await Promise.all([
      app.db.transaction((tx) => settleJackpot(tx, app.merchantId, 'HIMAL-0100', null, 10_000, true)),
      app.db.transaction((tx) => settleJackpot(tx, app.merchantId, 'HIMAL-0100', null, 10_000, true)),
    ]);
    // Each stake's 1 % goes with its hit: the first takes the pool, the second the fresh seed.
    expect([a, b].sort((x, y) => y - x)).toEqual([before + 100, JACKPOT_SEED + 100]);
    expect(await pool()).toBe(JACKPOT_SEED);
  });
});
