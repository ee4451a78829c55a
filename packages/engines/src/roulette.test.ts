import { describe, expect, it } from 'vitest';
// The browser's HMAC: node:crypto is not typed in this package (`types: []` keeps engines browser-only).
import { FairStream, nobleHmac, type Rng } from './rng';
import {
  BLACK_NUMBERS,
  RED_NUMBERS,
  ROULETTE_RTP_BP,
  ROULETTE_SHAPES,
  chipWin,
  roulette,
  rouletteChipFor,
  rouletteKindOf,
  type RouletteChip,
  type RouletteKind,
} from './roulette';

const stream = (nonce: number) => new FairStream(nobleHmac, 'roulette-test-seed', 'client', nonce);
const fixed = (pocket: number): Rng => ({ next: () => (pocket + 0.5) / 37, int: () => pocket });
const chip = (kind: RouletteKind, numbers: number[], amount = 10): RouletteChip => ({ kind, numbers, amount });
const KINDS = Object.keys(ROULETTE_SHAPES) as RouletteKind[];

describe('roulette shapes', () => {
  it('has the standard number of bets of each kind', () => {
    const counts = Object.fromEntries(KINDS.map((k) => [k, ROULETTE_SHAPES[k].length]));
    expect(counts).toEqual({
      straight: 37,
      split: 60,
      street: 14,
      corner: 23,
      line: 11,
      dozen: 3,
      column: 3,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
    const sizes = {
      straight: 1,
      split: 2,
      street: 3,
      corner: 4,
      line: 6,
      dozen: 12,
      column: 12,
      red: 18,
      black: 18,
      odd: 18,
      even: 18,
      low: 18,
      high: 18,
    };
    for (const k of KINDS) for (const s of ROULETTE_SHAPES[k]) expect(s.length).toBe(sizes[k]);
    expect(RED_NUMBERS.length + BLACK_NUMBERS.length).toBe(36);
    expect(ROULETTE_SHAPES.column[0]).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
  });

  it('recognises legal shapes in any order and rejects others', () => {
    expect(rouletteKindOf([0, 3])).toBe('split');
    expect(rouletteKindOf([17, 14])).toBe('split');
    expect(rouletteKindOf([3, 4])).toBeNull(); // not adjacent across rows
    expect(rouletteKindOf([0, 4])).toBeNull();
    expect(rouletteKindOf([2, 0, 3])).toBe('street');
    expect(rouletteKindOf([0, 1, 3])).toBeNull();
    expect(rouletteKindOf([3, 2, 1, 0])).toBe('corner');
    expect(rouletteKindOf([2, 3, 5, 6])).toBe('corner');
    expect(rouletteKindOf([3, 4, 6, 7])).toBeNull();
    expect(rouletteKindOf([34, 35, 36, 31, 32, 33])).toBe('line');
    expect(rouletteKindOf([1, 1])).toBeNull();
    expect(rouletteKindOf([...RED_NUMBERS])).toBe('red');
    expect(rouletteChipFor([5, 2], 30)).toEqual({ kind: 'split', numbers: [2, 5], amount: 30 });
    expect(rouletteChipFor([5, 3], 30)).toBeNull();
  });
});

describe('roulette rules', () => {
  it('pays 36/n × amount on each hit chip', () => {
    const bet = {
      chips: [chip('straight', [17]), chip('split', [17, 20]), chip('red', [...RED_NUMBERS]), chip('black', [...BLACK_NUMBERS])],
    };
    const out = roulette.play({}, bet, fixed(17));
    expect(out.detail).toEqual({ pocket: 17, wins: [360, 180, 0, 20] });
    expect(out.win).toBe(560);
    expect(out.result).toBe('17 Black');
    expect(roulette.play({}, bet, fixed(0))).toMatchObject({ win: 0, result: '0 Green' });
    expect(roulette.stakeOf(bet)).toBe(40);
  });

  it('refuses illegal chips', () => {
    expect(roulette.check?.({}, { chips: [chip('straight', [7])] })).toBeNull();
    expect(roulette.check?.({}, { chips: [chip('straight', [7]), chip('split', [1, 5])] })).toBe(
      'Chip 2 is not a legal split bet.',
    );
    expect(roulette.check?.({}, { chips: [chip('corner', [1, 2])] })).toMatch(/corner/);
    expect(roulette.check?.({}, { chips: [chip('red', [...BLACK_NUMBERS])] })).toMatch(/red/);
    expect(roulette.check?.({}, { chips: [chip('dozen', ROULETTE_SHAPES.column[0]!.slice())] })).toMatch(/dozen/);
  });

  it('is deterministic and draws once', () => {
    const bet = { chips: [chip('dozen', ROULETTE_SHAPES.dozen[1]!.slice())] };
    for (let n = 0; n < 50; n++) {
      const s = stream(n);
      expect(roulette.play({}, bet, s)).toEqual(roulette.play({}, bet, stream(n)));
      expect(s.draws).toBe(1);
    }
  });
});

describe('roulette RTP', () => {
  it('is exactly 36/37 for every legal bet (enumeration of 37 pockets)', () => {
    for (const k of KINDS)
      for (const s of ROULETTE_SHAPES[k]) {
        const c = chip(k, [...s], 7);
        let total = 0;
        for (let p = 0; p <= 36; p++) {
          const w = chipWin(c, p);
          expect(Number.isInteger(w)).toBe(true);
          total += w;
        }
        expect(total).toBe(36 * 7); // RTP = 36·7 / (37·7) = 36/37
      }
    expect(Math.abs((36 / 37) * 10000 - ROULETTE_RTP_BP)).toBeLessThan(0.5);
  });

  it('matches a 200k-spin simulation', () => {
    const n = 200_000;
    const bet = { chips: [chip('straight', [7], 1)] };
    let ret = 0;
    for (let i = 0; i < n; i++) ret += roulette.play({}, bet, stream(i)).win;
    // A straight returns 36 w.p. 1/37: SD = 36·sqrt(p(1−p)) ≈ 5.84 per spin, SE ≈ 0.013.
    const p = 1 / 37;
    const se = (36 * Math.sqrt(p * (1 - p))) / Math.sqrt(n);
    expect(Math.abs(ret / n - 36 / 37)).toBeLessThan(5 * se);
  });
});
