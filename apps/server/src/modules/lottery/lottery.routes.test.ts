import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { LotteryMenu } from '@jade/contract/lottery';
import { buildTestApp } from '../../test/build-test-app';
import * as lottery from './lottery.service';

const app = await buildTestApp();
const m = app.merchantId;
const get = (url: string) => app.inject({ method: 'GET', url });

describe('lottery public reads', () => {
  test('the menu of a prize mode lists its games with the next draw and the server time, without a session', async () => {
    await lottery.runDraws(app.lottery, lottery.simulatedFeed);
    const res = await get('/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB');
    expect(res.statusCode).toBe(200);
    const menu = res.json().value as LotteryMenu;
    const codes = menu.games.map((g) => g.gameCode);
    expect(codes).toEqual(expect.arrayContaining(['VN_NORTH', 'VN_HCM', 'LOTT_5D_1M', 'LOTT_VN_3M', 'ELOTT_DICE_5M']));
    expect(codes).not.toContain('SEA_4D');
    const fast = menu.games.find((g) => g.gameCode === 'LOTT_5D_1M')!;
    expect(fast).toMatchObject({ vendor: 'LOTT', family: 'FAST_5D', source: 'HOUSE', cycleSeconds: 60, maintenance: false });
    expect(fast.nextDraw!.closesAt > menu.serverTime).toBe(true);
    expect(Date.parse(fast.nextDraw!.drawAt) - Date.parse(fast.nextDraw!.closesAt)).toBe(5_000);
    const sea = (await get('/lgw/vn/games/game_menu?prizeMode=SEA')).json().value as LotteryMenu;
    expect(sea.games.map((g) => [g.gameCode, g.cycleSeconds])).toEqual([['SEA_4D', null]]);
    const ne = (await get('/lgw/vn/games/game_menu?prizeMode=SEA&lang=ne')).json().value as LotteryMenu;
    expect(ne.games[0]!.name).toBe('एसईए ४डी');
  });

  test('the recent menu is the games closing soonest, soonest first', async () => {
    const menu = (await get('/lgw/vn/games/game_menu/recent?prizeMode=ELOTT&device=WEB')).json().value as LotteryMenu;
    expect(menu.games.length).toBeLessThanOrEqual(6);
    const closes = menu.games.map((g) => g.nextDraw!.closesAt);
    expect(closes).toEqual([...closes].sort());
  });

  test('the odds of a family and the betting limits, without a session (the slip shows its potential win)', async () => {
    const odds = (await get('/lgw/vn/odds/VN_NORTH')).json().value;
    expect(odds).toMatchObject({ family: 'VN_NORTH', odds: { LO2: 350, DE: 9500 } });
    expect((await get('/lgw/vn/odds/NOPE')).statusCode).toBe(400);
    const limits = (await get('/lgw/vn/limits')).json().value;
    expect(limits).toMatchObject({ minUnit: expect.any(Number), maxTotal: expect.any(Number) });
  });

  test('refuses a menu query without a known prize mode or device', async () => {
    for (const q of ['', '?prizeMode=XX', '?prizeMode=LOTT&device=APP', '?prizeMode=LOTT&extra=1'])
      expect([q, (await get(`/lgw/vn/games/game_menu${q}`)).statusCode]).toEqual([q, 400]);
  });

  test('the latest results of each game and a game’s past results, paged, the latest first', async () => {
    const t = Date.now();
    for (const dt of [60_000, 120_000, 180_000]) await lottery.runDraws(app.lottery, lottery.simulatedFeed, new Date(t + dt));
    const latest = (await get('/lgw/vn/numeros/opened/game?prizeMode=ELOTT')).json().value as {
      gameCode: string;
      numbers: string[];
    }[];
    const dice = latest.find((r) => r.gameCode === 'ELOTT_DICE_1M')!;
    expect(dice.numbers).toHaveLength(3);
    expect(latest.some((r) => r.gameCode === 'SEA_4D')).toBe(false);
    const page = (await get('/lotto/lgw/games/opened/numero?gameCode=ELOTT_DICE_1M&pageSize=2')).json().value;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 2 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.list).toHaveLength(2);
    expect(page.list[0].drawNo > page.list[1].drawNo).toBe(true);
    expect(page.list[0]).toEqual({ ...dice, name: undefined, gameCode: 'ELOTT_DICE_1M' } as never);
  });

  test('the public history reaches back to the latest 1,000 results of a game', async () => {
    await lottery.addGames(app.db, [
      {
        merchantId: m,
        code: 'TEST_LONG',
        vendor: 'LOTT',
        family: 'DICE_3',
        schedule: { kind: 'cycle', utcOffsetMinutes: 0, seconds: 60, closeSeconds: 5 },
        source: 'HOUSE',
        prizeModes: ['LOTT'],
        name: { en: 'Long' },
      },
    ]);
    await app.db.execute(sql`
      insert into lottery_draws (merchant_id, game_id, draw_no, opens_at, closes_at, draw_at, status, server_seed, server_seed_hash, numbers, result_version)
      select ${m}, g.id, '20250101-' || lpad(i::text, 4, '0'), t - interval '1 minute', t - interval '5 seconds', t, 'SETTLED', 's', 'h', '["1","2","3"]', 1
        from lottery_games g, generate_series(1, 1005) i, lateral (select timestamptz '2025-01-01 00:00Z' + i * interval '1 minute' as t) x
       where g.code = 'TEST_LONG'`);
    const page = (await get('/lotto/lgw/games/opened/numero?gameCode=TEST_LONG&pageNo=50&pageSize=20')).json().value;
    expect(page.total).toBe(1000);
    expect(page.list.map((r: { drawNo: string }) => r.drawNo).at(-1)).toBe('20250101-0006');
    expect((await get('/lotto/lgw/games/opened/numero?gameCode=TEST_LONG&pageNo=51&pageSize=20')).json().value.list).toEqual([]);
  });

  test('hostile input: unknown games, bad draw numbers and encoded paths are 4xx', async () => {
    const cases: [string, number, string?][] = [
      ['/lotto/lgw/games/opened/numero?gameCode=NOPE', 404, 'LOTTERY_GAME_NOT_FOUND'],
      ["/lotto/lgw/games/opened/numero?gameCode=X'%20OR%201=1", 400],
      ['/lotto/lgw/games/opened/numero?gameCode=LOTT_5D_1M&pageNo=0', 400],
      ['/lgw/vn/games/NOPE/draws/20261125/verify', 404, 'LOTTERY_GAME_NOT_FOUND'],
      ['/lgw/vn/games/VN_NORTH/draws/19990101/verify', 404, 'LOTTERY_DRAW_NOT_FOUND'],
      ['/lgw/vn/games/VN_NORTH/draws/2026-11-25/verify', 400],
      ['/lgw/vn/games/VN_NORTH/draws/%2e%2e%2f%2e%2e/verify', 400],
      ['/lgw/vn/games/%2e%2e/draws/20261125/verify', 404],
      ['/lgw/vn/numeros/opened/game?prizeMode=NONE', 400],
    ];
    for (const [url, status, code] of cases) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, status]);
      if (code) expect(res.json().code).toBe(code);
    }
  });
});
