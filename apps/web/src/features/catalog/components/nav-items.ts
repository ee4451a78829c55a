import type { GameCategory, VendorCategory } from '@jade/contract/catalog';
import { categoryPath, paths } from '@/config/paths';

export type NavKey = 'home' | 'promotions' | GameCategory;

/** A main-nav entry: a page link, or a category whose single vendor launches at once. */
export type NavItem = { key: NavKey; to: string; launch: null | { category: GameCategory; vassalage: string } };

/**
 * The main nav of spec §2, in order: home, in-house, each category that has at least one vendor,
 * then promotions. A category with one vendor launches it directly (its page stays the link's
 * address, for a new tab or when the launch item is not known yet). In-house always opens its list.
 * Esports (IMES) and cockfight (DS88) are categories of their own in the contract, never under
 * sports. There is no bingo entry: no offered language supports it.
 */
export function buildNavItems(categories: readonly VendorCategory[]): NavItem[] {
  const middle = categories
    .filter((c) => c.gameCategory !== 'INHOUSE' && c.vendors.length > 0)
    .map((c): NavItem => {
      const only = c.vendors.length === 1 ? c.vendors[0] : undefined;
      return {
        key: c.gameCategory,
        to: categoryPath(c.gameCategory),
        launch: only ? { category: c.gameCategory, vassalage: only.vassalage } : null,
      };
    });
  return [
    { key: 'home', to: paths.home, launch: null },
    { key: 'INHOUSE', to: categoryPath('INHOUSE'), launch: null },
    ...middle,
    { key: 'promotions', to: paths.promotions, launch: null },
  ];
}

/**
 * The pinned table-category entries of spec §2 (jackpot, table games, arcade), as game lists
 * filtered by the server's gameClassify codes (apps/server/src/seed/demo-catalog.ts): slot titles
 * are SLOT or JP (jackpot), live tables and card games TG, in-house and fishing titles AC.
 * Decision: JP opens the slot centre's jackpot titles, TG the live-casino tables (the table-game
 * centre; card games are the PVP page), AC the in-house arcade titles (dice, crash, mines …).
 */
export const PINNED_ENTRIES = [
  { key: 'JP', to: `${paths.rng}?gameClassify=JP` },
  { key: 'TG', to: `${paths.live}?gameClassify=TG` },
  { key: 'AC', to: `${paths.rng}?vassalage=INHOUSE&gameClassify=AC` },
] as const;

/**
 * Whether a nav address is the current page: same path (any case) and same vassalage; an entry
 * with a gameClassify also needs that classify. A plain /rng entry is not active on the in-house
 * list (/rng?vassalage=INHOUSE).
 */
export function isNavActive(to: string, pathname: string, search: string): boolean {
  const [path = '', query = ''] = to.split('?');
  if (pathname.toLowerCase().replace(/\/+$/, '') !== path.toLowerCase().replace(/\/+$/, '')) return false;
  const wanted = new URLSearchParams(query);
  const current = new URLSearchParams(search);
  const classify = wanted.get('gameClassify');
  if (classify && current.get('gameClassify') !== classify) return false;
  const vassalage = current.get('vassalage');
  const wantedVendor = wanted.get('vassalage');
  return wantedVendor ? wantedVendor === vassalage : vassalage !== 'INHOUSE';
}

/** Header vendor menus switch to the large (multi-column) layout above this many items (spec §2). */
export const LARGE_MENU_AFTER = 10;

export const isLargeMenu = (itemCount: number) => itemCount > LARGE_MENU_AFTER;
