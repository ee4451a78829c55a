import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { GameCategory, GameItem, GameListQuery } from '@jade/contract/catalog';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { games, vendors } from './catalog.tables';

export type IndexedGame = {
  id: number;
  vendor: string;
  category: GameCategory;
  gameCode: string;
  names: Record<string, string>;
  theme: string;
  /** Every name, lowercased, for search. */
  search: string;
  isHot: boolean;
  isNew: boolean;
  freeTrial: boolean;
  isGame: 'GAME' | 'VASSALAGE';
  classify: string;
  minBet: number;
  maxBet: number;
  lines: number;
  jackpot: boolean;
  jackpotPool: number | null;
  rtpBp: number;
  maintenance: boolean;
  vendorName: string;
  /** The engine and parameters of a title the in-house game server runs ('' = none). */
  engine: string;
  engineParams: Record<string, unknown>;
  /** The vendor's launch adapter and where its games open. */
  adapter: string;
  openIn: 'window' | 'frame';
};

export type CatalogIndex = {
  loadedAt: number;
  all: IndexedGame[];
  byCode: Map<string, IndexedGame>;
  byId: Map<number, IndexedGame>;
  byCategory: Map<string, IndexedGame[]>;
  /** `CATEGORY:VENDOR` → its titles, so a vendor tab filters a few thousand titles, not all. */
  byCategoryVendor: Map<string, IndexedGame[]>;
  vendorsOf: Map<string, { code: string; name: string; maintenance: boolean; sort: number }[]>;
};

/** How long a node serves its in-memory catalog before reloading it in the background. */
export const CATALOG_TTL_MS = 15_000;
const indexes = new WeakMap<object, { index: CatalogIndex | null; loading: Promise<CatalogIndex> | null }>();

