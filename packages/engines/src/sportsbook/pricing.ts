import { grade, type Grade, type Market } from './markets';
import { ODDS_UNIT, type Odds } from './odds';

/**
 * Pricing for the simulated feed: true probabilities become offered odds with a margin. Floating
 * point is fine here (a price is a choice, not money); the odds leave as whole ten-thousandths.
 */

/** The range of odds the book offers: 1.01 to 1000. */
export const MIN_OFFERED_ODDS = 10_100;
export const MAX_OFFERED_ODDS = 10_000_000;

const clamp = (o: number) => Math.min(MAX_OFFERED_ODDS, Math.max(MIN_OFFERED_ODDS, o));

/**
 * Offered odds of a selection whose effective probability is `p` with a margin of `marginBp`
 * basis points (500 = 5 % overround): 1 / (p × (1 + margin)), rounded down to the ten-thousandth,
 * clamped to [1.01, 1000]. For a market whose probabilities sum to 1, the implied probabilities of
 * its offered odds sum to 1 + margin (a little more by the rounding down).
 */
export function offeredOdds(p: number, marginBp: number): Odds {
  if (!(p > 0)) return MAX_OFFERED_ODDS;
  return clamp(Math.floor((ODDS_UNIT * 10_000) / (p * (10_000 + marginBp)) + 1e-9));
}

/** Offered odds of each probability. */
export const priceOdds = (probabilities: readonly number[], marginBp: number): Odds[] =>
  probabilities.map((p) => offeredOdds(p, marginBp));

/** The probability each grade has for a selection. */
export type GradeDistribution = Partial<Record<Grade, number>>;

/**
 * The effective probability of a selection with pushes and halves: 1 / its fair odds, the odds at
 * which it returns the stake on average: W·o + P + V + HW·(1 + o)/2 + HL/2 = 1.
 */
export function effectiveProbability(d: GradeDistribution): number {
  const win = (d.WIN ?? 0) + (d.HALF_WIN ?? 0) / 2;
  const back = 1 - (d.PUSH ?? 0) - (d.VOID ?? 0) - (d.HALF_WIN ?? 0) / 2 - (d.HALF_LOSE ?? 0) / 2;
  return back > 0 ? win / back : 0;
}

/** The chance of 0, 1, … `max` goals at rate `rate`, cut at `max` and scaled back to sum 1. */
export function poisson(rate: number, max: number): number[] {
  const ps: number[] = [];
  let p = Math.exp(-rate);
  for (let k = 0; k <= max; k++) {
    ps.push(p);
    p = (p * rate) / (k + 1);
  }
  const sum = ps.reduce((a, b) => a + b, 0);
  return ps.map((x) => x / sum);
}

/** The chance of each score [home][away]: independent Poisson goals, truncated at `maxGoals`. */
export type ScoreMatrix = number[][];

export function scoreMatrix(homeRate: number, awayRate: number, maxGoals = 10): ScoreMatrix {
  if (!(homeRate >= 0 && awayRate >= 0)) throw new RangeError('Goal rates are ≥ 0.');
  const h = poisson(homeRate, maxGoals);
  const a = poisson(awayRate, maxGoals);
  return h.map((ph) => a.map((pa) => ph * pa));
}

/** Each selection's grade distribution on a market read from the score, over the score matrix. */
export function gradeDistributions(matrix: ScoreMatrix, market: Market): Record<string, GradeDistribution> {
  const out: Record<string, GradeDistribution> = Object.fromEntries(market.selections.map((s) => [s, {}]));
  matrix.forEach((row, home) =>
    row.forEach((p, away) => {
      for (const s of market.selections) {
        const g = grade(market, s, { score: { home, away } });
        out[s]![g] = (out[s]![g] ?? 0) + p;
      }
    }),
  );
  return out;
}

/** Each selection's effective probability on a score market (1X2, handicap, totals, both score, correct score). */
export function footballProbabilities(matrix: ScoreMatrix, market: Market): Record<string, number> {
  const dists = gradeDistributions(matrix, market);
  return Object.fromEntries(Object.entries(dists).map(([s, d]) => [s, effectiveProbability(d)]));
}

/** Offered odds of each selection of a score market from the model, with the margin. */
export function priceFootballMarket(matrix: ScoreMatrix, market: Market, marginBp: number): Record<string, Odds> {
  const probs = footballProbabilities(matrix, market);
  return Object.fromEntries(Object.entries(probs).map(([s, p]) => [s, offeredOdds(p, marginBp)]));
}
