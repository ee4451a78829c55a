import { describe, expect, test } from 'vitest';
import * as book from './index';

describe('sportsbook engine', () => {
  test('one bet through the public names: priced, shown, graded, settled and cashed out', () => {
    const market: book.Market = { kind: 'ASIAN_HANDICAP', line: -0.25, selections: ['HOME', 'AWAY'] };
    expect(book.checkMarket(market)).toBeNull();
    const odds = book.priceFootballMarket(book.scoreMatrix(1.6, 1.1), market, 500).HOME!;
    expect(book.isOdds(odds)).toBe(true);
    expect(book.parseOdds(book.formatOdds(odds, 'DECIMAL'), 'DECIMAL')).toBe(odds);
    const g = book.grade(market, 'HOME', { score: { home: 1, away: 1 } });
    expect(g).toBe('HALF_LOSE');
    expect(book.settleSingle(1000, odds, g)).toBe(500);
    expect(book.cashOutOffer({ stake: 1000, legs: [{ odds, current: odds }], maxPayout: Infinity }, 0)).toBe(1000);
  });
});
