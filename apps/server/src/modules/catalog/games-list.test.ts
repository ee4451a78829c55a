import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { loginAs } from '../../test/login';
import * as catalog from './catalog.service';
import { EMBLEM_THEMES } from '../../lib/svg-emblems';
import { games, vendors } from './catalog.tables';

const app = await buildTestApp();
const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: `/wps/relay/GCSGAME_gameList?${query}`, headers });
  return { status: res.statusCode, body: res.json() };
};

describe('game catalog', () => {
  test('holds 10,000 slot titles across five vendors, every one with its icon', async () => {
    const all = (await list('gameType=RNG&pageSize=1')).body.value;
    expect(all.total).toBe(10_000);
    for (const v of ['LOTUS', 'HIMAL', 'EVEREST', 'YETI', 'RHINO'])
      expect((await list(`gameType=RNG&vassalage=${v}&pageSize=1`)).body.value.total).toBe(2_000);
    const first = all.list[0];
    expect(first).toMatchObject({
      gameCode: 'LOTUS-0001',
      displayName: 'Golden Dragon',
      gameType: 'RNG',
      vassalage: 'LOTUS',
      isGame: 'GAME',
    });
    const icon = await app.inject({ method: 'GET', url: first.iconUrl });
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toContain('Golden Dragon');
    expect((await app.inject({ method: 'GET', url: first.lagerIcon })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/img/games/NOPE-0001.svg' })).statusCode).toBe(404);
    const ne = (await list('gameType=RNG&pageSize=1&language=ne')).body.value.list[0];
    expect(ne.displayName).toBe('सुनौलो ड्रागन');
  });

  test("every game's icon is drawn without text, the catalog's themes each with an emblem of its own", async () => {
    // A glyph from a font showed as an empty box on a device without that font (a dragon's 龍,
    // the fruit's 🍒), and text in an image is shaped on the page's main thread at every paint.
    const rows = await app.database.db
      .selectDistinctOn([games.theme], { theme: games.theme, gameCode: games.gameCode, category: games.category })
      .from(games)
      .where(eq(games.isGame, 'GAME'));
    expect(rows.length).toBeGreaterThan(25);
    const drawn = new Set<string>();
    const missing: string[] = [];
    for (const row of rows) {
      for (const size of ['', '?size=large']) {
        const res = await app.inject({ method: 'GET', url: `/img/games/${row.gameCode}.svg${size}` });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toMatch(/<text|<tspan|<foreignObject/);
        expect(res.body).toMatch(/^<svg [^>]*role="img" aria-label="[^"]+"/);
      }
      if (EMBLEM_THEMES.includes(row.theme)) drawn.add(row.theme);
      else missing.push(`${row.theme} (${row.category})`);
    }
    expect(missing).toEqual([]);
    expect(drawn.size).toBeGreaterThanOrEqual(29);
  });

  test('pages by 20 and filters by vendor, search, selection, classify and the slot filters', async () => {
    const p1 = (await list('gameType=RNG&vassalage=HIMAL')).body.value;
    const p2 = (await list('gameType=RNG&vassalage=HIMAL&pageNo=2')).body.value;
    expect(p1).toMatchObject({ pageNo: 1, pageSize: 20, total: 2_000, totalPages: 100 });
    expect(p1.list).toHaveLength(20);
    expect(p2.list[0].gameCode).not.toBe(p1.list[0].gameCode);
    expect(p1.list.every((g: { vassalage: string }) => g.vassalage === 'HIMAL')).toBe(true);

    const inhouse = (await list('gameType=RNG&vassalage=INHOUSE')).body.value;
    expect(inhouse.total).toBe(6);
    expect(inhouse.list.every((g: { gameType: string }) => g.gameType === 'INHOUSE')).toBe(true);

    const search = (await list('gameType=RNG&name=phoenix%20deluxe')).body.value;
    expect(search.total).toBeGreaterThan(0);
    expect(search.list.every((g: { displayName: string }) => /phoenix deluxe/i.test(g.displayName))).toBe(true);
    const inNepali = (await list(`gameType=RNG&name=${encodeURIComponent('फिनिक्स')}`)).body.value.total;
    expect(inNepali).toBe((await list('gameType=RNG&name=phoenix')).body.value.total);

    const hot = (await list('gameType=RNG&selection=HOT&pageSize=100')).body.value;
    expect(hot.total).toBeGreaterThan(0);
    expect(hot.list.every((g: { isHot: number }) => g.isHot === 1)).toBe(true);
    const fresh = (await list('gameType=RNG&selection=NEW&pageSize=100')).body.value;
    expect(fresh.total).toBe(200);
    const jp = (await list('gameType=RNG&gameClassify=JP&pageSize=100')).body.value;
    expect(jp.list.every((g: { jackpot: boolean; jackpotPool: number }) => g.jackpot && g.jackpotPool > 0)).toBe(true);
    const filtered = (await list('gameType=RNG&minBet1=true&lines25=true&pageSize=100')).body.value;
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.list.every((g: { minBet: number; lines: number }) => g.minBet >= 100 && g.lines >= 25)).toBe(true);
    expect((await list('gameType=RNG&pageSize=1000')).status).toBe(400);
    expect((await list('gameType=NOPE')).body.code).toBe('VALIDATION_FAILED');
  });

  test('favourites need a session, toggle once a second, and come back as the FAV selection', async () => {
    expect((await list('gameType=RNG&selection=FAV')).body.code).toBe('AUTH_NOT_LOGGED_IN');
    const { headers } = await loginAs(app, 'agent02', 'Agent@1234');
    const nodeId = (await list('gameType=LIVE&pageSize=1')).body.value.list[0].nodeId;
    const add = await app.inject({ method: 'POST', url: '/wps/relay/addFavoriteGameV2', headers, payload: { nodeId } });
    expect(add.json().value.ids).toEqual([nodeId]);
    const again = await app.inject({ method: 'POST', url: '/wps/relay/addFavoriteGameV2', headers, payload: { nodeId } });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('FAVORITE_THROTTLED');
    expect((await list('selection=FAV', headers)).body.value.list.map((g: { nodeId: string }) => g.nodeId)).toEqual([nodeId]);
    const favs = await app.inject({ method: 'GET', url: '/wps/relay/getFavoriteGamesList?pageNo=1&pageSize=999', headers });
    expect(favs.json().value).toMatchObject({ pageNum: 1, totalPages: 1, content: [{ nodeId }] });
    await new Promise((r) => setTimeout(r, 1_050));
    const removed = await app.inject({ method: 'DELETE', url: `/wps/relay/removeFavoriteGameV2?nodeId=${nodeId}`, headers });
    expect(removed.json().value.ids).toEqual([]);
    await new Promise((r) => setTimeout(r, 1_050));
    expect(
      (await app.inject({ method: 'POST', url: '/wps/relay/addFavoriteGameV2', headers, payload: { nodeId: '99999999' } })).json()
        .code,
    ).toBe('GAME_NOT_FOUND');
    expect((await app.inject({ method: 'POST', url: '/wps/relay/addFavoriteGameV2', payload: { nodeId } })).statusCode).toBe(401);
  });

  test('shows recent games, the winners board with masked names, the rank list, banners and notices', async () => {
    const { headers } = await loginAs(app, 'demo01', 'Demo@1234');
    const recent = (await app.inject({ method: 'GET', url: '/wps/relay/GCS_recentGame?pageNo=1&pageSize=20', headers })).json()
      .value.list;
    expect(recent.map((g: { gameCode: string }) => g.gameCode)).toEqual(
      expect.arrayContaining(['LOTUS-0001', 'HIMAL-0007', 'ROYALDL-BAC1']),
    );
    expect((await list('selection=RECENT', headers)).body.value.total).toBe(recent.length);
    const winners = (await app.inject({ method: 'GET', url: '/wps/relay/getWinnerList?gameCategory=ALL&limitNum=20' })).json()
      .value.list;
    expect(winners.length).toBeGreaterThan(0);
    expect(winners.every((w: { customerName: string }) => w.customerName === 'de***01')).toBe(true);
    expect(winners[0].winAmount).toBeGreaterThanOrEqual(winners.at(-1).winAmount);
    const rank = (await app.inject({ method: 'GET', url: '/wps/relay/getRankList' })).json().value.list;
    expect(rank[0]).toMatchObject({ rank: 1 });
    const banners = (await app.inject({ method: 'GET', url: '/wps/relay/banners?groupName=w_home' })).json().value
      .announcementImages;
    expect(banners.length).toBeGreaterThan(0);
    expect(banners[0]).toHaveProperty('linkageType');
    const notices = (await app.inject({ method: 'GET', url: '/wps/relay/noticeList' })).json().value.list;
    expect(notices.length).toBeGreaterThan(0);
  });

  test('lanes: sports has one vendor that launches directly; esports and cockfight are categories of their own', async () => {
    const menus = (await app.inject({ method: 'GET', url: '/lgw/games/game_menus' })).json().value.categories;
    const sports = menus.find((c: { gameCategory: string }) => c.gameCategory === 'SPORTS');
    expect(sports.vendors.map((v: { vassalage: string }) => v.vassalage)).toEqual(['SUMMIT']);
    const lanes = (await app.inject({ method: 'GET', url: '/wps/relay/getVassGameType?gameType=SPORTS' })).json().value.data
      .lanes;
    expect(lanes).toMatchObject([{ vassalage: 'SUMMIT', isGame: 'GAME', launchItem: { gameCode: 'SUMMIT-LOBBY' } }]);
    const rng = (await app.inject({ method: 'GET', url: '/wps/relay/getVassGameType?gameType=RNG' })).json().value.data.lanes;
    expect(rng.every((l: { isGame: string; gameCount: number }) => l.isGame === 'VASSALAGE' && l.gameCount === 2000)).toBe(true);
    const cock = (await app.inject({ method: 'GET', url: '/wps/relay/getVassGameType?gameType=COCKFIGHT' })).json().value.data
      .lanes;
    expect(cock[0]).toMatchObject({ vassalage: 'DS88', maintenance: false });
    const hot = (await app.inject({ method: 'GET', url: '/wps/relay/hotGamesV2' })).json().value.list;
    expect(hot.length).toBeGreaterThan(5);
    const fresh = (await app.inject({ method: 'GET', url: '/wps/relay/newGameVendor' })).json().value.list;
    expect(fresh.map((v: { vassalage: string }) => v.vassalage)).toEqual(expect.arrayContaining(['LOTUS', 'RHINO']));
  });

  test('launch: guests sign in, trial accounts play only free trials, maintenance and missing game servers have their codes', async () => {
    const nodeOf = async (q: string) => (await list(q)).body.value.list[0].nodeId as string;
    const slot = await nodeOf('gameType=RNG&vassalage=LOTUS&pageSize=1');
    const dice = await nodeOf('gameType=INHOUSE&pageSize=1');
    // The card rooms have no engine yet: their vendors are in maintenance.
    const cardRoom = await nodeOf('gameType=PVP&vassalage=CARDMS&pageSize=1');
    const launch = (payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/wps/game/launchGame', headers, payload: payload as object });
    expect((await launch({ nodeId: slot })).json().code).toBe('AUTH_NOT_LOGGED_IN');
    const trial = await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const trialHeaders = { authorization: `Bearer ${trial.json().value.token}` };
    expect((await launch({ nodeId: slot }, trialHeaders)).json().code).toBe('AUTH_TRIAL_NOT_ALLOWED');
    const { headers } = await loginAs(app, 'demo01', 'Demo@1234');
    const maint = await launch({ nodeId: cardRoom }, headers);
    expect(maint.statusCode).toBe(503);
    expect(maint.json().code).toBe('GAME_MAINTENANCE');
    expect((await launch({ nodeId: '99999999' }, headers)).json().code).toBe('GAME_NOT_FOUND');
    const noTrial = (await list('gameType=LIVE&pageSize=1')).body.value.list[0].nodeId;
    expect((await launch({ nodeId: noTrial, mode: 'trial' })).json().code).toBe('VALIDATION_FAILED');
    const trialUrl = (await launch({ nodeId: dice, mode: 'trial' })).json().value;
    expect(trialUrl).toEqual({
      url: expect.stringMatching(/^\/seamless\?game=INHOUSE-DICE&t=[\w-]{32}&lang=en$/),
      openIn: 'window',
    });

    // A vendor configured with an adapter this platform does not have cannot be launched.
    await app.db.update(vendors).set({ adapter: 'acme' }).where(eq(vendors.code, 'LOTUS'));
    catalog.forgetCatalog(app.db);
    expect((await launch({ nodeId: slot }, headers)).json().code).toBe('GAME_UNAVAILABLE');
    await app.db.update(vendors).set({ adapter: 'inhouse' }).where(eq(vendors.code, 'LOTUS'));
    catalog.forgetCatalog(app.db);
    expect((await launch({ nodeId: slot }, headers)).json().value.url).toMatch(/^\/seamless\?game=LOTUS-/);
  });

  test('launch: a lottery vendor opens the site’s lottery page in place with the spec’s launch payload', async () => {
    const { headers } = await loginAs(app, 'demo01', 'Demo@1234');
    const itemOf = async (gameType: string, vendor: string) =>
      (
        (await app.inject({ method: 'GET', url: `/wps/relay/getVassGameType?gameType=${gameType}` })).json().value.data.lanes as {
          vassalage: string;
          launchItem: { nodeId: string };
        }[]
      ).find((l) => l.vassalage === vendor)!.launchItem.nodeId;
    const launch = async (nodeId: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/wps/game/launchGame',
          headers,
          payload: { nodeId, backUrl: '/lott', device: 'mobile', language: 'ne' },
        })
      ).json().value as { url: string; openIn: string };
    const vn = await launch(await itemOf('LOTT', 'TCG_LOTTO_VN'));
    expect(vn.openIn).toBe('frame');
    const [path, query] = vn.url.split('?');
    expect(path).toBe('/vnLottery');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: '',
      lottoView: 'lobby',
      device: 'MOBILE',
      backUrl: '/lott',
      language: 'ne',
    });
    expect((await launch(await itemOf('LOTT', 'TCG_SEA'))).url).toMatch(/^\/seaLottery\?.*lottoPrizeMode=SEA/);
    expect((await launch(await itemOf('ELOTT', 'ELOTT'))).url).toMatch(/^\/lottery\?.*lottoPrizeMode=ELOTT/);
  });
});
