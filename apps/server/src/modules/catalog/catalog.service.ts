import { and, asc, eq } from 'drizzle-orm';
import { GAME_CATEGORIES, type GameCategory, type GameMenus } from '@jade/contract/catalog';
import type { Db } from '../../db/client';
import { cached, CONFIG_TTL_MS } from '../../lib/ttl-cache';
import { vendors } from './catalog.tables';

export const vendorLogoPath = (code: string) => `/img/vendors/${encodeURIComponent(code)}.svg`;

/** Vendor categories in main-nav order; a category with no vendor is left out. */
export function gameMenus(db: Db, merchantId: number): Promise<GameMenus> {
  return cached(db, `catalog:menus:${merchantId}`, CONFIG_TTL_MS, () => readGameMenus(db, merchantId));
}

async function readGameMenus(db: Db, merchantId: number): Promise<GameMenus> {
  const rows = await db
    .select()
    .from(vendors)
    .where(eq(vendors.merchantId, merchantId))
    .orderBy(asc(vendors.sort), asc(vendors.id));
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

export async function findVendor(db: Db, merchantId: number, code: string) {
  const [v] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, code)))
    .limit(1);
  return v ?? null;
}
