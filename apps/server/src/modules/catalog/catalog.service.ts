import { and, asc, eq, sql } from 'drizzle-orm';
import { type GameCategory, GameListPage, type GameListQuery } from '@jade/contract/catalog';
import { LIMITS } from '@jade/contract/limits';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import { AppError } from '../../lib/app-error';
import * as rounds from '../rounds/rounds.service';
import * as members from '../members/members.service';
import { favoriteIds, setFavorite } from './catalog.favorites';
import { catalogIndex, filterGames, gameIconPath, presentGame, type IndexedGame } from './catalog.games';
import { vendorLogoPath } from './catalog.menus';
import { games, vendors } from './catalog.tables';

export { gameMenus, menuVendors, vendorLogoPath } from './catalog.menus';

export async function findVendor(db: Db, merchantId: number, code: string) {
  const [v] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, code)))
    .limit(1);
  return v ?? null;
}

/**
 * Whether a vendor is in maintenance or switched off (true for no such vendor), as an expression
 * for a caller's own statement; as text (`merchant` and `code` SQL of that statement, e.g. its
 * `$n`) for a prepared one.
 */
export const vendorInMaintenanceText = (merchant: string, code: string) =>
  `coalesce((select v.maintenance or not v.enabled from vendors v where v.merchant_id = ${merchant} and v.code = ${code}), true)`;
const [MAINTENANCE_HEAD, MAINTENANCE_MID, MAINTENANCE_TAIL] = vendorInMaintenanceText('\0', '\0').split('\0') as [
  string,
  string,
  string,
];
export const vendorInMaintenance = (merchantId: number, code: string) =>
  sql<boolean>`${sql.raw(MAINTENANCE_HEAD)}${merchantId}${sql.raw(MAINTENANCE_MID)}${code}${sql.raw(MAINTENANCE_TAIL)}`;

// ---------------------------------------------------------------- games

export { favoriteIds };
export { consumeLaunchToken, launch, purgeLaunchTokens, registerLaunchAdapter, type LaunchAdapter } from './catalog.launch';
export { forgetCatalog, type IndexedGame } from './catalog.games';
/** The demo seed's bulk writers (rows as given, no operator rules). */
export { addGames, addGamesFrom, addVendors, updateVendors } from './catalog.seed';

