import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatOdds, isOdds, MAX_VALID_ODDS, MIN_VALID_ODDS, ODDS_FORMATS, oddsMove, parseOdds, toFraction } from './odds';

const anyOdds = fc.integer({ min: MIN_VALID_ODDS, max: MAX_VALID_ODDS });
/** Prices where the book actually trades: 1.01 to 50. */
const usualOdds = fc.integer({ min: 10_100, max: 500_000 });

describe('odds formats', () => {
  test('each format shows the usual numbers', () => {
    const show = (o: number) => ODDS_FORMATS.map((f) => formatOdds(o, f));
    expect(show(19_500)).toEqual(['1.95', '19/20', '-105', '0.95', '0.95', '-1.05']);
    expect(show(25_000)).toEqual(['2.50', '3/2', '+150', '1.50', '-0.67', '1.50']);
    expect(show(20_000)).toEqual(['2.00', '1/1', '+100', '1.00', '1.00', '1.00']);
    expect(show(15_000)).toEqual(['1.50', '1/2', '-200', '0.50', '0.50', '-2.00']);
    expect(show(19_091)).toEqual(['1.9091', '10/11', '-110', '0.9091', '0.9091', '-1.10']);
    expect(show(10_001)).toEqual(['1.0001', '1/100', '-1000000', '0.0001', '0.0001', '-10000.00']);
    expect(show(10_000_000)[4]).toBe('-0.00101');
    expect(formatOdds(1_005_000, 'FRACTIONAL')).toBe('199/2');
  });

  test('decimal, Hong Kong and two-decimal fractional prices read back exactly', () => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        expect(parseOdds(formatOdds(o, 'DECIMAL'), 'DECIMAL')).toBe(o);
        expect(parseOdds(formatOdds(o, 'HONG_KONG'), 'HONG_KONG')).toBe(o);
        const cents = Math.max(10_100, o - (o % 100));
        expect(parseOdds(formatOdds(cents, 'FRACTIONAL'), 'FRACTIONAL')).toBe(cents);
      }),
    );
  });

  test('every format reads back within one step of its display', () => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        const back = (f: (typeof ODDS_FORMATS)[number]) => parseOdds(formatOdds(o, f), f)!;
        const d = o / 10_000;
        // American whole points: half a point of profit is 50 ten-thousandths at most.
        expect(Math.abs(back('AMERICAN') - o)).toBeLessThanOrEqual(51);
        // Indonesian two decimals: at most half a cent of profit, or of 1 / profit below 2.00.
        expect(Math.abs(back('INDONESIAN') - o)).toBeLessThanOrEqual(51);
        // Malay: exact up to 2.00; above, −1 / profit is rounded up in size by less than one step
        // (two decimals, or three significant digits), so it reads back at most that below.
        const malay = Math.abs(Number(formatOdds(o, 'MALAY')));
        const step = malay >= 0.1 ? 0.01 : malay >= 0.01 ? 0.0001 : 0.00001;
        const malayErr = o <= 20_000 ? 0 : step * (d - 1) ** 2 * 10_000 + 1;
        expect(o - back('MALAY')).toBeGreaterThanOrEqual(-1);
        expect(o - back('MALAY')).toBeLessThanOrEqual(malayErr);
        // Nearest fraction with a denominator up to 100: within 1/101 of the profit.
        expect(Math.abs(back('FRACTIONAL') - o)).toBeLessThanOrEqual(100);
      }),
    );
  });

  test('fractions are reduced and keep to denominators up to 100', () => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        const [p, q] = toFraction(o);
        const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
        expect(gcd(p, q)).toBe(1);
        expect(q).toBeGreaterThanOrEqual(1);
        expect(q).toBeLessThanOrEqual(100);
        expect(p).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  test('American is +100 and up from 2.00, −100 and below under it; both ±100 read as 2.00', () => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        const a = Number(formatOdds(o, 'AMERICAN'));
        if (o >= 20_000) expect(a).toBeGreaterThanOrEqual(100);
        else expect(a).toBeLessThanOrEqual(-100);
      }),
    );
    expect(formatOdds(19_999, 'AMERICAN')).toBe('-100');
    expect(parseOdds('+100', 'AMERICAN')).toBe(20_000);
    expect(parseOdds('-100', 'AMERICAN')).toBe(20_000);
    expect(parseOdds('100', 'AMERICAN')).toBe(20_000);
    expect(parseOdds('-99', 'AMERICAN')).toBeNull();
    expect(parseOdds('+99.5', 'AMERICAN')).toBeNull();
  });

  test('Malay is in (0, 1] up to 2.00 and in [−1, 0) above; Indonesian ≥ 1 from 2.00 and ≤ −1 below', () => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        const m = Number(formatOdds(o, 'MALAY'));
        const i = Number(formatOdds(o, 'INDONESIAN'));
        if (o <= 20_000) expect(m > 0 && m <= 1).toBe(true);
        else expect(m >= -1 && m < 0).toBe(true);
        if (o >= 20_000) expect(i).toBeGreaterThanOrEqual(1);
        else expect(i).toBeLessThanOrEqual(-1);
      }),
    );
    expect(parseOdds('0', 'MALAY')).toBeNull();
    expect(parseOdds('1.2', 'MALAY')).toBeNull();
    expect(parseOdds('-1.5', 'MALAY')).toBeNull();
    expect(parseOdds('-0.5', 'MALAY')).toBe(30_000);
    expect(parseOdds('0.5', 'INDONESIAN')).toBeNull();
    expect(parseOdds('-2', 'INDONESIAN')).toBe(15_000);
  });

  test('usual prices show the same after reading their display back (decimal, Hong Kong, fractional)', () => {
    fc.assert(
      fc.property(usualOdds, (o) => {
        for (const f of ['DECIMAL', 'HONG_KONG', 'FRACTIONAL'] as const) {
          const text = formatOdds(o, f);
          expect(formatOdds(parseOdds(text, f)!, f)).toBe(text);
        }
      }),
    );
  });

  test('reading refuses what is not a price', () => {
    for (const f of ODDS_FORMATS) {
      expect(parseOdds('', f)).toBeNull();
      expect(parseOdds('abc', f)).toBeNull();
    }
    expect(parseOdds('1.00', 'DECIMAL')).toBeNull();
    expect(parseOdds('1000.0001', 'DECIMAL')).toBeNull();
    expect(parseOdds('1.95', 'DECIMAL')).toBe(19_500);
    expect(parseOdds('0', 'HONG_KONG')).toBeNull();
    expect(parseOdds('3/0', 'FRACTIONAL')).toBeNull();
    expect(parseOdds('0/5', 'FRACTIONAL')).toBeNull();
    expect(parseOdds('11 / 4', 'FRACTIONAL')).toBe(37_500);
    expect(isOdds(10_000)).toBe(false);
    expect(isOdds(19_500.5)).toBe(false);
  });

  test('a move is up, down or none', () => {
    expect(oddsMove(19_500, 20_000)).toBe('UP');
    expect(oddsMove(19_500, 19_000)).toBe('DOWN');
    expect(oddsMove(19_500, 19_500)).toBe('SAME');
  });
});
