import type { SportsCashOutOffer } from '@jade/contract/sportsbook';
import { partialCashOut, type CashOutLeg, type OpenBet } from '@jade/engines/sportsbook/cashout';
import type { Grade } from '@jade/engines/sportsbook/index';

/**
 * A bet's cash-out offer from its legs as the book holds them now (the engine's `partialCashOut`
 * with the book's margin): only an OPEN bet with stake still running; an ungraded leg counts at its
 * selection's current price only while its market is OPEN and its event takes bets (SCHEDULED or
 * LIVE), else it has no price and the bet no offer. The same function prices the list of my bets,
 * the live `sportsCashOut` messages and the acceptance under the locks.
 */

export type OfferLeg = {
  /** The odds the leg was taken at. */
  odds: number;
  grade: Grade | null;
  /** The selection's current odds, its market's and its event's state. */
  current: number;
  marketState: string;
  eventState: string;
};

export type OfferBet = { status: string; stake: number; cashedStake: number; maxPayout: number };

const priced = (l: OfferLeg) => l.marketState === 'OPEN' && (l.eventState === 'LIVE' || l.eventState === 'SCHEDULED');

/** The bet as the engine reads it (its running stake and potential return), or null when it has none running. */
export function openBet(bet: OfferBet, legs: readonly OfferLeg[]): OpenBet | null {
  const stake = bet.stake - bet.cashedStake;
  if (bet.status !== 'OPEN' || stake <= 0 || bet.maxPayout <= 0) return null;
  const engineLegs: CashOutLeg[] = legs.map((l) =>
    l.grade ? { odds: l.odds, grade: l.grade } : { odds: l.odds, current: priced(l) ? l.current : null },
  );
  return { stake, legs: engineLegs, maxPayout: bet.maxPayout };
}

/**
 * Cashing out `part` of the running stake (all of it when absent): what it pays and the potential
 * return left on the rest (0 for a full cash-out); null when there is no offer (or it is 0).
 */
export function cashOutPart(open: OpenBet, part: number, marginBp: number) {
  const r = partialCashOut(open, part, marginBp);
  if (!r || r.offer < 1) return null;
  return { amount: r.offer, full: r.remaining === null, restMaxPayout: r.remaining?.maxPayout ?? 0 };
}

/** The offer for the whole running stake, as the member sees it (SportsCashOutOffer), or null. */
export function offerOf(bet: OfferBet, legs: readonly OfferLeg[], marginBp: number): SportsCashOutOffer | null {
  const open = openBet(bet, legs);
  const r = open && cashOutPart(open, open.stake, marginBp);
  return r ? { amount: r.amount, stake: open.stake } : null;
}