async function load(db: Db, merchantId: number): Promise<CatalogIndex> {
  // A vendor switched off as a whole leaves the site with its titles (their own flags are kept).
  const vendorRows = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.enabled, true)))
    .orderBy(asc(vendors.sort), asc(vendors.id));
  const rows = await db
    .select()
    .from(games)
    .where(
      and(
        eq(games.merchantId, merchantId),
        eq(games.enabled, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(vendors)
            .where(
              and(
                eq(vendors.merchantId, games.merchantId),
                eq(vendors.code, games.vendor),
                eq(vendors.category, games.category),
                eq(vendors.enabled, false),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(games.category), asc(games.sort), asc(games.id));
  const vendorKey = (code: string, category: string) => `${category}:${code}`;
  const vendorInfo = new Map(vendorRows.map((v) => [vendorKey(v.code, v.category), v]));
  const vendorOrder = new Map(vendorRows.map((v, i) => [vendorKey(v.code, v.category), i]));
  const all: IndexedGame[] = rows.map((g) => {
    const v = vendorInfo.get(vendorKey(g.vendor, g.category));
    return {
      id: g.id,
      vendor: g.vendor,
      category: g.category as GameCategory,
      gameCode: g.gameCode,
      names: g.names,
      theme: g.theme,
      search: Object.values(g.names).join(' ').toLowerCase(),
      isHot: g.isHot,
      isNew: g.isNew,
      freeTrial: g.freeTrial,
      isGame: g.isGame,
      classify: g.classify,
      minBet: g.minBet,
      maxBet: g.maxBet,
      lines: g.lines,
      jackpot: g.jackpot,
      jackpotPool: g.jackpotPool === null ? null : toInt(g.jackpotPool),
      rtpBp: g.rtpBp,
      maintenance: v?.maintenance ?? false,
      vendorName: v?.name ?? g.vendor,
      engine: g.engine,
      engineParams: g.engineParams,
      adapter: v?.adapter ?? '',
      openIn: v?.openIn ?? 'window',
    };
  });
  // Within a category, titles follow the vendors' display order, then their own order.
  all.sort(
    (a, b) =>
      a.category.localeCompare(b.category) ||
      (vendorOrder.get(vendorKey(a.vendor, a.category)) ?? 0) - (vendorOrder.get(vendorKey(b.vendor, b.category)) ?? 0),
  );
  const byCategory = new Map<string, IndexedGame[]>();
  for (const g of all) {
    const list = byCategory.get(g.category) ?? [];
    list.push(g);
    byCategory.set(g.category, list);
  }
  const byCategoryVendor = new Map<string, IndexedGame[]>();
  for (const g of all) {
    const k = `${g.category}:${g.vendor}`;
    const list = byCategoryVendor.get(k) ?? [];
    list.push(g);
    byCategoryVendor.set(k, list);
  }
  const vendorsOf = new Map<string, { code: string; name: string; maintenance: boolean; sort: number }[]>();
  for (const v of vendorRows) {
    const list = vendorsOf.get(v.category) ?? [];
    list.push({ code: v.code, name: v.name, maintenance: v.maintenance, sort: v.sort });
    vendorsOf.set(v.category, list);
  }
  return {
    loadedAt: Date.now(),
    all,
    byCode: new Map(all.map((g) => [g.gameCode, g])),
    byId: new Map(all.map((g) => [g.id, g])),
    byCategory,
    byCategoryVendor,
    vendorsOf,
  };
}

/** Drops the in-memory catalog (after a change to vendors or titles), so the next read reloads it. */
export function forgetCatalog(db: Db) {
  indexes.delete(db);
}

/**
 * The merchant's catalog in memory (10,000 titles is a few MB): lists, search and filters run
 * without a database round trip. After CATALOG_TTL_MS the next read reloads it in the background
 * and keeps answering from the old copy meanwhile.
 */
export async function catalogIndex(db: Db, merchantId: number): Promise<CatalogIndex> {
  let slot = indexes.get(db);
  if (!slot) indexes.set(db, (slot = { index: null, loading: null }));
  const s = slot;
  const reload = () => {
    s.loading ??= load(db, merchantId).then(
      (index) => {
        s.index = index;
        s.loading = null;
        return index;
      },
      (err: unknown) => {
        s.loading = null;
        throw err;
      },
    );
    return s.loading;
  };
  if (!s.index) return reload();
  if (Date.now() - s.index.loadedAt > CATALOG_TTL_MS) void reload().catch(() => undefined);
  return s.index;
}

export const gameIconPath = (code: string) => `/img/games/${encodeURIComponent(code)}.svg`;
export const gameLargeIconPath = (code: string) => `/img/games/${encodeURIComponent(code)}.svg?size=large`;

/** A title as the game card and launch item of spec §3. */
export function presentGame(g: IndexedGame, lang: string): GameItem {
  const name = g.names[lang] ?? g.names.en ?? g.gameCode;
  return {
    gameId: g.id,
    gameCode: g.gameCode,
    nodeId: String(g.id),
    gameType: g.category,
    vassalage: g.vendor,
    displayName: name,
    gameName: name,
    iconUrl: gameIconPath(g.gameCode),
    lagerIcon: gameLargeIconPath(g.gameCode),
    isHot: g.isHot ? 1 : 0,
    isNew: g.isNew ? 1 : 0,
    supportPlay: g.freeTrial ? 0 : 1,
    isGame: g.isGame,
    gameClassify: g.classify,
    minBet: g.minBet,
    lines: g.lines,
    jackpot: g.jackpot,
    jackpotPool: g.jackpotPool,
    rtp: g.rtpBp / 100,
    maintenance: g.maintenance,
  };
}

/** Filters a category (or every title) by the list query, in catalog order. */
export function filterGames(index: CatalogIndex, q: GameListQuery, only?: Set<number>): IndexedGame[] {
  const source =
    q.gameType && q.vassalage
      ? (index.byCategoryVendor.get(`${q.gameType}:${q.vassalage}`) ?? [])
      : q.gameType
        ? (index.byCategory.get(q.gameType) ?? [])
        : index.all;
  const name = q.name?.toLowerCase();
  return source.filter(
    (g) =>
      (!only || only.has(g.id)) &&
      (!q.vassalage || g.vendor === q.vassalage) &&
      (!q.gameClassify || g.classify === q.gameClassify) &&
      (!name || g.search.includes(name)) &&
      (q.selection !== 'HOT' || g.isHot) &&
      (q.selection !== 'NEW' || g.isNew) &&
      (!q.minBet1 || g.minBet >= 100) &&
      (!q.lines25 || g.lines >= 25),
  );
}
