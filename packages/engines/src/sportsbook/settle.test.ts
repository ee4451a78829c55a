import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GRADES, type Grade } from './markets';
import { checkParlay, MAX_PARLAY_LEGS, potentialReturn, settleParlay, settleSingle } from './settle';

const stake = fc.integer({ min: 1, max: 10_000_000 });
const odds = fc.integer({ min: 10_100, max: 100_000 });
const leg = fc.record({ odds, grade: fc.constantFrom(...GRADES) });
const legs = fc.array(leg, { minLength: 1, maxLength: MAX_PARLAY_LEGS });

/** The reference in floating point, from the rules as stated (not from the engine's fractions). */
function floatReturn(s: number, ls: { odds: number; grade: Grade }[]): number {
  const f = (o: number, g: Grade) => ({ WIN: o, HALF_WIN: (1 + o) / 2, PUSH: 1, VOID: 1, HALF_LOSE: 0.5, LOSE: 0 })[g];
  return ls.reduce((r, l) => r * f(l.odds / 10_000, l.grade), s);
}

describe('settlement of a bet', () => {
  test('a single returns by its grade, rounded down to the minor unit', () => {
    expect(settleSingle(1000, 19_500, 'WIN')).toBe(1950);
    expect(settleSingle(333, 19_500, 'WIN')).toBe(649); // 649.35
    expect(settleSingle(1000, 19_500, 'HALF_WIN')).toBe(1475);
    expect(settleSingle(333, 19_500, 'HALF_WIN')).toBe(491); // 166.5 × 1.95 + 166.5 = 491.175
    expect(settleSingle(1000, 19_500, 'PUSH')).toBe(1000);
    expect(settleSingle(1000, 19_500, 'VOID')).toBe(1000);
    expect(settleSingle(333, 19_500, 'HALF_LOSE')).toBe(166);
    expect(settleSingle(1000, 19_500, 'LOSE')).toBe(0);
    expect(settleSingle(1000, 19_500, 'WIN', 1500)).toBe(1500);
  });

  test('big stakes and odds stay exact (no floating point on the way)', () => {
    expect(settleSingle(9_007_199_254_740, 10_000_000, 'WIN')).toBe(9_007_199_254_740_000);
    expect(potentialReturn(100, Array(10).fill(30_000))).toBe(5_904_900);
    // 1000¹⁰ × 1000 passes the safe integers: capped exactly, refused without a cap.
    expect(potentialReturn(1000, Array(10).fill(10_000_000), 50_000_000)).toBe(50_000_000);
    expect(() => potentialReturn(1000, Array(10).fill(10_000_000))).toThrow(/safe integers/);
  });

  test('a parlay agrees with a floating-point reference within a minor unit, and never pays more', () => {
    fc.assert(
      fc.property(stake, legs, (s, ls) => {
        const exact = settleParlay(s, ls);
        const ref = floatReturn(s, ls);
        expect(exact).toBeLessThanOrEqual(ref + 1e-6 * ref + 1e-9);
        expect(ref - exact).toBeLessThan(1 + 1e-9 * ref);
      }),
    );
  });

  test('the order of the legs does not matter', () => {
    fc.assert(
      fc.property(stake, legs, fc.integer(), (s, ls, seed) => {
        const shuffled = [...ls].sort((a, b) => ((a.odds * 31 + seed) % 97) - ((b.odds * 31 + seed) % 97));
        expect(settleParlay(s, shuffled)).toBe(settleParlay(s, ls));
        expect(settleParlay(s, [...ls].reverse())).toBe(settleParlay(s, ls));
      }),
    );
  });

  test('voided and pushed legs count 1: all of them return the stake; any lost leg loses the bet', () => {
    fc.assert(
      fc.property(
        stake,
        fc.array(fc.record({ odds, grade: fc.constantFrom<Grade>('VOID', 'PUSH') }), { minLength: 1, maxLength: 10 }),
        (s, ls) => {
          expect(settleParlay(s, ls)).toBe(s);
        },
      ),
    );
    fc.assert(
      fc.property(stake, legs, (s, ls) => {
        expect(settleParlay(s, [...ls, { odds: 20_000, grade: 'LOSE' }])).toBe(0);
        const won = settleParlay(s, ls);
        expect(settleParlay(s, [...ls, { odds: 30_000, grade: 'VOID' }])).toBe(won);
      }),
    );
  });

  test('the return never passes the cap', () => {
    fc.assert(
      fc.property(stake, legs, fc.integer({ min: 0, max: 100_000_000 }), (s, ls, extra) => {
        const cap = s + extra;
        expect(settleParlay(s, ls, cap)).toBeLessThanOrEqual(cap);
        expect(settleParlay(s, ls, cap)).toBe(Math.min(settleParlay(s, ls), cap));
      }),
    );
    expect(() => settleSingle(1000, 19_500, 'WIN', 999)).toThrow(/at least its stake/);
    expect(() => settleSingle(10.5, 19_500, 'WIN')).toThrow(/whole number/);
    expect(() => settleSingle(0, 19_500, 'WIN')).toThrow(/whole number/);
  });
});

describe('parlay legs', () => {
  const of = (...events: string[]) => events.map((eventId) => ({ eventId }));
  test('2 to 10 legs, each of another event', () => {
    expect(checkParlay(of('a', 'b'))).toBeNull();
    expect(checkParlay(of(...'abcdefghij'))).toBeNull();
    expect(checkParlay(of('a'))).toBe('SPORTS_PARLAY_TOO_FEW_LEGS');
    expect(checkParlay(of(...'abcdefghijk'))).toBe('SPORTS_PARLAY_TOO_MANY_LEGS');
    expect(checkParlay(of('a', 'b', 'a'))).toBe('SPORTS_PARLAY_SAME_EVENT');
  });
});
