import { describe, expect, it } from 'vitest';
import { countScatters, evalLine, evalWays, LINE_CELLS } from './evaluate';
import { exactRtp, expectedFreeSpins, mathOf } from './math';
import { compileProfile, PROFILE_COUNT, rtpBp, type Profile } from './profiles';

describe('declared RTP', () => {
  it('equals the exact RTP of every profile (±0.5 bp), each distinct and within 94–97 %', () => {
    for (let p = 0; p < PROFILE_COUNT; p++) {
      expect(Math.abs(exactRtp(p) * 10000 - rtpBp(p))).toBeLessThanOrEqual(0.5);
      expect(rtpBp(p)).toBeGreaterThanOrEqual(9400);
      expect(rtpBp(p)).toBeLessThanOrEqual(9700);
    }
    expect(new Set(Array.from({ length: PROFILE_COUNT }, (_, p) => rtpBp(p))).size).toBe(PROFILE_COUNT);
  });
});

describe('free spins played', () => {
  it('is the award without retriggers and the cap when every spin retriggers', () => {
    expect(expectedFreeSpins(0, 10)).toBe(10);
    expect(expectedFreeSpins(1, 10)).toBe(50);
    expect(expectedFreeSpins(1, 15)).toBe(50);
  });

  it('follows the geometric series N / (1 − qN) when the cap is far away', () => {
    expect(expectedFreeSpins(0.01, 10, 3000)).toBeCloseTo(10 / (1 - 0.1), 9);
    expect(expectedFreeSpins(0.02, 8, 3000)).toBeCloseTo(8 / (1 - 0.16), 9);
  });

  it('matches a direct enumeration of retrigger paths under the cap', () => {
    // award 20, cap 50: awards go 20 → 40 → 50
    const q = 0.3;
    const memo = new Map<number, number>();
    const brute = (played: number, awarded: number): number => {
      if (played === awarded) return 0;
      const key = played * 100 + awarded;
      if (!memo.has(key)) {
        const more = brute(played + 1, Math.min(50, awarded + 20));
        memo.set(key, 1 + q * more + (1 - q) * brute(played + 1, awarded));
      }
      return memo.get(key)!;
    };
    expect(expectedFreeSpins(q, 20)).toBeCloseTo(brute(0, 20), 9);
  });
});

/**
 * Checks the closed forms of math.ts against brute force: on small strips, enumerate every stop
 * combination through the same evaluation the engine uses and average the base-spin pay.
 */
function bruteBase(p: Profile): number {
  const grid = new Uint8Array(15);
  let total = 0;
  let combos = 0;
  const walk = (reel: number) => {
    if (reel === 5) {
      let units = 0;
      if (p.ways) units = evalWays(p.pays, grid, null);
      else for (let l = 0; l < p.lines; l++) units += Math.floor(evalLine(p.pays, grid, LINE_CELLS, l * 5) / 128);
      total += units / p.betUnits + p.scatterPays[countScatters(grid)]!;
      combos++;
      return;
    }
    const strip = p.strips[reel]!;
    for (let s = 0; s < strip.length; s++) {
      for (let r = 0; r < 3; r++) grid[reel * 3 + r] = strip[(s + r) % strip.length]!;
      walk(reel + 1);
    }
  };
  walk(0);
  return total / combos;
}

describe('exact math', () => {
  const small = {
    counts: [1, 1, 1, 1, 2, 0, 0, 0, 0],
    wild: [1, 1, 1, 1, 1],
    scatter: [1, 1, 1, 1, 1],
    pays: [20, 50, 100, 10, 20, 50, 8, 16, 30, 5, 10, 20, 4, 8, 15, 2, 4, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    scatterPays: [2, 10, 50],
    freeSpins: 10,
    multiplier: 2,
    rtpBp: 0,
  };

  it('matches brute force for paylines (wild runs, scatters included)', () => {
    for (const id of [0, 3, 7]) {
      const p = compileProfile(small, id);
      expect(mathOf(p).base).toBeCloseTo(bruteBase(p), 12);
    }
  });

  it('matches brute force for 243 ways (wilds on reel 1 too)', () => {
    const p = compileProfile({ ...small, wild: [1, 1, 2, 1, 0], pays: [0, 0, 0, ...small.pays.slice(3)] }, 10);
    expect(mathOf(p).base).toBeCloseTo(bruteBase(p), 12);
  });

  it('combines base, trigger and free spins as base × (1 + q × E[N] × multiplier)', () => {
    const p = compileProfile(small, 3);
    const m = mathOf(p);
    expect(m.rtp).toBeCloseTo(m.base * (1 + m.trigger * expectedFreeSpins(m.trigger, 10) * 2), 12);
  });
});
