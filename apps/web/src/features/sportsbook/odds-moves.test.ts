import { describe, expect, test } from 'vitest';
import type { SportsMarket } from '@jade/contract/sportsbook';
import { oddsMoves, pricesOf } from './odds-moves';

const market = (prices: [number, number][]): SportsMarket => ({
  id: 1,
  kind: 'MATCH_RESULT',
  line: null,
  period: null,
  state: 'OPEN',
  selections: prices.map(([id, odds]) => ({ id, code: String(id), odds, version: 1 })),
});

describe('odds moves', () => {
  test('marks each moved price up or down, and neither an unchanged nor a new selection', () => {
    const before = pricesOf([
      market([
        [1, 19_500],
        [2, 34_000],
        [3, 40_000],
      ]),
    ]);
    const after = pricesOf([
      market([
        [1, 20_000],
        [2, 33_000],
        [3, 40_000],
        [4, 50_000],
      ]),
    ]);
    expect(Object.fromEntries(oddsMoves(before, after))).toEqual({ 1: 'UP', 2: 'DOWN' });
  });
});
