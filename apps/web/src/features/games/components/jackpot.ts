/** The jackpot counter on a card rises by this many minor units … (spec §4: a fixed step on a timer) */
export const JACKPOT_STEP_MINOR = 17;
/** … every this many milliseconds. */
export const JACKPOT_TICK_MS = 1000;

/** The displayed jackpot after `elapsedMs`: the pool plus one fixed step per whole tick. */
export function jackpotValue(poolMinor: number, elapsedMs: number, step = JACKPOT_STEP_MINOR, tickMs = JACKPOT_TICK_MS): number {
  return poolMinor + Math.floor(Math.max(0, elapsedMs) / tickMs) * step;
}
