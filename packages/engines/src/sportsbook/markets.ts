/**
 * Markets of the book and how a selection is graded against a result. Lines (handicaps, totals)
 * are numbers in multiples of 0.25, exact in binary floating point, so their arithmetic is exact.
 */

export const MARKET_KINDS = [
  'MATCH_RESULT',
  'ASIAN_HANDICAP',
  'OVER_UNDER',
  'BOTH_TEAMS_TO_SCORE',
  'CORRECT_SCORE',
  'MATCH_WINNER',
  'MAP_HANDICAP',
  'MAP_WINNER',
  'CRICKET_WINNER',
  'INNINGS_RUNS',
  'COCKFIGHT_WINNER',
] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

export const GRADES = ['WIN', 'LOSE', 'PUSH', 'HALF_WIN', 'HALF_LOSE', 'VOID'] as const;
export type Grade = (typeof GRADES)[number];

export type Side = 'HOME' | 'AWAY';

/** A market: its kind, its line and its selections' keys (the prices are the book's, not here). */
export interface Market {
  kind: MarketKind;
  /**
   * The home side's handicap (ASIAN_HANDICAP, MAP_HANDICAP; −0.25 = home gives a quarter, the
   * away side gets the opposite) or the total (OVER_UNDER, INNINGS_RUNS); a multiple of 0.25.
   */
  line?: number;
  /** Which map (MAP_WINNER of one map) or innings (INNINGS_RUNS), from 1. */
  period?: number;
  /** Correct score: `h-a` keys and `OTHER` (every score not listed); otherwise `selectionsOf`. */
  selections: readonly string[];
}

/** What an event ended with; a market reads the part it needs. */
export interface EventResult {
  /** Goals or points at the end (football, basketball, kabaddi…; sets for tennis, volleyball). */
  score?: { home: number; away: number };
  /** The winner of each map in order (e-sports). */
  maps?: readonly Side[];
  /** The runs of each innings in order (cricket). */
  innings?: readonly number[];
  /** The decided winner where the score does not say it: cricket; cockfight (HOME = meron, AWAY = wala). */
  winner?: Side | 'DRAW';
  /** No contest: every selection is void. */
  cancelled?: boolean;
}

/** The draw of a cockfight pays fixed odds: 8 to 1, decimal 9.00 (ten-thousandths). */
export const COCKFIGHT_DRAW_ODDS = 90_000;

const FIXED_SELECTIONS: Partial<Record<MarketKind, readonly string[]>> = {
  MATCH_RESULT: ['HOME', 'DRAW', 'AWAY'],
  ASIAN_HANDICAP: ['HOME', 'AWAY'],
  OVER_UNDER: ['OVER', 'UNDER'],
  BOTH_TEAMS_TO_SCORE: ['YES', 'NO'],
  MATCH_WINNER: ['HOME', 'AWAY'],
  MAP_HANDICAP: ['HOME', 'AWAY'],
  MAP_WINNER: ['HOME', 'AWAY'],
  CRICKET_WINNER: ['HOME', 'AWAY'],
  INNINGS_RUNS: ['OVER', 'UNDER'],
  COCKFIGHT_WINNER: ['MERON', 'WALA', 'DRAW'],
};

/** The selection keys of a kind (correct score: the scores 0-0 … n-n and OTHER). */
export function selectionsOf(kind: MarketKind, maxGoals = 4): string[] {
  const fixed = FIXED_SELECTIONS[kind];
  if (fixed) return [...fixed];
  const scores = Array.from({ length: (maxGoals + 1) ** 2 }, (_, i) => `${Math.floor(i / (maxGoals + 1))}-${i % (maxGoals + 1)}`);
  return [...scores, 'OTHER'];
}

const LINED: readonly MarketKind[] = ['ASIAN_HANDICAP', 'OVER_UNDER', 'MAP_HANDICAP', 'INNINGS_RUNS'];
const SCORE = /^(\d{1,2})-(\d{1,2})$/;

export type MarketError = 'SPORTS_MARKET_LINE' | 'SPORTS_MARKET_PERIOD' | 'SPORTS_MARKET_SELECTIONS';

/** Why a market is not well formed (null when it is). */
export function checkMarket(m: Market): MarketError | null {
  const lined = LINED.includes(m.kind);
  if (lined !== (m.line !== undefined)) return 'SPORTS_MARKET_LINE';
  if (m.line !== undefined && (!Number.isInteger(m.line * 4) || Math.abs(m.line) > 1000)) return 'SPORTS_MARKET_LINE';
  if ((m.kind === 'OVER_UNDER' || m.kind === 'INNINGS_RUNS') && m.line! < 0) return 'SPORTS_MARKET_LINE';
  const periodic = m.kind === 'INNINGS_RUNS' || m.kind === 'MAP_WINNER';
  if (m.period !== undefined && (!periodic || !Number.isInteger(m.period) || m.period < 1)) return 'SPORTS_MARKET_PERIOD';
  if (m.kind === 'INNINGS_RUNS' && m.period === undefined) return 'SPORTS_MARKET_PERIOD';
  const keys = new Set(m.selections);
  if (keys.size !== m.selections.length || keys.size < 2) return 'SPORTS_MARKET_SELECTIONS';
  const fixed = FIXED_SELECTIONS[m.kind];
  const ok = fixed ? m.selections.every((s) => fixed.includes(s)) : m.selections.every((s) => s === 'OTHER' || SCORE.test(s));
  return ok ? null : 'SPORTS_MARKET_SELECTIONS';
}

