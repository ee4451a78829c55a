import type { BetOf } from '@jade/contract/games';
import { pickDistinct } from './rng';
import type { Outcome, Rng } from './types';

/**
 * Mines: a 5×5 field (tiles 0..24, row-major) hides `mines` mines. The player reveals tiles one by
 * one and may cash out after any safe reveal; a mine ends the round with nothing. Multi-step, so it
 * is not an `Engine`: the server deals, keeps the JSON state of the open round, and applies the
 * player's moves (the fairness receipt lists them as actions) — the verify page replays deal + moves.
 *
 * Random-stream order: only the deal draws — `pickDistinct(rng, 25, mines)`, i.e. `mines` draws,
 * draw i being `rng.int(25 − i)` (Fisher–Yates); the mine positions are stored sorted. Reveals and
 * cash-outs draw nothing.
 *
 * RTP: after k safe reveals the multiplier is 99 % of the fair odds C(25,k) / C(25−m,k), floored to a
 * basis point, so every "reveal k, then cash out" strategy returns 99 % minus less than 0.01 pp (and
 * minus the flooring of stake × multiplier to a minor unit: none when the stake is a multiple of
 * 10,000; up to P(survive)/stake otherwise).
 */

export type MinesBet = BetOf<'mines'>;
export type MinesState = {
  mines: number;
  stake: number;
  /** Sorted ascending. */
  minePositions: number[];
  /** Tiles in the order revealed; when a mine was hit it is the last one. */
  revealed: number[];
  over: boolean;
  win: number;
};
export type MinesDetail = { mines: number; minePositions: number[]; revealed: number[]; multiplierBp: number };
/** What the page may see of an open round (no mine positions). */
export type MinesView = { mines: number; revealed: number[]; multiplierBp: number; nextMultiplierBp: number | null };

export const MINES_RTP_BP = 9900;
export const MINES_TILES = 25;

function choose(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** Cash-out multiplier in basis points (10000 = 1×) after `safeRevealed` safe tiles: floor(9900 · C(25,k) / C(25−m,k)). */
export const multiplierBp = (mines: number, safeRevealed: number) =>
  Number((9900n * choose(MINES_TILES, safeRevealed)) / choose(MINES_TILES - mines, safeRevealed));

/** floor(stake × bp / 10000), in BigInt because the product can pass 2^53 (up to 5,148,297× at 12–13 mines). */
export const minesWin = (stake: number, bp: number) => Number((BigInt(stake) * BigInt(bp)) / 10000n);

export const safeRevealed = (s: MinesState) => s.revealed.filter((t) => !s.minePositions.includes(t)).length;

const fmt = (bp: number) => `${Math.floor(bp / 10000)}.${String(Math.floor((bp % 10000) / 100)).padStart(2, '0')}×`;

const tiles = (k: number) => `${k} safe tile${k === 1 ? '' : 's'}`;

export const minesStakeOf = (bet: MinesBet) => bet.stake;

export const checkMines = (_params: unknown, bet: MinesBet) =>
  Number.isInteger(bet.mines) && bet.mines >= 1 && bet.mines <= 24 ? null : 'Choose between 1 and 24 mines.';

/** Places the mines and opens the round. */
export function deal(_params: unknown, bet: MinesBet, rng: Rng): MinesState {
  const minePositions = pickDistinct(rng, MINES_TILES, bet.mines).sort((a, b) => a - b);
  return { mines: bet.mines, stake: bet.stake, minePositions, revealed: [], over: false, win: 0 };
}

/** Why a tile cannot be revealed now (null when it can). */
export function checkReveal(state: MinesState, tile: number): string | null {
  if (state.over) return 'The round is over.';
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) return 'Choose a tile from 0 to 24.';
  if (state.revealed.includes(tile)) return 'That tile is already revealed.';
  return null;
}

/** Reveals a tile: a mine ends the round with 0; the last safe tile cashes out automatically. Throws when `checkReveal` refuses. */
export function reveal(state: MinesState, tile: number): MinesState {
  const refusal = checkReveal(state, tile);
  if (refusal) throw new Error(refusal);
  const revealed = [...state.revealed, tile];
  if (state.minePositions.includes(tile)) return { ...state, revealed, over: true, win: 0 };
  const k = revealed.length;
  if (k === MINES_TILES - state.mines)
    return { ...state, revealed, over: true, win: minesWin(state.stake, multiplierBp(state.mines, k)) };
  return { ...state, revealed };
}

/** The outcome of a finished round (mine hit or board cleared); null while it is open. */
export function outcomeOf(state: MinesState): Outcome<MinesDetail> | null {
  if (!state.over) return null;
  const k = safeRevealed(state);
  const hit = state.revealed.some((t) => state.minePositions.includes(t));
  const multiplier = hit ? 0 : multiplierBp(state.mines, k);
  const last = state.revealed[state.revealed.length - 1];
  return {
    win: state.win,
    result: hit ? `Mine on tile ${last} after ${tiles(k)}` : `Cashed out ${tiles(k)} at ${fmt(multiplier)}`,
    detail: { mines: state.mines, minePositions: state.minePositions, revealed: state.revealed, multiplierBp: multiplier },
  };
}

/**
 * Cashes out an open round with at least one safe reveal; null otherwise (over, or nothing revealed
 * yet — the server answers that refusal). The finished state is `{ ...state, over: true, win }`.
 */
export function cashout(state: MinesState): Outcome<MinesDetail> | null {
  if (state.over || state.revealed.length === 0) return null;
  const win = minesWin(state.stake, multiplierBp(state.mines, state.revealed.length));
  return outcomeOf({ ...state, over: true, win });
}

/** The page's view of an open round: current and next multipliers, no mine positions. */
export function minesView(state: MinesState): MinesView {
  const k = safeRevealed(state);
  return {
    mines: state.mines,
    revealed: state.revealed,
    multiplierBp: k > 0 ? multiplierBp(state.mines, k) : 0,
    nextMultiplierBp: k < MINES_TILES - state.mines ? multiplierBp(state.mines, k + 1) : null,
  };
}

/** Everything about mines in one object (it has no `play`, so it is not in the single-step registry). */
export const mines = {
  stakeOf: minesStakeOf,
  check: checkMines,
  deal,
  checkReveal,
  reveal,
  cashout,
  outcomeOf,
  view: minesView,
  multiplierBp,
};