/** Masks a winner's name for the board: the first two and last two characters (`de***01`). */
export function maskName(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

/**
 * Every enabled title whose vendor launches through the named adapter (what a game server hosts).
 * Read on its own rather than from the in-memory catalog: a node's start needs a few dozen titles,
 * not the merchant's ten thousand.
 */
export async function titlesOfAdapter(db: Db, merchantId: number, adapter: string) {
  const rows = await db
    .select({ vendor: games.vendor, gameCode: games.gameCode, jackpot: games.jackpot, jackpotPool: games.jackpotPool })
    .from(games)
    .innerJoin(
      vendors,
      and(eq(vendors.merchantId, games.merchantId), eq(vendors.code, games.vendor), eq(vendors.category, games.category)),
    )
    .where(and(eq(games.merchantId, merchantId), eq(games.enabled, true), eq(games.isGame, 'GAME'), eq(vendors.adapter, adapter)))
    .orderBy(asc(games.id));
  return rows.map((g) => ({ ...g, jackpotPool: g.jackpotPool === null ? null : toInt(g.jackpotPool) }));
}

export async function findGameByCode(db: Db, merchantId: number, code: string) {
  return (await catalogIndex(db, merchantId)).byCode.get(code) ?? null;
}

/**
 * One page of GCSGAME_gameList. `vassalage=INHOUSE` lists the in-house titles whatever the
 * category; FAV and RECENT need a signed-in member.
 */
export async function gameList(
  db: Db,
  merchantId: number,
  query: GameListQuery,
  lang: string,
  member: { id: number } | null,
): Promise<GameListPage> {
  const index = await catalogIndex(db, merchantId);
  const q = query.vassalage === 'INHOUSE' ? { ...query, gameType: 'INHOUSE' as const } : query;
  if (q.selection === 'FAV' || q.selection === 'RECENT') {
    if (!member) throw new AppError('AUTH_NOT_LOGGED_IN', 'You are not logged in, please login');
    const order =
      q.selection === 'FAV'
        ? await favoriteIds(db, member.id)
        : (await rounds.recentGameCodes(db, member.id, LIMITS.recentPageSize)).flatMap((c) => index.byCode.get(c)?.id ?? []);
    const rank = new Map(order.map((id, i) => [id, i]));
    const found = filterGames(index, q, new Set(order)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
    return pageOf(found, q, lang);
  }
  // Public pages depend only on the query and the in-memory catalog: keep the recent ones.
  const key = `${lang}|${q.gameType ?? ''}|${q.vassalage ?? ''}|${q.gameClassify ?? ''}|${q.name?.toLowerCase() ?? ''}|${q.selection}|${q.minBet1 ? 1 : 0}|${q.lines25 ? 1 : 0}|${q.pageNo}|${q.pageSize}`;
  const pages = pageCache(index);
  const hit = pages.get(key);
  if (hit) return hit;
  const page = pageOf(filterGames(index, q), q, lang);
  if (pages.size >= 5_000) pages.delete(pages.keys().next().value!);
  pages.set(key, page);
  return page;
}

/**
 * A public game-list page as the finished JSON envelope, validated by its schema when first built
 * and then sent as text: the busiest call of the site skips serialization on repeats.
 */
export async function gameListJson(db: Db, merchantId: number, query: GameListQuery, lang: string): Promise<string> {
  const index = await catalogIndex(db, merchantId);
  const key = `${lang}|${JSON.stringify(query)}`;
  const cache = jsonCache(index);
  const hit = cache.get(key);
  if (hit) return hit;
  const page = GameListPage.parse(await gameList(db, merchantId, query, lang, null));
  const json = JSON.stringify({ success: true, code: 'OK', message: 'OK', value: page });
  if (cache.size >= 5_000) cache.delete(cache.keys().next().value!);
  cache.set(key, json);
  return json;
}

const jsonCaches = new WeakMap<object, Map<string, string>>();
const jsonCache = (index: object) => {
  let c = jsonCaches.get(index);
  if (!c) jsonCaches.set(index, (c = new Map()));
  return c;
};

const pageCaches = new WeakMap<object, Map<string, GameListPage>>();
const pageCache = (index: object) => {
  let c = pageCaches.get(index);
  if (!c) pageCaches.set(index, (c = new Map()));
  return c;
};

function pageOf(found: IndexedGame[], q: { pageNo: number; pageSize: number }, lang: string): GameListPage {
  const start = offsetOf(q);
  return {
    list: found.slice(start, start + q.pageSize).map((g) => presentGame(g, lang)),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: found.length,
    totalPages: Math.ceil(found.length / q.pageSize),
  };
}

/** Hot titles across categories for the home row: the first hot ones of each category in turn. */
export async function hotGames(db: Db, merchantId: number, lang: string) {
  const index = await catalogIndex(db, merchantId);
  const perCategory = [...index.byCategory.values()].map((list) => list.filter((g) => g.isHot && !g.maintenance));
  const out: IndexedGame[] = [];
  for (let i = 0; out.length < 24 && perCategory.some((l) => l[i]); i++)
    for (const l of perCategory) if (l[i] && out.length < 24) out.push(l[i]!);
  return { list: out.map((g) => presentGame(g, lang)) };
}

/** The vendor lanes (tabs) of a category; vendors without own titles carry their one launch item. */
export async function vendorLanes(db: Db, merchantId: number, category: GameCategory, lang: string) {
  const index = await catalogIndex(db, merchantId);
  const titles = index.byCategory.get(category) ?? [];
  return (index.vendorsOf.get(category) ?? []).map((v) => {
    const own = titles.filter((g) => g.vendor === v.code);
    const lobby = own.length === 1 && own[0]!.classify === 'LOBBY' ? own[0]! : null;
    return {
      vassalage: v.code,
      name: v.name,
      gameCategory: category,
      logoUrl: vendorLogoPath(v.code),
      maintenance: v.maintenance,
      isGame: lobby ? ('GAME' as const) : ('VASSALAGE' as const),
      gameCount: own.length,
      launchItem: lobby ? presentGame(lobby, lang) : null,
    };
  });
}

/** Vendors with new titles and their newest six each. */
export async function newGameVendors(db: Db, merchantId: number, lang: string) {
  const index = await catalogIndex(db, merchantId);
  const byVendor = new Map<string, IndexedGame[]>();
  for (const g of index.all) if (g.isNew) byVendor.set(g.vendor, [...(byVendor.get(g.vendor) ?? []), g]);
  return {
    list: [...byVendor.entries()].map(([code, list]) => ({
      vassalage: code,
      name: list[0]!.vendorName,
      logoUrl: vendorLogoPath(code),
      games: list
        .slice(-6)
        .reverse()
        .map((g) => presentGame(g, lang)),
    })),
  };
}

/** The most played titles of the last 7 days, from real rounds. */
export async function rankList(db: Db, merchantId: number, lang: string) {
  const index = await catalogIndex(db, merchantId);
  const top = await rounds.mostPlayed(db, merchantId, 20);
  return {
    list: top.flatMap((t, i) => {
      const g = index.byCode.get(t.code);
      return g ? [{ ...presentGame(g, lang), rank: i + 1, rounds: t.rounds }] : [];
    }),
  };
}

/** The winners board: big wins of real rounds, names masked. */
export async function winners(db: Db, merchantId: number, q: { gameCategory: string; limitNum: number }, lang: string) {
  const index = await catalogIndex(db, merchantId);
  const rows = await rounds.bigWins(db, merchantId, q.gameCategory === 'ALL' ? null : q.gameCategory, q.limitNum);
  const names = await members.usernamesOf(
    db,
    rows.map((r) => r.memberId),
  );
  return {
    list: rows.map((r) => {
      const g = index.byCode.get(r.gameCode);
      return {
        customerName: maskName(names.get(r.memberId) ?? ''),
        winAmount: toInt(r.win),
        iconUrl: g ? gameIconPath(g.gameCode) : vendorLogoPath(r.vendor),
        gameName: g ? (g.names[lang] ?? g.names.en ?? r.gameName) : r.gameName,
        gameCode: r.gameCode,
        nodeId: g ? String(g.id) : '',
        vassalage: r.vendor,
        gameType: r.category,
        time: new Date(r.settledAt ?? Date.now()).toISOString(),
      };
    }),
  };
}

export async function recentGames(db: Db, merchantId: number, memberId: number, lang: string) {
  const index = await catalogIndex(db, merchantId);
  const codes = await rounds.recentGameCodes(db, memberId, LIMITS.recentPageSize);
  return { list: codes.flatMap((c) => (index.byCode.get(c) ? [presentGame(index.byCode.get(c)!, lang)] : [])) };
}

export async function favoriteList(db: Db, merchantId: number, memberId: number, lang: string) {
  const index = await catalogIndex(db, merchantId);
  const content = (await favoriteIds(db, memberId)).flatMap((id) =>
    index.byId.get(id) ? [presentGame(index.byId.get(id)!, lang)] : [],
  );
  return { content, pageNum: 1, totalPages: 1 };
}

export async function toggleFavorite(db: Db, merchantId: number, memberId: number, nodeId: string, on: boolean) {
  const game = (await catalogIndex(db, merchantId)).byId.get(Number(nodeId));
  if (!game) throw new AppError('GAME_NOT_FOUND', 'No such game');
  return { ids: (await setFavorite(db, memberId, game.id, on)).map(String) };
}
