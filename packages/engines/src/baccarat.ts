import type { BetOf } from '@jade/contract/games';
import type { Engine, Rng } from './types';

/**
 * Punto Banco with the standard tableau. Cards come from an INFINITE deck: every card is drawn
 * independently, its rank uniform over the 13 ranks (A=1, 2–9 face value, 10/J/Q/K = 0); suits do
 * not exist. This keeps the verify page simple (no shoe state between rounds) and makes the RTP an
 * exact enumeration of 13^6 sequences; it differs slightly from an 8-deck shoe.
 *
 * Random-stream order: one `rng.int(13)` per card, in dealing order — player 1, banker 1, player 2,
 * banker 2, then the player's third card (only if drawn), then the banker's third card (only if
 * drawn). So a round uses 4, 5 or 6 draws. A draw of r gives the rank r + 1 (1 = A … 13 = K).
 */

export type BaccaratBet = BetOf<'baccarat'>;
export type BaccaratOutcome = 'player' | 'banker' | 'tie';
export type BaccaratDetail = {
  /** Ranks 1..13 (1 = A, 11 = J, 12 = Q, 13 = K), in dealing order. */
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  outcome: BaccaratOutcome;
};

/**
 * Exact RTP of each bet kind in basis points (rounded to the nearest), from enumerating all 13^6
 * card sequences (see baccarat.test.ts): player 9877 (98.772 %), banker 9894 (98.936 %, at stakes
 * where 95 % of the stake is a whole number — multiples of 20; smaller stakes lose the fraction),
 * tie 8588 (85.883 %).
 */
export const BACCARAT_RTP_BP = { player: 9877, banker: 9894, tie: 8588 } as const;

/** Baccarat value of a rank 1..13. */
export const cardValue = (rank: number) => (rank >= 10 ? 0 : rank);

/** The banker's third-card rule, given its two-card total and the player's third card (null if the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const p = cardValue(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

/** Deals one coup from a source of ranks (1..13), in dealing order. */
export function dealCoup(draw: () => number): BaccaratDetail {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const total = (cards: number[]) => cards.reduce((s, c) => s + cardValue(c), 0) % 10;
  let pt = total(player);
  let bt = total(banker);
  if (pt < 8 && bt < 8) {
    let third: number | null = null;
    if (pt <= 5) {
      third = draw();
      player.push(third);
      pt = total(player);
    }
    if (bankerDraws(bt, third)) {
      banker.push(draw());
      bt = total(banker);
    }
  }
  const outcome: BaccaratOutcome = pt > bt ? 'player' : bt > pt ? 'banker' : 'tie';
  return { player, banker, playerTotal: pt, bankerTotal: bt, outcome };
}

/** Total paid back for a bet on a finished coup (stake returns included). */
export function baccaratWin(bet: BaccaratBet, outcome: BaccaratOutcome): number {
  if (outcome === 'tie') return bet.player + bet.banker + bet.tie * 9;
  if (outcome === 'player') return bet.player * 2;
  return bet.banker + Math.floor((bet.banker * 95) / 100);
}

export const baccarat: Engine<BaccaratBet, Record<string, unknown>, BaccaratDetail> = {
  stakeOf: (bet) => bet.player + bet.banker + bet.tie,
  check: (_params, bet) => (bet.player + bet.banker + bet.tie > 0 ? null : 'Place a stake on player, banker or tie.'),
  play(_params, bet, rng: Rng) {
    const detail = dealCoup(() => rng.int(13) + 1);
    const { playerTotal: p, bankerTotal: b, outcome } = detail;
    const result =
      outcome === 'tie' ? `Tie ${p} – ${b}` : outcome === 'banker' ? `Banker ${b} – Player ${p}` : `Player ${p} – Banker ${b}`;
    return { win: baccaratWin(bet, outcome), result, detail };
  },
};
