import type { Grade } from './markets';
import { ODDS_UNIT, type Odds } from './odds';
import { applyRatio, assertStake, legFactor, multiply, ONE, type Ratio } from './settle';

/**
 * Cash-out of an open bet. The fair value is the stake times, for each leg, its settled factor
 * (a won leg its odds, a void 1, … as in settlement) or, while its market is open, placed odds /
 * current odds; the offer is that less a margin, never more than the bet could still return. A
 * lost leg, a suspended market or a bet with no open leg has no offer.
 */

/** A leg already graded, or still open with its market's current price (null: suspended or closed). */
export type CashOutLeg = { odds: Odds; grade: Grade } | { odds: Odds; current: Odds | null };

export interface OpenBet {
  /** Minor units still staked. */
  stake: number;
  legs: readonly CashOutLeg[];
  /** The bet's maximum payout (minor units), Infinity for none. */
  maxPayout: number;
}

const BP = 10_000n;
const isOpen = (leg: CashOutLeg): leg is { odds: Odds; current: Odds | null } => 'current' in leg;

/**
 * What one minor unit of stake is offered, as an exact fraction: min(fair × (1 − margin), capped
 * potential / stake). Null when there is no offer.
 */
export function cashOutRate(bet: OpenBet, marginBp: number): Ratio | null {
  assertStake(bet.stake, bet.maxPayout);
  if (!Number.isInteger(marginBp) || marginBp < 0 || marginBp > 10_000)
    throw new RangeError('The margin is 0–10,000 basis points.');
  if (!bet.legs.some(isOpen)) return null;
  let fair = ONE;
  let potential = ONE;
  for (const leg of bet.legs) {
    if (isOpen(leg)) {
      if (leg.current === null) return null;
      fair = multiply(fair, { num: BigInt(leg.odds), den: BigInt(leg.current) });
      potential = multiply(potential, { num: BigInt(leg.odds), den: BigInt(ODDS_UNIT) });
    } else {
      const f = legFactor(leg.odds, leg.grade);
      if (f.num === 0n) return null;
      fair = multiply(fair, f);
      potential = multiply(potential, f);
    }
  }
  const offered = multiply(fair, { num: BP - BigInt(marginBp), den: BP });
  if (Number.isFinite(bet.maxPayout)) {
    // The capped potential per unit of stake: maxPayout / stake when the cap binds.
    const capped = { num: BigInt(bet.maxPayout), den: BigInt(bet.stake) };
    if (capped.num * potential.den < potential.num * capped.den) potential = capped;
  }
  return offered.num * potential.den <= potential.num * offered.den ? offered : potential;
}

/** The offer for the whole bet in minor units (rounded down), or null. */
export function cashOutOffer(bet: OpenBet, marginBp: number): number | null {
  const rate = cashOutRate(bet, marginBp);
  return rate && applyRatio(bet.stake, rate);
}

/**
 * Cashing out `part` of the stake (1 ≤ part ≤ stake): the offer for that part, and what stays, a
 * bet with the rest of the stake, the same legs and a cap reduced in proportion (rounded down),
 * so two partial cash-outs never get more than one full one.
 */
export function partialCashOut(
  bet: OpenBet,
  part: number,
  marginBp: number,
): { offer: number; remaining: OpenBet | null } | null {
  if (!Number.isSafeInteger(part) || part < 1 || part > bet.stake) throw new RangeError('The part is 1 to the whole stake.');
  const rate = cashOutRate(bet, marginBp);
  if (!rate) return null;
  const rest = bet.stake - part;
  const maxPayout = Number.isFinite(bet.maxPayout)
    ? applyRatio(rest, { num: BigInt(bet.maxPayout), den: BigInt(bet.stake) })
    : Infinity;
  return { offer: applyRatio(part, rate), remaining: rest > 0 ? { ...bet, stake: rest, maxPayout } : null };
}
