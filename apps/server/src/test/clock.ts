import { setTimeout as sleep } from 'node:timers/promises';

const DAY = 86_400_000;

/**
 * Waits, when a midnight at one of these offsets (minutes east of UTC; the demo merchant's +05:45
 * is 345, its day starting at 18:15 UTC) is less than `seconds` away, until just past it: a test
 * that expects the same day's answer from the next `seconds` must not straddle a midnight. The
 * clock is the real one (PostgreSQL's `now()` would not follow a fake).
 */
export async function clearOfMidnight(seconds: number, offsets: readonly number[]) {
  for (const offset of offsets) {
    const left = DAY - ((Date.now() + offset * 60_000) % DAY);
    if (left < seconds * 1000) await sleep(left + 50);
  }
}
