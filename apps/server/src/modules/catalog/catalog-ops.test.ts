import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { gameSession, playRound } from '../../test/games';
import { balanceOf, fundedMember } from '../../test/money';
import { newKey, openDraw, openVendors, placeSlip, type SlipBody } from '../lottery/lottery.test-kit';
import { operatorHeaders } from '../agents/ops-operator.fixtures';
import { flushMarks } from '../gameserver/gameserver.instant';
import { addDays, businessDay } from '../../lib/business-days';

const app = await buildTestApp();
const get = (url: string, headers: Record<string, string> = opsHeaders) => app.inject({ url, headers });
const put = (url: string, payload: object, headers: Record<string, string> = opsHeaders) =>
  app.inject({ method: 'PUT', url, payload, headers });
type Audit = { action: string; actor: string; before: unknown; after: unknown };
const lastAudit = async (action: string) =>
  ((await get('/ops/audit?limit=50')).json().value as Audit[]).find((a) => a.action === action);

describe('operator games: vendors and titles', () => {
  test('maintenance shows on the site at once and is audited', async () => {
    const vendors = (await get('/ops/vendors')).json().value.list as {
      code: string;
      category: string;
      titles: number;
      enabledTitles: number;
    }[];
    const v = vendors.find((x) => x.titles > 1)!;
    const onSite = async () =>
      (await app.inject({ url: `/wps/relay/GCSGAME_gameList?gameType=${v.category}&vassalage=${v.code}&pageSize=5` })).json()
        .value;
    expect((await onSite()).list[0].maintenance ?? false).toBe(false);
    const on = await put(`/ops/vendors/${v.code}`, { maintenance: true });
    expect(on.json().value).toMatchObject({ code: v.code, maintenance: true });
    expect((await onSite()).list[0].maintenance).toBe(true);
    expect(await lastAudit('vendor.update')).toMatchObject({ before: { maintenance: false }, after: { maintenance: true } });
    await put(`/ops/vendors/${v.code}`, { maintenance: false });
    expect((await onSite()).list[0].maintenance).toBe(false);

    expect((await put('/ops/vendors/NOPE', { maintenance: true })).json().code).toBe('NOT_FOUND');
    expect((await put(`/ops/vendors/${v.code}`, {})).json().code).toBe('VALIDATION_FAILED');
  });

  test('a vendor switched off leaves the site with its titles and is refused at launch; on again, exactly the titles that were on return', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const site = async (url: string, headers: Record<string, string> = {}) => (await app.inject({ url, headers })).json().value;
    const rhino = async (query = '', headers: Record<string, string> = {}) =>
      site(`/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=RHINO&pageSize=5${query}`, headers);
    const [first, second] = (await rhino()).list as { nodeId: string; gameCode: string; displayName: string }[];
    // One title of the vendor is off on its own, one is a member's favourite.
    await put(`/ops/games/${second!.gameCode}`, { enabled: false });
    const fav = await app.inject({
      method: 'POST',
      url: '/wps/relay/addFavoriteGameV2',
      headers: m.headers,
      payload: { nodeId: first!.nodeId },
    });
    expect(fav.statusCode, fav.body).toBe(200);
    const onBefore = (await rhino()).total as number;
    const rngBefore = (await site('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).total as number;
    const launch = (nodeId: string) =>
      app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: m.headers, payload: { nodeId } });
    expect((await launch(first!.nodeId)).statusCode).toBe(200);

    const off = (await put('/ops/vendors/RHINO', { enabled: false })).json().value;
    expect(off).toMatchObject({ code: 'RHINO', enabled: false, enabledTitles: onBefore });
    expect(await lastAudit('vendor.update')).toMatchObject({
      actor: expect.any(String),
      before: { code: 'RHINO', enabled: true },
      after: { code: 'RHINO', enabled: false, enabledTitles: onBefore },
    });
    const vendorRow = ((await get('/ops/vendors')).json().value.list as { code: string }[]).find((x) => x.code === 'RHINO');
    expect(vendorRow).toMatchObject({ enabled: false, enabledTitles: onBefore });
    // Gone from the menus, the vendor tabs, the lists, search, the new row, the hot row and favourites.
    const menus = (await site('/lgw/games/game_menus')).categories as { vendors: { vassalage: string }[] }[];
    expect(menus.flatMap((c) => c.vendors.map((x) => x.vassalage))).not.toContain('RHINO');
    const lanes = (await site('/wps/relay/getVassGameType?gameType=RNG')).data.lanes as { vassalage: string }[];
    expect(lanes.map((l) => l.vassalage)).not.toContain('RHINO');
    expect((await rhino()).total).toBe(0);
    expect((await site('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).total).toBe(rngBefore - onBefore);
    const named = (await site(`/wps/relay/GCSGAME_gameList?name=${encodeURIComponent(first!.displayName)}&pageSize=100`))
      .list as { vassalage: string }[];
    expect(named.some((g) => g.vassalage === 'RHINO')).toBe(false);
    const fresh = (await site('/wps/relay/newGameVendor')).list as { vassalage: string }[];
    expect(fresh.map((x) => x.vassalage)).not.toContain('RHINO');
    const hot = (await site('/wps/relay/hotGamesV2')).list as { vassalage: string }[];
    expect(hot.some((g) => g.vassalage === 'RHINO')).toBe(false);
    expect((await site('/wps/relay/getFavoriteGamesList', m.headers)).content).toEqual([]);
    expect((await rhino('&selection=FAV', m.headers)).total).toBe(0);
    // Its launch is refused as unavailable; the title switched off on its own stays "no such game".
    const refused = await launch(first!.nodeId);
    expect([refused.statusCode, refused.json().code]).toEqual([503, 'GAME_UNAVAILABLE']);
    expect((await launch(second!.nodeId)).json().code).toBe('GAME_NOT_FOUND');
    // A member's money in its sub-wallet can still be seen (and recalled).
    const wallets = (await site('/wps/relay/GCS_vendorWallets', m.headers)).wallets as { vendor: string }[];
    expect(wallets.map((w) => w.vendor)).toContain('RHINO');

    const on = (await put('/ops/vendors/RHINO', { enabled: true })).json().value;
    expect(on).toMatchObject({ enabled: true, enabledTitles: onBefore });
    expect((await rhino()).total).toBe(onBefore);
    const back = (await rhino()).list as { gameCode: string }[];
    expect(back.map((g) => g.gameCode)).toContain(first!.gameCode);
    expect(back.map((g) => g.gameCode)).not.toContain(second!.gameCode);
    expect(((await site('/wps/relay/getFavoriteGamesList', m.headers)).content as { gameCode: string }[])[0]).toMatchObject({
      gameCode: first!.gameCode,
    });
    expect((await launch(first!.nodeId)).statusCode).toBe(200);
    await put(`/ops/games/${second!.gameCode}`, { enabled: true });
  });

  test('a lottery vendor switched off takes no bets', async () => {
    await openVendors(app);
    const draw = await openDraw(app, 'LOTT_VN_5M');
    const m = await fundedMember(app, { funds: 10_000 });
    const body = (): SlipBody => ({
      gameCode: 'LOTT_VN_5M',
      drawNo: draw.drawNo,
      unit: 100,
      multiplier: 1,
      lines: [{ type: 'LO2', picks: [['12']] }],
      clientKey: newKey(),
    });
    await put('/ops/vendors/LOTT', { enabled: false });
    try {
      const res = await placeSlip(app, m.headers, body());
      expect([res.statusCode, res.json().code]).toEqual([409, 'VENDOR_MAINTENANCE']);
      expect(await balanceOf(app, m.headers)).toBe(10_000);
    } finally {
      await put('/ops/vendors/LOTT', { enabled: true });
    }
    expect((await placeSlip(app, m.headers, body())).statusCode).toBe(200);
  });

  test('titles are searched by vendor, category and name; hot and off show on the site', async () => {
    const page = (await get('/ops/games?pageSize=3')).json().value;
    expect(page.total).toBeGreaterThan(3);
    const g = page.list[0] as { gameCode: string; vendor: string; category: string; name: string; isHot: boolean };
    const found = (await get(`/ops/games?vendor=${g.vendor}&category=${g.category}&name=${encodeURIComponent(g.name)}`)).json()
      .value;
    expect(found.list.map((x: { gameCode: string }) => x.gameCode)).toContain(g.gameCode);
    // The site's HOT selection of the title's vendor lists it exactly while it is marked hot.
    const hotOnSite = async () =>
      (
        (
          await app.inject({
            url: `/wps/relay/GCSGAME_gameList?gameType=${g.category}&vassalage=${g.vendor}&selection=HOT&pageSize=100&name=${encodeURIComponent(g.name)}`,
          })
        ).json().value.list as { gameCode: string; isHot: number }[]
      ).some((x) => x.gameCode === g.gameCode && x.isHot === 1);
    expect(await hotOnSite()).toBe(g.isHot);
    expect((await put(`/ops/games/${g.gameCode}`, { isHot: !g.isHot })).json().value).toMatchObject({ isHot: !g.isHot });
    expect(await lastAudit('game.update')).toMatchObject({ before: { isHot: g.isHot }, after: { isHot: !g.isHot } });
    expect(await hotOnSite()).toBe(!g.isHot);
    await put(`/ops/games/${g.gameCode}`, { isHot: g.isHot });
    expect(await hotOnSite()).toBe(g.isHot);
    await put(`/ops/games/${g.gameCode}`, { enabled: false });
    const search = async () =>
      (await app.inject({ url: `/wps/relay/GCSGAME_gameList?gameType=${g.category}&vassalage=${g.vendor}&pageSize=100` })).json()
        .value;
    expect((await search()).list.some((x: { gameCode?: string }) => x.gameCode === g.gameCode)).toBe(false);
    await put(`/ops/games/${g.gameCode}`, { enabled: true });
    expect((await put('/ops/games/NO_SUCH_GAME', { isNew: true })).json().code).toBe('GAME_NOT_FOUND');
  });

  test('a wallet key is rotated to a new secret shown once; the audit never holds it', async () => {
    const v = ((await get('/ops/vendors')).json().value.list as { code: string }[])[0]!;
    const res = await app.inject({
      method: 'POST',
      url: `/ops/vendors/${v.code}/wallet-key/rotate`,
      headers: opsHeaders,
      payload: {},
    });
    const { secret } = res.json().value as { secret: string };
    expect(secret.length).toBeGreaterThanOrEqual(40);
    const keys = (await get('/ops/vendors/wallet-keys')).json().value.list as { vendor: string; enabled: boolean }[];
    expect(keys.find((k) => k.vendor === v.code)).toMatchObject({ enabled: true });
    expect(JSON.stringify(keys)).not.toContain(secret);
    const audit = await lastAudit('vendor.walletKey.rotate');
    expect(audit).toMatchObject({ after: { vendor: v.code } });
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  test('jackpot pools and the RTP table; the period is bounded', async () => {
    const pools = (await get('/ops/jackpots')).json().value.list;
    expect(pools.length).toBeGreaterThan(0);
    expect(pools[0].pool).toBeGreaterThan(0);
    // The day before to the day after (UTC): the rounds below count whether or not a midnight passes meanwhile.
    const day = businessDay(new Date(), 0);
    const days = `from=${addDays(day, -1)}&to=${addDays(day, 1)}`;
    // A page at a time: the catalogue holds thousands of in-house titles.
    const rtp = (await get(`/ops/games/rtp?${days}`)).json().value;
    expect(rtp).toMatchObject({ pageNo: 1, pageSize: 20 });
    expect(rtp.list).toHaveLength(20);
    expect(rtp.total).toBeGreaterThan(1000);
    for (const row of rtp.list) expect(row.theoreticalBp).toBeGreaterThan(9000);
    const last = (await get(`/ops/games/rtp?${days}&pageSize=100&pageNo=${Math.ceil(rtp.total / 100)}`)).json().value;
    expect(last.list).toHaveLength(rtp.total - 100 * (last.pageNo - 1));
    expect((await get(`/ops/games/rtp?${days}&pageSize=101`)).json().code).toBe('VALIDATION_FAILED');
    const diceOf = async (q = days) => (await get(`/ops/games/rtp?${q}&name=inhouse-dice`)).json().value;
    const before = await diceOf();
    expect(before.total).toBe(1);
    const diceBefore = before.list[0];
    expect(diceBefore).toMatchObject({ gameCode: 'INHOUSE-DICE', theoreticalBp: 9900 });
    // Real rounds of the title: observed = (wins + jackpot wins) / stakes of its settled rounds.
    const m = await fundedMember(app, { funds: 50_000 });
    const s = await gameSession(app, 'INHOUSE-DICE', { headers: m.headers });
    let stake = 0;
    let win = 0;
    for (let i = 0; i < 5; i++) {
      const res = await playRound(app, s.auth, { stake: 1_000, target: 5000, over: true });
      expect(res.statusCode, res.body).toBe(200);
      stake += 1_000;
      win += res.json().value.round.win as number;
    }
    // Instant rounds are marked settled in the journal within a moment (gameserver.instant): now.
    await flushMarks(app.db);
    const after = await diceOf();
    const observedBp = Math.round(((diceBefore.win + win) * 10_000) / (diceBefore.stake + stake));
    expect(after.list[0]).toMatchObject({
      rounds: diceBefore.rounds + 5,
      stake: diceBefore.stake + stake,
      win: diceBefore.win + win,
      observedBp,
    });
    expect(after.totals).toEqual({
      rounds: after.list[0].rounds,
      stake: after.list[0].stake,
      win: after.list[0].win,
      observedBp,
    });
    // A played title leads the unfiltered report, whose totals count it.
    const all = (await get(`/ops/games/rtp?${days}`)).json().value;
    expect(all.list[0].rounds).toBeGreaterThanOrEqual(after.list[0].rounds);
    expect(all.totals.rounds).toBeGreaterThanOrEqual(after.list[0].rounds);
    // A period before these rounds has none of them.
    expect((await diceOf('from=2026-01-01&to=2026-01-02')).list[0].rounds).toBe(0);
    expect((await get(`/ops/games/rtp?from=2020-01-01&to=${day}`)).json().code).toBe('VALIDATION_FAILED');
  });

  test('support gets OPS_FORBIDDEN on every games page and write', async () => {
    const headers = await operatorHeaders(app, 'support');
    for (const url of ['/ops/vendors', '/ops/games', '/ops/jackpots', '/ops/vendors/wallet-keys'])
      expect((await get(url, headers)).json().code, url).toBe('OPS_FORBIDDEN');
    expect((await put('/ops/games/ANY', { isHot: true }, headers)).json().code).toBe('OPS_FORBIDDEN');
    expect((await put('/ops/vendors/ANY', { maintenance: true }, headers)).json().code).toBe('OPS_FORBIDDEN');
  });
});
