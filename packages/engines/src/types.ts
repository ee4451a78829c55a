import type { Rng } from './rng';

/**
 * What every single-step engine answers: the total paid back (stake returns included, minor units),
 * a short text for the betting record, and the detail the page draws and the verify page compares.
 */
export type Outcome<D = Record<string, unknown>> = { win: number; result: string; detail: D };

/** A pure engine: the same params, bet and random stream always give the same outcome. */
export interface Engine<B, P = Record<string, unknown>, D = Record<string, unknown>> {
  /** Total stake of a bet (sum of its parts). */
  stakeOf(bet: B): number;
  /** Why a bet is not allowed under these params (null when it is). */
  check?(params: P, bet: B): string | null;
  play(params: P, bet: B, rng: Rng): Outcome<D>;
}
export type { Rng };
