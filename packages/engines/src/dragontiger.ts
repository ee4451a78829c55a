import type { BetOf } from '@jade/contract/games';
import type { Engine } from './types';

/**
 * Dragon tiger: one card each, the higher rank wins (A = 1 low … K = 13 high). Cards come from an
 * INFINITE deck — each rank uniform of 13, suits irrelevant — so a tie has probability exactly 1/13.
 *
 * Random-stream order: `rng.int(13)` for the dragon card, then `rng.int(13)` for the tiger card
 * (a draw of r is rank r + 1). Always 2 draws.
 */

export type DragonTigerBet = BetOf<'dragontiger'>;
export type DragonTigerOutcome = 'dragon' | 'tiger' | 'tie';
export type DragonTigerDetail = { dragon: number; tiger: number; outcome: DragonTigerOutcome };

/**
 * Exact RTP per bet kind in basis points (rounded to the nearest): dragon/tiger 12.5/13 = 96.154 %
 * (at even stakes; an odd stake loses the half unit on a tie), tie 12/13 = 92.308 %.
 */
export const DRAGONTIGER_RTP_BP = { dragon: 9615, tiger: 9615, tie: 9231 } as const;

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** Display name of a rank 1..13. */
export const rankName = (rank: number) => RANKS[rank] ?? '?';

/** Total paid back (stake returns included): 1:1 on the winner, half of dragon/tiger back on a tie, tie 11:1. */
export function dragonTigerWin(bet: DragonTigerBet, outcome: DragonTigerOutcome): number {
  if (outcome === 'tie') return Math.floor(bet.dragon / 2) + Math.floor(bet.tiger / 2) + bet.tie * 12;
  return outcome === 'dragon' ? bet.dragon * 2 : bet.tiger * 2;
}

export const dragontiger: Engine<DragonTigerBet, Record<string, unknown>, DragonTigerDetail> = {
  stakeOf: (bet) => bet.dragon + bet.tiger + bet.tie,
  check: (_params, bet) => (bet.dragon + bet.tiger + bet.tie > 0 ? null : 'Place a stake on dragon, tiger or tie.'),
  play(_params, bet, rng) {
    const dragon = rng.int(13) + 1;
    const tiger = rng.int(13) + 1;
    const outcome: DragonTigerOutcome = dragon > tiger ? 'dragon' : tiger > dragon ? 'tiger' : 'tie';
    const d = rankName(dragon);
    const t = rankName(tiger);
    const result =
      outcome === 'tie' ? `Tie ${d} – ${t}` : outcome === 'dragon' ? `Dragon ${d} – Tiger ${t}` : `Tiger ${t} – Dragon ${d}`;
    return { win: dragonTigerWin(bet, outcome), result, detail: { dragon, tiger, outcome } };
  },
};
