import { betUnits, type SlotParams } from './engine';

/** Line-bet mantissas per decade, tried from the friendliest until there are enough levels. */
const TIERS = [
  [1, 2, 5],
  [1, 2, 3, 4, 5, 6, 8],
];
const MIN_LEVELS = 8;
const MAX_LEVELS = 15;

function lineBets(mantissas: number[], lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let decade = 1; decade <= hi; decade *= 10) {
    for (const m of mantissas) if (m * decade >= lo && m * decade <= hi) out.push(m * decade);
  }
  return out;
}

/**
 * Stakes the bet selector offers: lineBet × betUnits for friendly line bets (1-2-5, then finer) with
 * minBet ≤ stake ≤ maxBet, ascending, thinned evenly to at most 15. Never empty: when nothing fits,
 * the one level is the smallest multiple of betUnits ≥ minBet (even if above maxBet).
 */
export function stakeLevels(params: Pick<SlotParams, 'profile' | 'lines'>, minBet: number, maxBet: number): number[] {
  const units = betUnits(params);
  const lo = Math.max(1, Math.ceil(minBet / units));
  const hi = Math.floor(maxBet / units);
  let bets: number[] = [];
  for (const tier of TIERS) {
    bets = lineBets(tier, lo, hi);
    if (bets.length >= MIN_LEVELS) break;
  }
  if (bets.length < MIN_LEVELS && hi - lo + 1 > bets.length) {
    bets = Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);
  }
  if (bets.length > MAX_LEVELS) {
    const all = bets;
    bets = Array.from({ length: MAX_LEVELS }, (_, i) => all[Math.round((i * (all.length - 1)) / (MAX_LEVELS - 1))]!);
  }
  if (bets.length === 0) bets = [lo];
  return bets.map((b) => b * units);
}
