import * as symbols from './symbols';

// Module-local copies: bundlers and test runners may turn imported bindings into getter calls,
// which costs more than the evaluation itself in these hot loops.
const { PAYLINES, REELS, ROWS, SCATTER, SYMBOL_COUNT, WILD } = symbols;

/**
 * Window evaluation on a flat grid: grid[reel * 3 + row] = symbol id. Pays come back in line-bet
 * units (integers), so the caller multiplies by lineBet and never rounds.
 */

/** PAYLINES as flat grid cell indexes (line l uses LINE_CELLS[l*5 .. l*5+4]). */
export const LINE_CELLS = Uint8Array.from(PAYLINES.flatMap((rows) => rows.map((row, reel) => reel * ROWS + row)));

/**
 * The best pay of one line, packed as pay * 128 + symbol * 8 + count (0 when it pays nothing) so the
 * hot loop allocates nothing. Leading wilds count for the first other symbol; a wild-only run pays
 * the wild's own pay when that is higher; a scatter ends the run.
 */
export function evalLine(pays: Int32Array, grid: Uint8Array, cells: Uint8Array, at: number): number {
  const a = grid[cells[at]!]!;
  const b = grid[cells[at + 1]!]!;
  // Most lines end here: two different non-wild symbols (or a scatter) on reels 1–2 pay nothing.
  if ((a !== b && a !== WILD && b !== WILD) || a === SCATTER || b === SCATTER) return 0;
  let wilds = 0;
  let sym = -1;
  let n = 0;
  for (let i = 0; i < REELS; i++) {
    const c = i === 0 ? a : i === 1 ? b : grid[cells[at + i]!]!;
    if (sym < 0) {
      if (c === WILD) {
        wilds++;
        n++;
        continue;
      }
      if (c === SCATTER) break;
      sym = c;
      n++;
    } else if (c === sym || c === WILD) n++;
    else break;
  }
  const wildPay = pays[WILD * 6 + wilds]!;
  const symPay = sym < 0 ? 0 : pays[sym * 6 + n]!;
  if (wildPay > symPay) return wildPay * 128 + WILD * 8 + wilds;
  return symPay > 0 ? symPay * 128 + sym * 8 + n : 0;
}

/** Scatters anywhere in the window. */
export function countScatters(grid: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < REELS * ROWS; i++) if (grid[i] === SCATTER) n++;
  return n;
}

/** One ways win: symbol id, reels matched from the left, number of ways, pay in line-bet units. */
export interface WaysHit {
  symbol: number;
  count: number;
  ways: number;
  pay: number;
}

const counts = new Int32Array(REELS * SYMBOL_COUNT);

/**
 * 243 ways: a symbol pays when it (or a wild) shows on each of the first 3+ reels; the pay per way
 * times the product of its counts per reel. Wilds and scatters have no ways pay of their own.
 */
export function evalWays(pays: Int32Array, grid: Uint8Array, out: WaysHit[] | null): number {
  counts.fill(0);
  for (let i = 0; i < REELS * ROWS; i++) counts[((i / ROWS) | 0) * SYMBOL_COUNT + grid[i]!]! += 1;
  let total = 0;
  for (let s = 2; s < SYMBOL_COUNT; s++) {
    let ways = 1;
    let n = 0;
    while (n < REELS) {
      const c = counts[n * SYMBOL_COUNT + s]! + counts[n * SYMBOL_COUNT + WILD]!;
      if (c === 0) break;
      ways *= c;
      n++;
    }
    const pay = pays[s * 6 + n]! * ways;
    if (pay > 0) {
      total += pay;
      out?.push({ symbol: s, count: n, ways, pay });
    }
  }
  return total;
}
