import { and, asc, eq, sql } from 'drizzle-orm';
import { GAME_CATEGORIES, type GameCategory, type GameMenus } from '@jade/contract/catalog';
import type { Db } from '../../db/client';
import { cached, CONFIG_TTL_MS } from '../../lib/ttl-cache';
import { games, vendors } from './catalog.tables';

export const vendorLogoPath = (code: string) => `/img/vendors/${encodeURIComponent(code)}.svg`;

type VendorRow = typeof vendors.$inferSelect;

/** Every vendor row of the merchant in display order, switched off or not (cleared with the menus). */
function vendorRows(db: Db, merchantId: number): Promise<VendorRow[]> {
  return cached(db, `catalog:menus:${merchantId}`, CONFIG_TTL_MS, () =>
    db.select().from(vendors).where(eq(vendors.merchantId, merchantId)).orderBy(asc(vendors.sort), asc(vendors.id)),
  );
}

/**
 * Vendor categories in main-nav order; a category with no vendor is left out, and so is a vendor
 * the operator switched off as a whole.
 */
export async function gameMenus(db: Db, merchantId: number): Promise<GameMenus> {
  const rows = (await vendorRows(db, merchantId)).filter((v) => v.enabled);
  const categories = GAME_CATEGORIES.map((gameCategory) => ({
    gameCategory,
    vendors: rows
      .filter((v) => v.category === gameCategory)
      .map((v) => ({
        vassalage: v.code,
        name: v.name,
        gameCategory: v.category as GameCategory,
        logoUrl: vendorLogoPath(v.code),
        maintenance: v.maintenance,
      })),
  })).filter((c) => c.vendors.length > 0);
  return { categories };
}

/**
 * Each vendor once (a vendor may serve several categories): what a member's sub-wallets follow.
 * A vendor switched off as a whole stays here, so money left in its sub-wallet can still be seen
 * and recalled to the main wallet (`enabled` says none may go in).
 */
export async function menuVendors(db: Db, merchantId: number) {
  const all = await vendorRows(db, merchantId);
  return [
    ...new Map(all.map((v) => [v.code, { code: v.code, name: v.name, maintenance: v.maintenance, enabled: v.enabled }])).values(),
  ];
}

/**
 * Whether an enabled title (by id) belongs to a vendor switched off as a whole: what a launch of
 * a title missing from the site's catalog asks, to answer "unavailable" rather than "no such game".
 */
export async function titleOfSwitchedOffVendor(db: Db, merchantId: number, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(games)
    .innerJoin(
      vendors,
      and(eq(vendors.merchantId, games.merchantId), eq(vendors.code, games.vendor), eq(vendors.category, games.category)),
    )
    .where(and(eq(games.id, id), eq(games.merchantId, merchantId), eq(games.enabled, true), eq(vendors.enabled, false)))
    .limit(1);
  return row !== undefined;
}
