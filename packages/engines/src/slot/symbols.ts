/**
 * Symbol keys in id order (a strip or window holds ids internally; detail and the client use keys).
 * W is wild (substitutes for every symbol but the scatter), S the scatter, H* high and L* low pays.
 */
export const SYMBOLS = ['W', 'S', 'H1', 'H2', 'H3', 'H4', 'L1', 'L2', 'L3', 'L4', 'L5'] as const;
export type SymbolKey = (typeof SYMBOLS)[number];
export const WILD = 0;
export const SCATTER = 1;
export const SYMBOL_COUNT = SYMBOLS.length;

/** Visible rows per reel and reels per window. */
export const ROWS = 3;
export const REELS = 5;
/** Ways games bet in units of stake / 20 (pays per way are integers of that unit). */
export const WAYS_BET_UNITS = 20;
/** Most free spins one round can play (initial award plus retriggers), so every round ends. */
export const FREE_SPIN_CAP = 50;
/** Jackpot chance per spin is stake / maxBet / JACKPOT_DIVISOR. */
export const JACKPOT_DIVISOR = 20000;

/** Lines of each profile: 0–8 are payline games, 9–11 are 243-ways games. */
export const PROFILE_LINES: readonly number[] = [5, 9, 10, 20, 25, 30, 40, 50, 20, 243, 243, 243];

/** Row (0 top … 2 bottom) on each reel, left to right; a game with N lines uses the first N. */
// prettier-ignore
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2], [1, 1, 0, 1, 1], [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2], [1, 0, 2, 0, 1], [1, 2, 0, 2, 1], [0, 2, 2, 2, 0], [2, 0, 0, 0, 2],
  [0, 0, 1, 0, 0], [2, 2, 1, 2, 2], [1, 0, 1, 0, 1], [1, 2, 1, 2, 1], [0, 1, 1, 1, 2],
  [2, 1, 1, 1, 0], [0, 0, 0, 1, 2], [2, 2, 2, 1, 0], [1, 1, 1, 0, 0], [1, 1, 1, 2, 2],
  [0, 1, 2, 2, 2], [2, 1, 0, 0, 0], [1, 0, 0, 1, 2], [1, 2, 2, 1, 0], [0, 0, 1, 1, 1],
  [2, 2, 1, 1, 1], [1, 1, 0, 0, 0], [1, 1, 2, 2, 2], [0, 1, 0, 0, 0], [2, 1, 2, 2, 2],
  [0, 0, 0, 1, 0], [2, 2, 2, 1, 2], [1, 0, 1, 1, 1], [1, 2, 1, 1, 1], [0, 2, 1, 2, 0],
];
