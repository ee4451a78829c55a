import type { Grade } from './markets';
import { ODDS_UNIT, type Odds } from './odds';

/**
 * What a bet returns, stake included, in minor units. Every amount is computed exactly (BigInt
 * fractions) and rounded down once, at the end, to the minor unit: the player never gets more
 * than the odds say, and loses less than one minor unit to rounding on a bet.
 */

/** A fraction num / den, exact. */
export type Ratio = { num: bigint; den: bigint };

const UNIT = BigInt(ODDS_UNIT);

/** What one unit staked on a leg returns: WIN o, HALF_WIN (1 + o) / 2, PUSH and VOID 1, HALF_LOSE 1/2, LOSE 0. */
export function legFactor(odds: Odds, grade: Grade): Ratio {
  const o = BigInt(odds);
  switch (grade) {
    case 'WIN':
      return { num: o, den: UNIT };
    case 'HALF_WIN':
      return { num: o + UNIT, den: 2n * UNIT };
    case 'PUSH':
    case 'VOID':
      return { num: 1n, den: 1n };
    case 'HALF_LOSE':
      return { num: 1n, den: 2n };
    case 'LOSE':
      return { num: 0n, den: 1n };
  }
}

export const multiply = (a: Ratio, b: Ratio): Ratio => ({ num: a.num * b.num, den: a.den * b.den });
export const ONE: Ratio = { num: 1n, den: 1n };

/** floor(stake × ratio), exact, at most `cap`; throws past the safe integers (a bet then needs a cap). */
export function applyRatio(stake: number, r: Ratio, cap = Infinity): number {
  const raw = (BigInt(stake) * r.num) / r.den;
  if (Number.isFinite(cap) && raw > BigInt(cap)) return cap;
  if (raw > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError('The amount passes the safe integers: give the bet a maximum payout.');
  return Number(raw);
}

/** Placement keeps this, and settlement relies on it: whole minor units, at least 1, and a cap (whole, if any) not below the stake. */
export function assertStake(stake: number, maxPayout: number): void {
  if (!Number.isSafeInteger(stake) || stake < 1) throw new RangeError('A stake is a whole number of minor units ≥ 1.');
  if (!(maxPayout >= stake) || (maxPayout !== Infinity && !Number.isSafeInteger(maxPayout)))
    throw new RangeError('The maximum payout of a bet is at least its stake.');
}

/** The return of a single: WIN stake × odds, HALF_WIN half of it plus half the stake, PUSH/VOID the stake, HALF_LOSE half, LOSE 0; rounded down; capped. */
export function settleSingle(stake: number, odds: Odds, grade: Grade, maxPayout = Infinity): number {
  return settleParlay(stake, [{ odds, grade }], maxPayout);
}

export interface GradedLeg {
  odds: Odds;
  grade: Grade;
}

/**
 * The return of a parlay (or of a single, one leg): the stake times the product of the legs'
 * factors (a void or pushed leg counts 1, so a parlay of voids returns the stake), rounded down
 * once, at most `maxPayout`.
 */
export function settleParlay(stake: number, legs: readonly GradedLeg[], maxPayout = Infinity): number {
  assertStake(stake, maxPayout);
  const factor = legs.reduce((r, leg) => multiply(r, legFactor(leg.odds, leg.grade)), ONE);
  return applyRatio(stake, factor, maxPayout);
}

/** What a bet returns if every leg wins, at most `maxPayout` (the slip's potential return). */
export function potentialReturn(stake: number, odds: readonly Odds[], maxPayout = Infinity): number {
  return settleParlay(
    stake,
    odds.map((o) => ({ odds: o, grade: 'WIN' as const })),
    maxPayout,
  );
}

/** The most legs a parlay takes. */
export const MAX_PARLAY_LEGS = 10;

export type ParlayError = 'SPORTS_PARLAY_TOO_FEW_LEGS' | 'SPORTS_PARLAY_TOO_MANY_LEGS' | 'SPORTS_PARLAY_SAME_EVENT';

/** Why legs cannot make a parlay (null when they can): 2 to 10 legs, no two of one event. */
export function checkParlay(legs: readonly { eventId: string }[]): ParlayError | null {
  if (legs.length < 2) return 'SPORTS_PARLAY_TOO_FEW_LEGS';
  if (legs.length > MAX_PARLAY_LEGS) return 'SPORTS_PARLAY_TOO_MANY_LEGS';
  if (new Set(legs.map((l) => l.eventId)).size !== legs.length) return 'SPORTS_PARLAY_SAME_EVENT';
  return null;
}
