/**
 * A gate that lets one action through per `intervalMs` (spec §9: one favourite toggle a second).
 * Pure: the caller passes the clock, so the rule is testable without timers.
 */
export function createThrottle(intervalMs: number) {
  let last = -Infinity;
  return {
    /** True (and the gate closes) when the interval has passed since the last accepted action. */
    tryAcquire(now: number): boolean {
      if (now - last < intervalMs) return false;
      last = now;
      return true;
    },
  };
}