/**
 * A margin after the line (a multiple of 0.25 where whole goals meet quarter lines) graded the
 * Asian way: ≥ 0.5 win, 0.25 half win, 0 push, −0.25 half lose, ≤ −0.5 lose. A quarter line is two
 * half stakes on the neighbouring lines, and this is what they add up to.
 */
export function gradeMargin(margin: number): Grade {
  if (margin >= 0.5) return 'WIN';
  if (margin === 0.25) return 'HALF_WIN';
  if (margin === 0) return 'PUSH';
  if (margin === -0.25) return 'HALF_LOSE';
  return 'LOSE';
}

const winLose = (won: boolean): Grade => (won ? 'WIN' : 'LOSE');

function need<T>(value: T | undefined, what: string, kind: MarketKind): T {
  if (value === undefined) throw new RangeError(`A ${kind} market needs the result's ${what}.`);
  return value;
}

/** Home minus away: goals, or maps won. */
function handicapDiff(m: Market, r: EventResult): number {
  if (m.kind === 'MAP_HANDICAP' || m.kind === 'MAP_WINNER') {
    const maps = need(r.maps, 'maps', m.kind);
    return maps.filter((s) => s === 'HOME').length - maps.filter((s) => s === 'AWAY').length;
  }
  const s = need(r.score, 'score', m.kind);
  return s.home - s.away;
}

/** Two-way winner: a draw voids both sides. */
const twoWay = (selection: string, winner: Side | 'DRAW'): Grade => (winner === 'DRAW' ? 'VOID' : winLose(selection === winner));
const sideOf = (diff: number): Side | 'DRAW' => (diff > 0 ? 'HOME' : diff < 0 ? 'AWAY' : 'DRAW');

/**
 * How a selection of a market fares on a result. Rules: a cancelled event voids everything; two-way
 * markets (match winner, map winner, cricket winner) void on a draw or tie, and a map or innings
 * not played voids; a cockfight's meron and wala bets are refunded (void) on a draw, which only
 * the draw bet wins. Throws when the result lacks what the market needs.
 */
export function grade(m: Market, selection: string, r: EventResult): Grade {
  if (!m.selections.includes(selection)) throw new RangeError(`${selection} is not a selection of the market.`);
  if (r.cancelled) return 'VOID';
  switch (m.kind) {
    case 'MATCH_RESULT': {
      const s = need(r.score, 'score', m.kind);
      return winLose(selection === sideOf(s.home - s.away));
    }
    case 'ASIAN_HANDICAP':
    case 'MAP_HANDICAP': {
      const diff = handicapDiff(m, r);
      return gradeMargin(selection === 'HOME' ? diff + m.line! : -diff - m.line!);
    }
    case 'OVER_UNDER':
    case 'INNINGS_RUNS': {
      let total: number;
      if (m.kind === 'OVER_UNDER') {
        const s = need(r.score, 'score', m.kind);
        total = s.home + s.away;
      } else {
        const runs = need(r.innings, 'innings', m.kind)[m.period! - 1];
        if (runs === undefined) return 'VOID';
        total = runs;
      }
      return gradeMargin(selection === 'OVER' ? total - m.line! : m.line! - total);
    }
    case 'BOTH_TEAMS_TO_SCORE': {
      const s = need(r.score, 'score', m.kind);
      return winLose((s.home > 0 && s.away > 0) === (selection === 'YES'));
    }
    case 'CORRECT_SCORE': {
      const s = need(r.score, 'score', m.kind);
      const key = `${s.home}-${s.away}`;
      return winLose(selection === 'OTHER' ? !m.selections.includes(key) : selection === key);
    }
    case 'MATCH_WINNER': {
      if (r.winner) return twoWay(selection, r.winner);
      const s = need(r.score, 'score', m.kind);
      return twoWay(selection, sideOf(s.home - s.away));
    }
    case 'MAP_WINNER': {
      const maps = need(r.maps, 'maps', m.kind);
      if (m.period === undefined) return twoWay(selection, sideOf(handicapDiff(m, r)));
      const map = maps[m.period - 1];
      return map === undefined ? 'VOID' : winLose(selection === map);
    }
    case 'CRICKET_WINNER':
      return twoWay(selection, need(r.winner, 'winner', m.kind));
    case 'COCKFIGHT_WINNER': {
      const w = need(r.winner, 'winner', m.kind);
      if (selection === 'DRAW') return winLose(w === 'DRAW');
      return twoWay(selection === 'MERON' ? 'HOME' : 'AWAY', w);
    }
  }
}
