import { describe, expect, test } from 'vitest';
import {
  clashingEvents,
  MAX_SLIP_LEGS,
  parlayOdds,
  parlayRefusal,
  repriced,
  slipBets,
  slipReturn,
  slipTotals,
  toggleLeg,
  type SlipLeg,
} from './slip';

const leg = (selectionId: number, eventId: number, odds: number, over: Partial<SlipLeg> = {}): SlipLeg => ({
  selectionId,
  marketId: selectionId * 10,
  eventId,
  vendor: 'SUMMIT',
  home: `Home ${eventId}`,
  away: `Away ${eventId}`,
  kind: 'MATCH_RESULT',
  line: null,
  period: null,
  code: 'HOME',
  odds,
  ...over,
});

describe('bet slip', () => {
  test('adds a pick, takes it off when picked again, and replaces another selection of the same market', () => {
    const a = leg(1, 1, 19_500);
    let legs = toggleLeg([], a);
    expect(legs).toEqual([a]);
    const sameMarket = leg(2, 1, 34_000, { marketId: a.marketId, code: 'AWAY' });
    legs = toggleLeg(legs, sameMarket);
    expect(legs).toEqual([sameMarket]);
    const otherMarket = leg(3, 1, 21_000);
    legs = toggleLeg(legs, otherMarket);
    expect(legs.map((l) => l.selectionId)).toEqual([2, 3]);
    expect(toggleLeg(legs, sameMarket).map((l) => l.selectionId)).toEqual([3]);
  });

  test('holds at most ten picks', () => {
    const full = Array.from({ length: MAX_SLIP_LEGS }, (_, i) => leg(i + 1, i + 1, 20_000));
    expect(toggleLeg(full, leg(99, 99, 20_000))).toHaveLength(MAX_SLIP_LEGS);
  });

  test('refuses a parlay of one leg, of two legs of one event, of eleven legs, or of two vendors', () => {
    expect(parlayRefusal([leg(1, 1, 20_000)])).toBe('SPORTS_PARLAY_TOO_FEW_LEGS');
    expect(parlayRefusal([leg(1, 1, 20_000), leg(2, 1, 20_000)])).toBe('SPORTS_PARLAY_SAME_EVENT');
    expect(parlayRefusal(Array.from({ length: 11 }, (_, i) => leg(i + 1, i + 1, 20_000)))).toBe('SPORTS_PARLAY_TOO_MANY_LEGS');
    expect(parlayRefusal([leg(1, 1, 20_000), leg(2, 2, 20_000, { vendor: 'DS88' })])).toBe('SPORTS_PARLAY_MIXED_VENDORS');
    expect(parlayRefusal([leg(1, 1, 20_000), leg(2, 2, 20_000), leg(3, 3, 20_000)])).toBeNull();
  });

  test('marks the events that appear twice', () => {
    expect([...clashingEvents([leg(1, 1, 20_000), leg(2, 2, 20_000), leg(3, 1, 20_000)])]).toEqual([1]);
    expect(clashingEvents([leg(1, 1, 20_000), leg(2, 2, 20_000)]).size).toBe(0);
  });

  test('computes the potential return exactly, rounded down, and nothing without a stake', () => {
    expect(slipReturn(10_000, [19_500])).toBe(19_500);
    // 1.95 × 2.10 × 1.33 = 5.44635: 100.00 returns 544.63 (rounded down).
    expect(slipReturn(10_000, [19_500, 21_000, 13_300])).toBe(54_463);
    expect(slipReturn(0, [19_500])).toBe(0);
    expect(slipReturn(-5, [19_500])).toBe(0);
    expect(slipReturn(10_000, [])).toBe(0);
    expect(parlayOdds([leg(1, 1, 19_500), leg(2, 2, 21_000), leg(3, 3, 13_300)])).toBe(54_463);
  });

  test('places each single with its own stake, or one parlay of every leg', () => {
    const legs = [leg(1, 1, 19_500), leg(2, 2, 21_000)];
    const singles = slipBets('SINGLES', legs, { 1: 1_000, 2: null }, null);
    expect(singles).toEqual([{ legs: [legs[0]], stake: 1_000 }]);
    expect(slipTotals(singles)).toEqual({ stake: 1_000, toReturn: 1_950 });
    const parlay = slipBets('PARLAY', legs, {}, 2_000);
    expect(parlay).toEqual([{ legs, stake: 2_000 }]);
    expect(slipTotals(parlay)).toEqual({ stake: 2_000, toReturn: 8_190 });
    expect(slipBets('PARLAY', legs, {}, null)).toEqual([]);
  });

  test('takes the new prices an odds-changed refusal names, and ignores anything else', () => {
    const legs = [leg(1, 1, 19_500), leg(2, 2, 21_000)];
    const after = repriced(legs, [
      { path: 'legs.1.odds', message: '19000' },
      { path: 'stake', message: '5' },
      { path: 'legs.0.odds', message: 'nonsense' },
    ]);
    expect(after.map((l) => l.odds)).toEqual([19_500, 19_000]);
  });
});
