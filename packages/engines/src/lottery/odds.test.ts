import { describe, expect, test } from 'vitest';
import { BET_TYPES } from './bets';
import { LOTTERY_FAMILIES, type LotteryFamily } from './layouts';
import { checkOdds, DEFAULT_ODDS, oddsAtLevel, oddsKeys } from './odds';
import { settleLine } from './settle';

const choose = (n: number, k: number) => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};
/** P(k given different two-digit numbers all appear among N uniform ones), by inclusion–exclusion. */
const allAppear = (k: number, n: number) => {
  let s = 0;
  for (let j = 0; j <= k; j++) s += (-1) ** j * choose(k, j) * ((100 - j) / 100) ** n;
  return s;
};

/** The exact return of one ticket of each default odds key, by probability (not by settling). */
function returns(family: LotteryFamily): Record<string, number> {
  const o = DEFAULT_ODDS[family];
  const r = (key: string, p: number) => (o[key]! / 100) * p;
  if (family === 'VN_NORTH' || family === 'VN_SOUTH') {
    const n = family === 'VN_NORTH' ? 27 : 18;
    return {
      LO2: r('LO2', n / 100),
      DE: r('DE', 1 / 100),
      DAU: r('DAU', 1 / 10),
      DUOI: r('DUOI', 1 / 10),
      CANG3: r('CANG3', 1 / 1000),
      ...Object.fromEntries([2, 3, 4].map((k) => [`XIEN${k}`, r(`XIEN${k}`, allAppear(k, n))])),
      ...Object.fromEntries([4, 8, 10].map((k) => [`TRUOT${k}`, r(`TRUOT${k}`, ((100 - k) / 100) ** n)])),
    };
  }
  if (family === 'SEA_4D')
    return {
      BIG: (o.BIG_1! + o.BIG_2! + o.BIG_3! + 10 * o.BIG_S! + 10 * o.BIG_C!) / 100 / 10_000,
      SMALL: (o.SMALL_1! + o.SMALL_2! + o.SMALL_3!) / 100 / 10_000,
    };
  if (family === 'FAST_5D')
    return {
      DIGIT: r('DIGIT', 1 / 10),
      BSOE: r('BSOE', 1 / 2),
      SUM_BSOE: r('SUM_BSOE', 1 / 2),
      STAR2: r('STAR2', 1e-2),
      STAR3: r('STAR3', 1e-3),
      STAR5: r('STAR5', 1e-5),
      STAR2_GROUP: r('STAR2_GROUP', 2 / 100),
      STAR3_GROUP3: r('STAR3_GROUP3', 3 / 1000),
      STAR3_GROUP6: r('STAR3_GROUP6', 6 / 1000),
      STAR5_GROUP120: r('STAR5_GROUP120', 120 / 100_000),
    };
  // Dice: every one of the 216 throws settled, a ticket of each pick.
  const out: Record<string, number> = {};
  const bets = [
    ...['BIG', 'SMALL', 'ODD', 'EVEN'].map((p) => ({ key: `BSOE ${p}`, type: 'BSOE' as const, pick: p })),
    ...Array.from({ length: 14 }, (_, i) => ({ key: `SUM_${i + 4}`, type: 'SUM' as const, pick: String(i + 4) })),
    { key: 'TRIPLE', type: 'TRIPLE' as const, pick: '3' },
    { key: 'ANY_TRIPLE', type: 'ANY_TRIPLE' as const, pick: 'ANY' },
    { key: 'PAIR', type: 'PAIR' as const, pick: '5' },
  ];
  for (const b of bets) {
    let total = 0;
    for (let t = 0; t < 216; t++) {
      const dice = [Math.floor(t / 36) + 1, (Math.floor(t / 6) % 6) + 1, (t % 6) + 1].map(String);
      total += settleLine('DICE_3', { type: b.type, picks: [[b.pick]] }, dice, o, 10_000).win;
    }
    out[b.key] = total / 216 / 10_000;
  }
  return out;
}

describe('lottery odds', () => {
  test('the house odds return less than the stake on every bet: Vietnamese, 5D and dice 88–97 %, 4D the usual 64–65 %', () => {
    for (const family of LOTTERY_FAMILIES) {
      for (const [key, rtp] of Object.entries(returns(family))) {
        const [lo, hi] = family === 'SEA_4D' ? [0.6, 0.7] : [0.88, 0.975];
        expect({ family, key, ok: rtp >= lo && rtp <= hi }).toEqual({ family, key, ok: true });
      }
    }
  });

  test('a table must have every key of its game, and only those, in whole hundredths from 1×', () => {
    for (const family of LOTTERY_FAMILIES) expect(checkOdds(family, DEFAULT_ODDS[family])).toBeNull();
    expect(oddsKeys('DICE_3')).toContain('SUM_17');
    expect(oddsKeys('FAST_5D')).toEqual([...BET_TYPES.FAST_5D]);
    const { DE: _de, ...noDe } = DEFAULT_ODDS.VN_NORTH;
    expect(checkOdds('VN_NORTH', noDe)).toMatch(/missing for DE/);
    expect(checkOdds('VN_NORTH', { ...DEFAULT_ODDS.VN_NORTH, BIG_1: 100 })).toMatch(/Unknown odds BIG_1/);
    expect(checkOdds('VN_NORTH', { ...DEFAULT_ODDS.VN_NORTH, DE: 99.5 })).toMatch(/whole hundredths/);
    expect(checkOdds('VN_NORTH', { ...DEFAULT_ODDS.VN_NORTH, DE: 50 })).toMatch(/whole hundredths/);
  });
});

describe('odds at a prize level', () => {
  test('scales every odd down by the level, rounded down, never below 1.00×; the top level is the table', () => {
    const table = { A: 950, B: 195, C: 105, D: 35_500 };
    expect(oddsAtLevel(table, 10_000)).toBe(table);
    expect(oddsAtLevel(table, 9_800)).toEqual({ A: 931, B: 191, C: 102, D: 34_790 });
    expect(oddsAtLevel(table, 9_000)).toEqual({ A: 855, B: 175, C: 100, D: 31_950 });
  });
});
