import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cashOutOffer, partialCashOut, type CashOutLeg, type OpenBet } from './cashout';
import type { Grade } from './markets';
import { settleParlay } from './settle';

const odds = fc.integer({ min: 10_100, max: 100_000 });
const openLeg = fc.record({ odds, current: odds });
const settledLeg = fc.record({ odds, grade: fc.constantFrom<Grade>('WIN', 'HALF_WIN', 'PUSH', 'VOID', 'HALF_LOSE') });
const bet = fc
  .tuple(
    fc.integer({ min: 1, max: 10_000_000 }),
    fc.array(openLeg, { minLength: 1, maxLength: 5 }),
    fc.array(settledLeg, { maxLength: 5 }),
    fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: undefined }),
  )
  .map(([stake, open, settled, extra]): OpenBet => ({
    stake,
    legs: [...settled, ...open],
    maxPayout: extra === undefined ? Infinity : stake + extra,
  }));
const margin = fc.integer({ min: 0, max: 10_000 });

/** What the bet returns if every open leg wins (the settled legs as graded), capped. */
const potential = (b: OpenBet) =>
  settleParlay(
    b.stake,
    b.legs.map((l) => ('current' in l ? { odds: l.odds, grade: 'WIN' as const } : l)),
    b.maxPayout,
  );

describe('cash-out offer', () => {
  test('stake × placed odds / current odds, won legs multiplied in, less the margin, rounded down', () => {
    const single: OpenBet = { stake: 1000, legs: [{ odds: 20_000, current: 15_000 }], maxPayout: Infinity };
    expect(cashOutOffer(single, 0)).toBe(1333);
    expect(cashOutOffer(single, 500)).toBe(1266); // 1333.33 × 0.95
    const parlay: OpenBet = {
      stake: 1000,
      legs: [
        { odds: 20_000, grade: 'WIN' },
        { odds: 18_000, current: 12_000 },
      ],
      maxPayout: Infinity,
    };
    expect(cashOutOffer(parlay, 0)).toBe(3000);
    expect(cashOutOffer({ ...parlay, maxPayout: 2500 }, 0)).toBe(2500);
  });

  test('no offer with a lost leg, a suspended market or nothing open', () => {
    const legs: CashOutLeg[] = [{ odds: 20_000, current: 15_000 }];
    expect(cashOutOffer({ stake: 1000, legs: [...legs, { odds: 20_000, grade: 'LOSE' }], maxPayout: Infinity }, 0)).toBeNull();
    expect(cashOutOffer({ stake: 1000, legs: [...legs, { odds: 20_000, current: null }], maxPayout: Infinity }, 0)).toBeNull();
    expect(cashOutOffer({ stake: 1000, legs: [{ odds: 20_000, grade: 'WIN' }], maxPayout: Infinity }, 0)).toBeNull();
    expect(() => cashOutOffer({ stake: 1000, legs, maxPayout: Infinity }, 10_001)).toThrow(/margin/);
  });

  test('the offer is at least 0 and at most what the bet could still return', () => {
    fc.assert(
      fc.property(bet, margin, (b, m) => {
        const offer = cashOutOffer(b, m)!;
        expect(offer).toBeGreaterThanOrEqual(0);
        expect(offer).toBeLessThanOrEqual(potential(b));
      }),
    );
  });

  test('a larger margin never offers more', () => {
    fc.assert(
      fc.property(bet, margin, margin, (b, m1, m2) => {
        const [lo, hi] = m1 <= m2 ? [m1, m2] : [m2, m1];
        expect(cashOutOffer(b, hi)!).toBeLessThanOrEqual(cashOutOffer(b, lo)!);
      }),
    );
  });

  test('cashing out in two parts gets the full offer within a minor unit, never more', () => {
    fc.assert(
      fc.property(bet, margin, fc.double({ min: 0, max: 1, noNaN: true }), (b, m, share) => {
        const part = Math.min(b.stake, Math.max(1, Math.floor(b.stake * share)));
        const full = cashOutOffer(b, m)!;
        const first = partialCashOut(b, part, m)!;
        const second = first.remaining ? partialCashOut(first.remaining, first.remaining.stake, m)!.offer : 0;
        expect(first.offer + second).toBeLessThanOrEqual(full);
        expect(full - (first.offer + second)).toBeLessThanOrEqual(1);
      }),
    );
  });

  test('what stays keeps the legs with the rest of the stake and a cap in proportion', () => {
    const b: OpenBet = { stake: 1000, legs: [{ odds: 30_000, current: 25_000 }], maxPayout: 2001 };
    const { offer, remaining } = partialCashOut(b, 400, 0)!;
    expect(offer).toBe(480);
    expect(remaining).toEqual({ stake: 600, legs: b.legs, maxPayout: 1200 });
    expect(partialCashOut(b, 1000, 0)!.remaining).toBeNull();
    expect(() => partialCashOut(b, 1001, 0)).toThrow(/part/);
  });
});
