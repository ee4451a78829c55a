/**
 * The game categories and list selections of spec §1 and §3. Constants only (no schema library),
 * so a page that shows a game list does not load one for its tabs.
 */

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

/** Selection types of a game list (spec §3). */
export const GAME_SELECTIONS = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'] as const;
export type GameSelection = (typeof GAME_SELECTIONS)[number];
