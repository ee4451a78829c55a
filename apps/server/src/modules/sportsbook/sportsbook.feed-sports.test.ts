import { describe, expect, test } from 'vitest';
import { checkMarket, grade, type Market } from '@jade/engines/sportsbook/index';
import { normalCdf, setScores } from './sportsbook.feed-sports';
import { simulatedFeed, type FeedFixture } from './sportsbook.feed';

/** The simulated feed's cricket, basketball, tennis, volleyball and kabaddi (pure: no database). */
const DAY = 86_400_000;
const feed = simulatedFeed('other-sports');
const from = new Date(Date.UTC(2026, 0, 1));
const OTHER = ['CRICKET', 'BASKETBALL', 'TENNIS', 'VOLLEYBALL', 'KABADDI'];
const all = feed.fixtures(from, new Date(from.getTime() + 120 * DAY)).filter((f) => OTHER.includes(f.sport));
const marketOf = (m: FeedFixture['markets'][number]): Market => ({
  kind: m.kind,
  selections: m.selections!.map((s) => s.code),
  ...(m.line !== undefined ? { line: m.line } : {}),
  ...(m.period !== undefined ? { period: m.period } : {}),
});
/** The market's probabilities its odds imply, the margin taken out. */
const implied = (m: FeedFixture['markets'][number]) => {
  const inv = m.selections!.map((s) => 1 / s.odds!);
  const sum = inv.reduce((a, b) => a + b, 0);
  return inv.map((x) => x / sum);
};
const endOf = (f: FeedFixture) => feed.state(f.key, f.startsAt, new Date(f.startsAt.getTime() + 4 * 3_600_000));

describe('the feed’s other sports', () => {
  test('six of each sport a day, every market valid and priced, every result grading every selection', () => {
    const day = feed.fixtures(from, new Date(from.getTime() + DAY));
    expect(OTHER.map((s) => day.filter((f) => f.sport === s).length)).toEqual([6, 6, 6, 6, 6]);
    for (const f of all) {
      const end = endOf(f);
      expect(end.phase, f.key).toBe('ENDED');
      if (end.phase !== 'ENDED') continue;
      for (const m of f.markets) {
        expect(checkMarket(marketOf(m)), `${f.key} ${m.kind}`).toBeNull();
        expect(m.selections!.every((s) => Number.isInteger(s.odds) && s.odds! > 10_000)).toBe(true);
        for (const code of marketOf(m).selections) expect(() => grade(marketOf(m), code, end.result)).not.toThrow();
      }
    }
  });

  test('results follow the prices: each selection wins about as often as its odds say (margin out)', () => {
    // Calibration: by sport, market and how likely the odds say a selection is, its wins against the sum of its chances.
    // A year of fixtures; the feed is deterministic, so the bound below is met or not on every run.
    const year = feed.fixtures(from, new Date(from.getTime() + 400 * DAY)).filter((f) => OTHER.includes(f.sport));
    const tally = new Map<string, { wins: number; expected: number; variance: number }>();
    for (const f of year) {
      const end = endOf(f);
      if (end.phase !== 'ENDED') continue;
      f.markets.forEach((m, i) => {
        const ps = implied(m);
        marketOf(m).selections.forEach((code, j) => {
          const g = grade(marketOf(m), code, end.result);
          if (g === 'VOID' || g === 'PUSH') return;
          const key = `${f.sport} ${i} ${ps[j]! < 0.4 ? 'unlikely' : ps[j]! > 0.6 ? 'likely' : 'even'}`;
          const t = tally.get(key) ?? { wins: 0, expected: 0, variance: 0 };
          t.wins += g === 'WIN' || g === 'HALF_WIN' ? 1 : 0;
          t.expected += ps[j]!;
          t.variance += ps[j]! * (1 - ps[j]!);
          tally.set(key, t);
        });
      });
    }
    expect(tally.size).toBeGreaterThan(25);
    for (const [key, t] of tally)
      expect(Math.abs(t.wins - t.expected), `${key}: ${t.wins} wins, ${t.expected.toFixed(1)} expected`).toBeLessThan(
        3 * Math.sqrt(t.variance) + 1,
      );
  });

  test('live, the score only grows towards the result and the markets are suspended', () => {
    for (const f of all.slice(0, 60)) {
      const end = endOf(f);
      if (end.phase !== 'ENDED') continue;
      const final = end.result.score!;
      let last = { home: 0, away: 0 };
      for (let minute = 0; ; minute += 5) {
        const s = feed.state(f.key, f.startsAt, new Date(f.startsAt.getTime() + minute * 60_000));
        if (s.phase !== 'LIVE') break;
        expect(s.suspended, f.key).toBe(true);
        expect(s.score!.home >= last.home && s.score!.away >= last.away, `${f.key} at ${minute}`).toBe(true);
        expect(s.score!.home <= final.home && s.score!.away <= final.away, `${f.key} at ${minute}`).toBe(true);
        last = s.score!;
      }
    }
  });

  test('the models: the normal distribution function and the set scores of best of three and five', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
    for (const sets of [3, 5] as const) {
      const d = setScores(0.6, sets);
      expect(Object.values(d).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    }
    expect(setScores(0.5, 3)).toEqual({ '2-0': 0.25, '0-2': 0.25, '2-1': 0.25, '1-2': 0.25 });
  });
});
