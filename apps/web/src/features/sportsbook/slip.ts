import { checkParlay, MAX_PARLAY_LEGS, potentialReturn } from '@jade/engines/sportsbook/settle';
import type { SportsEvent, SportsMarket } from '@jade/contract/sportsbook';

/** One pick of the slip: the selection, what it belongs to (for the label and the parlay rules) and the odds seen. */
export type SlipLeg = {
  selectionId: number;
  marketId: number;
  eventId: number;
  vendor: SportsEvent['vendor'];
  home: string;
  away: string;
  kind: SportsMarket['kind'];
  line: number | null;
  period: number | null;
  code: string;
  /** The price the member saw (ten-thousandths): what the bet asks for. */
  odds: number;
};

export type SlipMode = 'SINGLES' | 'PARLAY';

/** Why the picks cannot make one parlay (the server's own codes), or null when they can. */
export type ParlayRefusal =
  'SPORTS_PARLAY_TOO_FEW_LEGS' | 'SPORTS_PARLAY_TOO_MANY_LEGS' | 'SPORTS_PARLAY_SAME_EVENT' | 'SPORTS_PARLAY_MIXED_VENDORS';

/** The most picks the slip holds (a parlay's most legs; singles take as many). */
export const MAX_SLIP_LEGS = MAX_PARLAY_LEGS;

/**
 * A click on a selection: picked again, it leaves the slip; otherwise it joins it, in place of
 * another selection of the same market (one market has one outcome). A full slip takes no more.
 */
export function toggleLeg(legs: readonly SlipLeg[], leg: SlipLeg): SlipLeg[] {
  if (legs.some((l) => l.selectionId === leg.selectionId)) return legs.filter((l) => l.selectionId !== leg.selectionId);
  const kept = legs.filter((l) => l.marketId !== leg.marketId);
  if (kept.length >= MAX_SLIP_LEGS) return [...legs];
  return [...kept, leg];
}

/**
 * Why these picks cannot be one parlay: fewer than 2 or more than 10 legs, two legs of one event
 * (the outcomes of one match depend on each other, so their odds cannot be multiplied), or legs of
 * two vendors (each vendor's book settles its own bets).
 */
export function parlayRefusal(legs: readonly SlipLeg[]): ParlayRefusal | null {
  const why = checkParlay(legs.map((l) => ({ eventId: String(l.eventId) })));
  if (why) return why;
  return new Set(legs.map((l) => l.vendor)).size > 1 ? 'SPORTS_PARLAY_MIXED_VENDORS' : null;
}

/** The event ids that appear in more than one leg (the legs a parlay refuses, marked in the slip). */
export function clashingEvents(legs: readonly SlipLeg[]): Set<number> {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const l of legs) (seen.has(l.eventId) ? twice : seen).add(l.eventId);
  return twice;
}

/** The parlay's odds: the product of its legs' odds, ten-thousandths, rounded down (as the server shows it). */
export function parlayOdds(legs: readonly SlipLeg[]): number {
  return legs.length === 0
    ? 0
    : Math.floor(
        potentialReturn(
          10_000 * 10_000,
          legs.map((l) => l.odds),
        ) / 10_000,
      );
}

/** What a stake returns if every leg wins (stake included, minor units, rounded down); 0 without a stake. */
export function slipReturn(stake: number, odds: readonly number[]): number {
  if (!Number.isInteger(stake) || stake <= 0 || odds.length === 0) return 0;
  return potentialReturn(stake, odds);
}

/** The bets the slip places: each single with its own stake, or one parlay of every leg. */
export type SlipBet = { legs: SlipLeg[]; stake: number };

export function slipBets(
  mode: SlipMode,
  legs: readonly SlipLeg[],
  stakes: Readonly<Record<number, number | null>>,
  parlayStake: number | null,
): SlipBet[] {
  if (mode === 'PARLAY') return parlayStake && parlayStake > 0 ? [{ legs: [...legs], stake: parlayStake }] : [];
  return legs.flatMap((l) => {
    const stake = stakes[l.selectionId];
    return stake && stake > 0 ? [{ legs: [l], stake }] : [];
  });
}

/** The slip's total stake and potential return. */
export function slipTotals(bets: readonly SlipBet[]): { stake: number; toReturn: number } {
  return bets.reduce(
    (t, b) => ({
      stake: t.stake + b.stake,
      toReturn:
        t.toReturn +
        slipReturn(
          b.stake,
          b.legs.map((l) => l.odds),
        ),
    }),
    { stake: 0, toReturn: 0 },
  );
}

/**
 * The new prices an odds-changed refusal carries (`legs.<i>.odds` → the price now), applied to the
 * bet's legs: the member sees them and accepts them by placing again.
 */
export function repriced(legs: readonly SlipLeg[], moved: readonly { path: string; message: string }[]): SlipLeg[] {
  const byIndex = new Map<number, number>();
  for (const m of moved) {
    const i = /^legs\.(\d+)\.odds$/.exec(m.path);
    const odds = Number(m.message);
    if (i && Number.isInteger(odds) && odds > 10_000) byIndex.set(Number(i[1]), odds);
  }
  return legs.map((l, i) => (byIndex.has(i) ? { ...l, odds: byIndex.get(i)! } : l));
}
