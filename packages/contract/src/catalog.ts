import { z } from 'zod';

/** Game categories (spec §1 offerings), in main-nav order. */
export const GAME_CATEGORIES = [
  'INHOUSE',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const VendorSummary = z.object({
  vassalage: z.string(),
  name: z.string(),
  gameCategory: z.enum(GAME_CATEGORIES),
  logoUrl: z.string(),
  maintenance: z.boolean(),
});
export type VendorSummary = z.infer<typeof VendorSummary>;

export const VendorCategory = z.object({
  gameCategory: z.enum(GAME_CATEGORIES),
  vendors: z.array(VendorSummary),
});
export type VendorCategory = z.infer<typeof VendorCategory>;

/** GET /lgw/games/game_menus: the vendor categories, each with its vendors in display order. */
export const GameMenus = z.object({ categories: z.array(VendorCategory) });
export type GameMenus = z.infer<typeof GameMenus>;
