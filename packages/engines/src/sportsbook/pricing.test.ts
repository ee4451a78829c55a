import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { selectionsOf, type Market } from './markets';
import { settleSingle } from './settle';
import {
  effectiveProbability,
  footballProbabilities,
  gradeDistributions,
  MAX_OFFERED_ODDS,
  MIN_OFFERED_ODDS,
  offeredOdds,
  priceFootballMarket,
  priceOdds,
  scoreMatrix,
} from './pricing';

const rate = fc.double({ min: 0.2, max: 3.5, noNaN: true });
const market = (kind: Market['kind'], line?: number): Market => ({ kind, line, selections: selectionsOf(kind) });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('offered odds', () => {
  test('implied probabilities of a market add up to 1 + margin, a little more by rounding down (unclamped)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.02, max: 1, noNaN: true }), { minLength: 2, maxLength: 10 }),
        fc.integer({ min: 0, max: 1500 }),
        (ws, m) => {
          const ps = ws.map((w) => w / sum(ws));
          fc.pre(ps.every((p) => p * (1 + m / 10_000) < 0.99)); // no price clamped at 1.01
          const implied = sum(priceOdds(ps, m).map((o) => 10_000 / o));
          expect(implied).toBeGreaterThanOrEqual(1 + m / 10_000 - 1e-9);
          expect(implied).toBeLessThanOrEqual(1 + m / 10_000 + 0.002);
        },
      ),
    );
  });

  test('odds stay within 1.01 and 1000', () => {
    expect(offeredOdds(0.999, 500)).toBe(MIN_OFFERED_ODDS);
    expect(offeredOdds(1e-6, 500)).toBe(MAX_OFFERED_ODDS);
    expect(offeredOdds(0, 500)).toBe(MAX_OFFERED_ODDS);
    expect(offeredOdds(0.5, 0)).toBe(20_000);
    expect(offeredOdds(0.5, 500)).toBe(19_047);
  });

  test('a selection priced at its effective probability returns the stake on average', () => {
    const d = { WIN: 0.4, HALF_WIN: 0.1, PUSH: 0.1, HALF_LOSE: 0.15, LOSE: 0.25 };
    const o = 1 / effectiveProbability(d);
    const back = d.WIN * o + d.PUSH + (d.HALF_WIN * (1 + o)) / 2 + d.HALF_LOSE / 2;
    expect(back).toBeCloseTo(1, 12);
    // The same through settlement, with a large stake so rounding vanishes.
    const odds = Math.round(o * 10_000);
    const s = 100_000_000;
    const mean =
      d.WIN * settleSingle(s, odds, 'WIN') +
      d.HALF_WIN * settleSingle(s, odds, 'HALF_WIN') +
      d.PUSH * s +
      d.HALF_LOSE * settleSingle(s, odds, 'HALF_LOSE');
    expect(mean / s).toBeCloseTo(1, 4);
  });
});

describe('football model', () => {
  test('1X2 probabilities sum to 1, and so do both-teams-to-score and correct score with OTHER', () => {
    fc.assert(
      fc.property(rate, rate, (h, a) => {
        const m = scoreMatrix(h, a);
        for (const kind of ['MATCH_RESULT', 'BOTH_TEAMS_TO_SCORE', 'CORRECT_SCORE'] as const)
          expect(sum(Object.values(footballProbabilities(m, market(kind))))).toBeCloseTo(1, 12);
      }),
    );
  });

  test('whole and half lines: the two sides of a handicap or total sum to 1', () => {
    fc.assert(
      fc.property(rate, rate, fc.integer({ min: -6, max: 6 }), (h, a, half) => {
        const m = scoreMatrix(h, a);
        const p = footballProbabilities(m, market('ASIAN_HANDICAP', half / 2));
        expect(p.HOME! + p.AWAY!).toBeCloseTo(1, 12);
        const t = footballProbabilities(m, market('OVER_UNDER', Math.abs(half) / 2));
        expect(t.OVER! + t.UNDER!).toBeCloseTo(1, 12);
      }),
    );
  });

  test('quarter lines sit between their neighbouring half and whole lines', () => {
    fc.assert(
      fc.property(rate, rate, fc.integer({ min: -4, max: 4 }), (h, a, whole) => {
        const m = scoreMatrix(h, a);
        const home = (l: number) => footballProbabilities(m, market('ASIAN_HANDICAP', l)).HOME!;
        for (const q of [whole - 0.25, whole + 0.25]) {
          const [lo, hi] = [home(q - 0.25), home(q + 0.25)].sort((x, y) => x - y);
          expect(home(q)).toBeGreaterThanOrEqual(lo! - 1e-12);
          expect(home(q)).toBeLessThanOrEqual(hi! + 1e-12);
        }
      }),
    );
  });

  test('a higher home rate never lowers the home win probability', () => {
    fc.assert(
      fc.property(rate, rate, fc.double({ min: 0, max: 2, noNaN: true }), (h, a, more) => {
        const win = (hr: number) => footballProbabilities(scoreMatrix(hr, a), market('MATCH_RESULT')).HOME!;
        expect(win(h + more)).toBeGreaterThanOrEqual(win(h) - 1e-12);
      }),
      { numRuns: 50 },
    );
  });

  test('a priced market: the favourite is shorter, every price in range, grades add up to 1', () => {
    const m = scoreMatrix(2.1, 0.8);
    const odds = priceFootballMarket(m, market('MATCH_RESULT'), 600);
    expect(odds.HOME!).toBeLessThan(odds.AWAY!);
    const ah = priceFootballMarket(m, market('ASIAN_HANDICAP', -0.75), 500);
    for (const o of Object.values(ah)) expect(o >= MIN_OFFERED_ODDS && o <= MAX_OFFERED_ODDS).toBe(true);
    const d = gradeDistributions(m, market('ASIAN_HANDICAP', -0.75)).HOME!;
    expect(sum(Object.values(d))).toBeCloseTo(1, 12);
    expect(d.HALF_WIN).toBeGreaterThan(0);
    expect(() => scoreMatrix(-1, 1)).toThrow(/rates/);
  });
});
