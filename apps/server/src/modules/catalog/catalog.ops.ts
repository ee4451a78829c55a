import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { OpsGamePage, OpsVendor } from '@jade/contract/ops-games';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import { AppError } from '../../lib/app-error';
import { invalidate } from '../../lib/ttl-cache';
import { forgetCatalog } from './catalog.games';
import { games, vendors } from './catalog.tables';

/**
 * After an operator's write to the catalog (once committed; `db` is the app's handle, not a
 * transaction's): clears this node's catalog and menus at once, so the site's next read shows it;
 * other nodes reload theirs within `CATALOG_TTL_MS`.
 */
export function forgetCatalogCaches(db: Db, merchantId: number) {
  forgetCatalog(db);
  invalidate(db, `catalog:menus:${merchantId}`);
}

/** Every vendor row (a vendor serving two categories has two) with its titles' counts. */
export async function vendorsForOps(db: Db, merchantId: number): Promise<OpsVendor[]> {
  const rows = await db
    .select({
      v: vendors,
      titles: sql<string>`(select count(*) from games g where g.merchant_id = vendors.merchant_id and g.vendor = vendors.code and g.category = vendors.category)`,
      enabled: sql<string>`(select count(*) from games g where g.merchant_id = vendors.merchant_id and g.vendor = vendors.code and g.category = vendors.category and g.enabled)`,
    })
    .from(vendors)
    .where(eq(vendors.merchantId, merchantId))
    .orderBy(asc(vendors.category), asc(vendors.sort), asc(vendors.id));
  return rows.map(({ v, titles, enabled }) => ({
    code: v.code,
    name: v.name,
    category: v.category,
    maintenance: v.maintenance,
    enabled: v.enabled,
    adapter: v.adapter,
    titles: toInt(titles),
    enabledTitles: toInt(enabled),
  }));
}

/** A vendor's state as the audit records it. */
export async function vendorState(db: Db, merchantId: number, code: string) {
  const list = (await vendorsForOps(db, merchantId)).filter((v) => v.code === code);
  if (list.length === 0) throw new AppError('NOT_FOUND', `No vendor ${code}`);
  return {
    code,
    maintenance: list.some((v) => v.maintenance),
    enabled: list.some((v) => v.enabled),
    enabledTitles: list.reduce((s, v) => s + v.enabledTitles, 0),
  };
}

/**
 * Maintenance on or off, and the vendor switched on or off as a whole (every category it serves).
 * The titles' own flags are left as they are: switching the vendor on again brings back exactly
 * the titles that were on.
 */
export async function setVendor(
  db: Db,
  merchantId: number,
  code: string,
  patch: { maintenance?: boolean | undefined; enabled?: boolean | undefined },
) {
  await vendorState(db, merchantId, code);
  const where = and(eq(vendors.merchantId, merchantId), eq(vendors.code, code));
  if (patch.maintenance !== undefined) await db.update(vendors).set({ maintenance: patch.maintenance }).where(where);
  if (patch.enabled !== undefined) await db.update(vendors).set({ enabled: patch.enabled }).where(where);
  return vendorState(db, merchantId, code);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The titles (enabled or not), by vendor, category and a name in any language, a page at a time. */
export async function gamesForOps(
  db: Db,
  merchantId: number,
  q: { vendor?: string | undefined; category?: string | undefined; name?: string | undefined; pageNo: number; pageSize: number },
  lang = 'en',
): Promise<OpsGamePage> {
  const where = and(
    eq(games.merchantId, merchantId),
    q.vendor ? eq(games.vendor, q.vendor) : undefined,
    q.category ? eq(games.category, q.category) : undefined,
    q.name
      ? sql`(${games.names}::text ilike ${`%${escapeLike(q.name)}%`} or ${ilike(games.gameCode, `%${escapeLike(q.name)}%`)})`
      : undefined,
  );
  const [tot] = await db.select({ n: count() }).from(games).where(where);
  const rows = await db
    .select()
    .from(games)
    .where(where)
    .orderBy(asc(games.category), asc(games.vendor), asc(games.sort), asc(games.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return {
    list: rows.map((g) => ({
      id: g.id,
      gameCode: g.gameCode,
      vendor: g.vendor,
      category: g.category,
      name: g.names[lang] ?? g.names.en ?? g.gameCode,
      enabled: g.enabled,
      isHot: g.isHot,
      isNew: g.isNew,
      jackpot: g.jackpot,
      engine: g.engine,
      rtpBp: g.rtpBp,
    })),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: toInt(tot?.n),
  };
}

/** A title's flags as the audit records them. */
export async function gameFlags(db: Db, merchantId: number, gameCode: string) {
  const [g] = await db
    .select({ gameCode: games.gameCode, enabled: games.enabled, isHot: games.isHot, isNew: games.isNew })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.gameCode, gameCode)));
  if (!g) throw new AppError('GAME_NOT_FOUND', 'No such game');
  return g;
}

/** Sets a title's flags (enabled, hot, new). */
export async function setGameFlags(
  db: Db,
  merchantId: number,
  gameCode: string,
  patch: { enabled?: boolean | undefined; isHot?: boolean | undefined; isNew?: boolean | undefined },
) {
  await gameFlags(db, merchantId, gameCode);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  await db
    .update(games)
    .set(set)
    .where(and(eq(games.merchantId, merchantId), eq(games.gameCode, gameCode)));
  return gameFlags(db, merchantId, gameCode);
}
