import { JACKPOT_POLL_MS } from '@/lib/queries/jackpots';

/** The game cards re-read the real pools every JACKPOT_POLL_MS (the shared jackpots query) and move the figure on between readings every this many ms. */
export const JACKPOT_TICK_MS = 1000;
/** A reading is extrapolated at most this long (polls failing must not let the figure run away). */
export const JACKPOT_MAX_EXTRAPOLATION_MS = 2 * JACKPOT_POLL_MS;

/** A real pool as the server reported it, and when (ms since the epoch). */
export type PoolReading = { pool: number; ratePerSecond: number; at: number };

/**
 * The pool to show at `now`: the last real reading plus its reported growth rate times the time
 * since (capped), floored to a minor unit; without a reading the card's own pool, unmoving. A new
 * reading replaces the old one, so the figure snaps to the real value at every poll.
 */
export function jackpotValue(reading: PoolReading | null, fallbackPool: number, now: number): number {
  if (!reading) return fallbackPool;
  const elapsed = Math.max(0, Math.min(now - reading.at, JACKPOT_MAX_EXTRAPOLATION_MS));
  return reading.pool + Math.floor((Math.max(0, reading.ratePerSecond) * elapsed) / 1000);
}
