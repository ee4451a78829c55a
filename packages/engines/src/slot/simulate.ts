import type { Rng } from '../rng';
import { slot } from './engine';
import { getProfile } from './profiles';

export interface SimulationResult {
  rounds: number;
  /** Mean win / stake. */
  rtp: number;
  /** Standard deviation of win / stake per round. */
  sd: number;
  /** Standard error of `rtp` (sd / √rounds). */
  se: number;
  hitRate: number;
  freeSpinRate: number;
}

/** Plays `rounds` rounds of a profile at line bet 1 through slot.play; rngFor(i) gives round i's stream. */
export function simulate(profile: number, rounds: number, rngFor: (round: number) => Rng): SimulationResult {
  const p = getProfile(profile);
  const params = { profile, theme: 'sim', lines: p.lines };
  const bet = { stake: p.betUnits };
  let sum = 0;
  let sq = 0;
  let hits = 0;
  let features = 0;
  for (let i = 0; i < rounds; i++) {
    const o = slot.play(params, bet, rngFor(i));
    const x = o.win / bet.stake;
    sum += x;
    sq += x * x;
    if (o.win > 0) hits++;
    if (o.detail.freeSpins.length > 0) features++;
  }
  const rtp = sum / rounds;
  const sd = Math.sqrt(Math.max(0, sq / rounds - rtp * rtp) * (rounds / (rounds - 1)));
  return { rounds, rtp, sd, se: sd / Math.sqrt(rounds), hitRate: hits / rounds, freeSpinRate: features / rounds };
}
