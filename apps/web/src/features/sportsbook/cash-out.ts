import type { SportsBet } from '@jade/contract/sportsbook';

type Offer = NonNullable<SportsBet['cashOut']>;

/** What the book offers for a part of the running stake (the contract's rule: floor(part × amount / stake)). */
export const partOffer = (offer: Offer, part: number) => Math.floor((part * offer.amount) / offer.stake);

/** A part the member may cash out: a whole number of minor units above 0 and below the running stake (all of it is the full cash-out). */
export const isPart = (offer: Offer, part: number | null): part is number =>
  part !== null && Number.isInteger(part) && part > 0 && part < offer.stake && partOffer(offer, part) >= 1;
