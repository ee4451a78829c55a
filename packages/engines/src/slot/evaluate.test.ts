import { describe, expect, it } from 'vitest';
import { countScatters, evalLine, evalWays, LINE_CELLS, type WaysHit } from './evaluate';
import { PAYLINES, PROFILE_LINES, SYMBOLS, type SymbolKey } from './symbols';

const id = (k: SymbolKey) => SYMBOLS.indexOf(k);
/** A window as reels of three keys (top to bottom) → the flat grid. */
const gridOf = (reels: SymbolKey[][]) => Uint8Array.from(reels.flatMap((r) => r.map(id)));
/** A window whose middle row reads `row` and whose other rows are filler that never pays. */
const middle = (row: SymbolKey[]) => gridOf(row.map((k, r) => [r % 2 ? 'L4' : 'L5', k, r % 2 ? 'L5' : 'L4']));

/** Pays: W 3/4/5 = 30/60/90, H1 = 10/20/40, L1 = 2/4/8, others 1/2/3 (L4, L5 pay nothing). */
const pays = new Int32Array(SYMBOLS.length * 6);
const setPays = (k: SymbolKey, p: number[]) => p.forEach((v, i) => (pays[id(k) * 6 + 3 + i] = v));
setPays('W', [30, 60, 90]);
setPays('H1', [10, 20, 40]);
setPays('L1', [2, 4, 8]);
for (const k of ['H2', 'H3', 'H4', 'L2', 'L3'] as const) setPays(k, [1, 2, 3]);

const line0 = (grid: Uint8Array) => {
  const packed = evalLine(pays, grid, LINE_CELLS, 0);
  return { pay: Math.floor(packed / 128), symbol: SYMBOLS[(packed >> 3) & 15], count: packed & 7 };
};

describe('paylines', () => {
  it('has 50 distinct lines of 5 rows in 0..2, and a line count per profile', () => {
    expect(PAYLINES).toHaveLength(50);
    expect(new Set(PAYLINES.map(String)).size).toBe(50);
    expect(PAYLINES.every((l) => l.length === 5 && l.every((r) => r >= 0 && r <= 2))).toBe(true);
    expect(PROFILE_LINES).toEqual([5, 9, 10, 20, 25, 30, 40, 50, 20, 243, 243, 243]);
  });

  it('pays the leftmost run of 3+', () => {
    expect(line0(middle(['H1', 'H1', 'H1', 'L1', 'L2']))).toEqual({ pay: 10, symbol: 'H1', count: 3 });
    expect(line0(middle(['H1', 'H1', 'H1', 'H1', 'H1']))).toEqual({ pay: 40, symbol: 'H1', count: 5 });
    expect(line0(middle(['H1', 'H1', 'L1', 'H1', 'H1'])).pay).toBe(0);
    expect(line0(middle(['L2', 'H1', 'H1', 'H1', 'H1'])).pay).toBe(0);
  });

  it('uses the line’s own rows', () => {
    // line 3 is the V: rows 0,1,2,1,0
    const grid = gridOf([
      ['H1', 'L4', 'L5'],
      ['L5', 'H1', 'L4'],
      ['L4', 'L5', 'H1'],
      ['L5', 'L2', 'L4'],
      ['L2', 'L4', 'L5'],
    ]);
    expect(evalLine(pays, grid, LINE_CELLS, 3 * 5) >> 7).toBe(10);
    expect(evalLine(pays, grid, LINE_CELLS, 0)).toBe(0);
  });

  it('lets wilds substitute, leading or inside the run', () => {
    expect(line0(middle(['H1', 'W', 'H1', 'L1', 'L2']))).toEqual({ pay: 10, symbol: 'H1', count: 3 });
    expect(line0(middle(['W', 'H1', 'W', 'H1', 'L2']))).toEqual({ pay: 20, symbol: 'H1', count: 4 });
    expect(line0(middle(['W', 'W', 'L1', 'W', 'L2']))).toEqual({ pay: 4, symbol: 'L1', count: 4 });
  });

  it('takes the better of a wild-only run and the substituted run', () => {
    // W W W L1 L1: wilds alone pay 30, L1 ×5 pays 8
    expect(line0(middle(['W', 'W', 'W', 'L1', 'L1']))).toEqual({ pay: 30, symbol: 'W', count: 3 });
    // W W W H1 H1: H1 ×5 pays 40 > 30
    expect(line0(middle(['W', 'W', 'W', 'H1', 'H1']))).toEqual({ pay: 40, symbol: 'H1', count: 5 });
    expect(line0(middle(['W', 'W', 'W', 'W', 'W']))).toEqual({ pay: 90, symbol: 'W', count: 5 });
  });

  it('never pays through a scatter', () => {
    expect(line0(middle(['H1', 'S', 'H1', 'H1', 'H1'])).pay).toBe(0);
    expect(line0(middle(['S', 'W', 'W', 'W', 'W'])).pay).toBe(0);
    expect(line0(middle(['W', 'W', 'W', 'S', 'W']))).toEqual({ pay: 30, symbol: 'W', count: 3 });
  });
});

describe('ways', () => {
  it('multiplies the counts per reel from the left, wilds included', () => {
    const grid = gridOf([
      ['H1', 'H1', 'L1'],
      ['W', 'L2', 'H1'],
      ['H1', 'L4', 'L5'],
      ['L1', 'L2', 'L3'],
      ['H1', 'H1', 'H1'],
    ]);
    const hits: WaysHit[] = [];
    // H1: 2 × 2 × 1 on reels 1-3, none on reel 4 → 3 of a kind, 4 ways × 10
    // L1: 1 × 1 (wild) × 0 → nothing; L2: reel 1 has none → nothing
    expect(evalWays(pays, grid, hits)).toBe(40);
    expect(hits).toEqual([{ symbol: id('H1'), count: 3, ways: 4, pay: 40 }]);
  });

  it('pays every symbol that connects, up to five reels', () => {
    const grid = gridOf([
      ['H1', 'L1', 'L4'],
      ['H1', 'L1', 'W'],
      ['H1', 'L1', 'L5'],
      ['H1', 'L1', 'L4'],
      ['H1', 'L3', 'L5'],
    ]);
    const hits: WaysHit[] = [];
    // H1: 1 × 2 × 1 × 1 × 1 (five reels) → 2 ways × 40; L1: 1 × 2 × 1 × 1 → 2 ways × 4
    expect(evalWays(pays, grid, hits)).toBe(88);
    expect(hits).toEqual([
      { symbol: id('H1'), count: 5, ways: 2, pay: 80 },
      { symbol: id('L1'), count: 4, ways: 2, pay: 8 },
    ]);
  });
});

describe('scatters', () => {
  it('counts scatters anywhere in the window', () => {
    const grid = gridOf([
      ['S', 'L1', 'L2'],
      ['L1', 'L2', 'L3'],
      ['L3', 'L4', 'S'],
      ['L1', 'S', 'L3'],
      ['L1', 'L2', 'L3'],
    ]);
    expect(countScatters(grid)).toBe(3);
  });
});
