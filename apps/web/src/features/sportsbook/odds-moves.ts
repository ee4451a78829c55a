import { oddsMove } from '@jade/engines/sportsbook/odds';
import type { SportsMarket } from '@jade/contract/sportsbook';

export type Move = 'UP' | 'DOWN';

/** Every selection's price of an event's markets. */
export function pricesOf(markets: readonly SportsMarket[]): Map<number, number> {
  return new Map(markets.flatMap((m) => m.selections.map((s) => [s.id, s.odds] as const)));
}

/**
 * The selections whose price moved between two reads (up or down); a selection new in the second
 * read has no move. The page highlights them until the next change.
 */
export function oddsMoves(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): Map<number, Move> {
  const moves = new Map<number, Move>();
  for (const [id, odds] of after) {
    const prev = before.get(id);
    if (prev === undefined) continue;
    const move = oddsMove(prev, odds);
    if (move !== 'SAME') moves.set(id, move);
  }
  return moves;
}
