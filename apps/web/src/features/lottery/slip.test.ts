import { describe, expect, test } from 'vitest';
import { DEFAULT_ODDS, oddsAtLevel } from '@jade/engines/lottery/odds';
import { betShape, selectionProblem, slipFigures } from './slip';

describe('slip figures', () => {
  test('counts tickets with the engine and pays one winning ticket per line at its odds', () => {
    const lines = [
      { type: 'LO2' as const, picks: [['12', '34', '56']] },
      { type: 'XIEN2' as const, picks: [['01', '02', '03', '04']] },
    ];
    const f = slipFigures('VN_NORTH', { lines, unit: 100, multiplier: 2 }, DEFAULT_ODDS.VN_NORTH);
    // 3 lô + C(4, 2) = 6 xiên 2 tickets, each 1.00 × 2.
    expect(f).toEqual({ tickets: 9, stake: 200, total: 1800, lineWins: [700, 3400], potentialWin: 4100 });
  });

  test('shares an i-box prize among its orders and takes a dice sum at its best odds', () => {
    const ibox = slipFigures(
      'SEA_4D',
      { lines: [{ type: 'BIG_IBOX', picks: [['1123']] }], unit: 100, multiplier: 1 },
      DEFAULT_ODDS.SEA_4D,
    );
    expect(ibox).toMatchObject({ tickets: 1, total: 100, potentialWin: Math.floor((100 * 250_000) / (100 * 12)) });
    const sum = slipFigures(
      'DICE_3',
      { lines: [{ type: 'SUM', picks: [['10', '4']] }], unit: 100, multiplier: 1 },
      DEFAULT_ODDS.DICE_3,
    );
    expect(sum).toMatchObject({ tickets: 2, total: 200, potentialWin: 6800 });
  });

  test("pays at the member's prize level: each odd × level / 10,000 rounded down, never below 1.00×", () => {
    const lines = [
      { type: 'LO2' as const, picks: [['12', '34', '56']] },
      { type: 'DE' as const, picks: [['07']] },
    ];
    const f = slipFigures('VN_NORTH', { lines, unit: 100, multiplier: 3 }, oddsAtLevel(DEFAULT_ODDS.VN_NORTH, 9850));
    // lô 350 → 344, đề 9500 → 9357 hundredths, at a stake of 3.00.
    expect(f).toMatchObject({ tickets: 4, total: 1200, lineWins: [1032, 28_071], potentialWin: 29_103 });
    const bsoe = slipFigures(
      'DICE_3',
      { lines: [{ type: 'BSOE', picks: [['BIG']] }], unit: 100, multiplier: 1 },
      oddsAtLevel({ ...DEFAULT_ODDS.DICE_3, BSOE: 101 }, 9000),
    );
    expect(bsoe.potentialWin).toBe(100);
  });

  test('shows no potential win before the odds are known', () => {
    expect(
      slipFigures('FAST_5D', { lines: [{ type: 'STAR2', picks: [['1'], ['2', '3']] }], unit: 10, multiplier: 1 }, undefined),
    ).toMatchObject({ tickets: 2, total: 20, potentialWin: 0 });
  });

  test('names what a selection lacks: the least picks of its combination, or too many tickets', () => {
    expect(selectionProblem(betShape('VN_NORTH', 'XIEN3'), [['01', '02']], 0)).toEqual({ key: 'pickAtLeast', count: 3 });
    expect(selectionProblem(betShape('FAST_5D', 'STAR3_GROUP3'), [['1']], 0)).toEqual({ key: 'pickAtLeast', count: 2 });
    expect(selectionProblem(betShape('FAST_5D', 'STAR3'), [['1'], [], ['2']], 0)).toEqual({ key: 'pickAtLeast', count: 1 });
    expect(selectionProblem(betShape('VN_NORTH', 'LO2'), [['01']], 1)).toBeNull();
    expect(selectionProblem(betShape('VN_NORTH', 'TRUOT4'), [['01', '02', '03', '04']], 20_000)).toEqual({
      key: 'tooMany',
      count: 10_000,
    });
  });
});
