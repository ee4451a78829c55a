import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkMarket, grade, selectionsOf, type EventResult, type Grade, type Market } from './markets';

/**
 * The reference: a line that is not a multiple of 0.5 is two half stakes on the neighbouring half
 * and whole lines, each graded plainly (above the line wins, on it pushes, below loses), combined.
 */
function plain(margin: number): 'WIN' | 'PUSH' | 'LOSE' {
  return margin > 0 ? 'WIN' : margin === 0 ? 'PUSH' : 'LOSE';
}
function splitGrade(goalsFor: number, goalsAgainst: number, handicap: number): Grade {
  const halves = Number.isInteger(handicap * 2) ? [handicap, handicap] : [handicap - 0.25, handicap + 0.25];
  const [a, b] = halves.map((h) => plain(goalsFor - goalsAgainst + h));
  if (a === b) return a!;
  const pair = [a, b].sort().join();
  return ({ 'PUSH,WIN': 'HALF_WIN', 'LOSE,PUSH': 'HALF_LOSE' } as Record<string, Grade>)[pair]!;
}

const goals = fc.integer({ min: 0, max: 9 });
const line = fc.integer({ min: -14, max: 14 }).map((q) => q / 4);
const ah = (l: number): Market => ({ kind: 'ASIAN_HANDICAP', line: l, selections: ['HOME', 'AWAY'] });
const ou = (l: number): Market => ({ kind: 'OVER_UNDER', line: l, selections: ['OVER', 'UNDER'] });
const score = (home: number, away: number): EventResult => ({ score: { home, away } });

describe('Asian lines', () => {
  test('handicaps grade as two half stakes on the neighbouring lines', () => {
    fc.assert(
      fc.property(goals, goals, line, (h, a, l) => {
        expect(grade(ah(l), 'HOME', score(h, a))).toBe(splitGrade(h, a, l));
        expect(grade(ah(l), 'AWAY', score(h, a))).toBe(splitGrade(a, h, -l));
      }),
    );
  });

  test('totals grade as two half stakes too, over against under as mirror images', () => {
    const mirror: Record<Grade, Grade> = {
      WIN: 'LOSE',
      LOSE: 'WIN',
      HALF_WIN: 'HALF_LOSE',
      HALF_LOSE: 'HALF_WIN',
      PUSH: 'PUSH',
      VOID: 'VOID',
    };
    fc.assert(
      fc.property(goals, goals, line.map(Math.abs), (h, a, l) => {
        const over = grade(ou(l), 'OVER', score(h, a));
        expect(over).toBe(splitGrade(h + a, 0, -l));
        expect(grade(ou(l), 'UNDER', score(h, a))).toBe(mirror[over]);
      }),
    );
  });

  test('the usual quarter lines', () => {
    expect(grade(ah(-0.25), 'HOME', score(1, 1))).toBe('HALF_LOSE');
    expect(grade(ah(-0.25), 'AWAY', score(1, 1))).toBe('HALF_WIN');
    expect(grade(ah(0.75), 'HOME', score(0, 1))).toBe('HALF_LOSE');
    expect(grade(ah(-0.75), 'HOME', score(2, 1))).toBe('HALF_WIN');
    expect(grade(ah(-1), 'HOME', score(2, 1))).toBe('PUSH');
    expect(grade(ah(-1.5), 'HOME', score(2, 1))).toBe('LOSE');
    expect(grade(ou(2.25), 'OVER', score(1, 1))).toBe('HALF_LOSE');
    expect(grade(ou(2.75), 'OVER', score(2, 1))).toBe('HALF_WIN');
    expect(grade(ou(2.5), 'UNDER', score(2, 0))).toBe('WIN');
  });
});

describe('other markets', () => {
  const m = (kind: Market['kind'], extra: Partial<Market> = {}): Market => ({ kind, selections: selectionsOf(kind), ...extra });

  test('1X2, both teams to score and correct score read the score', () => {
    expect(grade(m('MATCH_RESULT'), 'DRAW', score(2, 2))).toBe('WIN');
    expect(grade(m('MATCH_RESULT'), 'HOME', score(2, 2))).toBe('LOSE');
    expect(grade(m('MATCH_RESULT'), 'AWAY', score(0, 1))).toBe('WIN');
    expect(grade(m('BOTH_TEAMS_TO_SCORE'), 'YES', score(1, 1))).toBe('WIN');
    expect(grade(m('BOTH_TEAMS_TO_SCORE'), 'NO', score(3, 0))).toBe('WIN');
    expect(grade(m('BOTH_TEAMS_TO_SCORE'), 'YES', score(3, 0))).toBe('LOSE');
    const cs = m('CORRECT_SCORE', { selections: ['1-0', '2-1', 'OTHER'] });
    expect(grade(cs, '2-1', score(2, 1))).toBe('WIN');
    expect(grade(cs, 'OTHER', score(2, 1))).toBe('LOSE');
    expect(grade(cs, 'OTHER', score(5, 4))).toBe('WIN');
    expect(grade(cs, '1-0', score(5, 4))).toBe('LOSE');
  });

  test('two-way winners void on a draw; a map or innings not played voids', () => {
    expect(grade(m('MATCH_WINNER'), 'HOME', score(1, 1))).toBe('VOID');
    expect(grade(m('MATCH_WINNER'), 'AWAY', score(1, 2))).toBe('WIN');
    expect(grade(m('MATCH_WINNER'), 'AWAY', { score: { home: 2, away: 1 }, winner: 'AWAY' })).toBe('WIN');
    expect(grade(m('CRICKET_WINNER'), 'HOME', { winner: 'DRAW' })).toBe('VOID');
    expect(grade(m('CRICKET_WINNER'), 'HOME', { winner: 'HOME' })).toBe('WIN');
    const bo3: EventResult = { maps: ['HOME', 'AWAY', 'HOME'] };
    expect(grade(m('MAP_WINNER'), 'HOME', bo3)).toBe('WIN');
    expect(grade(m('MAP_WINNER', { period: 2 }), 'HOME', bo3)).toBe('LOSE');
    expect(grade(m('MAP_WINNER', { period: 3 }), 'AWAY', { maps: ['HOME', 'HOME'] })).toBe('VOID');
    expect(grade(m('MAP_WINNER'), 'AWAY', { maps: ['HOME', 'AWAY'] })).toBe('VOID');
    expect(grade(m('MAP_HANDICAP', { line: -1.5 }), 'HOME', bo3)).toBe('LOSE');
    expect(grade(m('MAP_HANDICAP', { line: -1.5 }), 'AWAY', bo3)).toBe('WIN');
    const runs = m('INNINGS_RUNS', { line: 165.5, period: 2 });
    expect(grade(runs, 'OVER', { innings: [150, 170] })).toBe('WIN');
    expect(grade(runs, 'UNDER', { innings: [150] })).toBe('VOID');
  });

  test('a cockfight draw wins the draw bet and refunds meron and wala', () => {
    const fight = m('COCKFIGHT_WINNER');
    expect(['MERON', 'WALA', 'DRAW'].map((s) => grade(fight, s, { winner: 'DRAW' }))).toEqual(['VOID', 'VOID', 'WIN']);
    expect(['MERON', 'WALA', 'DRAW'].map((s) => grade(fight, s, { winner: 'HOME' }))).toEqual(['WIN', 'LOSE', 'LOSE']);
    expect(['MERON', 'WALA', 'DRAW'].map((s) => grade(fight, s, { winner: 'AWAY' }))).toEqual(['LOSE', 'WIN', 'LOSE']);
  });

  test('a cancelled event voids every selection; a result missing what the market reads throws', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(['MATCH_RESULT', 'BOTH_TEAMS_TO_SCORE', 'COCKFIGHT_WINNER'] as const)), (kind) => {
        for (const s of selectionsOf(kind)) expect(grade(m(kind), s, { cancelled: true })).toBe('VOID');
      }),
    );
    expect(() => grade(m('MATCH_RESULT'), 'HOME', { winner: 'HOME' })).toThrow(/score/);
    expect(() => grade(m('MATCH_RESULT'), 'YES', score(1, 0))).toThrow(/not a selection/);
  });

  test('a market is checked: lines in quarters where the kind has one, periods, selections', () => {
    expect(checkMarket(ah(-0.25))).toBeNull();
    expect(checkMarket(m('CORRECT_SCORE'))).toBeNull();
    expect(checkMarket(m('INNINGS_RUNS', { line: 150.5, period: 1 }))).toBeNull();
    expect(checkMarket(ah(-0.3))).toBe('SPORTS_MARKET_LINE');
    expect(checkMarket(m('ASIAN_HANDICAP'))).toBe('SPORTS_MARKET_LINE');
    expect(checkMarket(m('MATCH_RESULT', { line: 1 }))).toBe('SPORTS_MARKET_LINE');
    expect(checkMarket(ou(-0.5))).toBe('SPORTS_MARKET_LINE');
    expect(checkMarket(m('INNINGS_RUNS', { line: 150.5 }))).toBe('SPORTS_MARKET_PERIOD');
    expect(checkMarket(m('MATCH_RESULT', { period: 1 }))).toBe('SPORTS_MARKET_PERIOD');
    expect(checkMarket(m('MATCH_RESULT', { selections: ['HOME', 'HOME'] }))).toBe('SPORTS_MARKET_SELECTIONS');
    expect(checkMarket(m('MATCH_RESULT', { selections: ['HOME', 'YES'] }))).toBe('SPORTS_MARKET_SELECTIONS');
    expect(checkMarket(m('CORRECT_SCORE', { selections: ['1-0', 'X'] }))).toBe('SPORTS_MARKET_SELECTIONS');
  });
});
