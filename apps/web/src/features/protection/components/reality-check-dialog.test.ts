import { describe, expect, test } from 'vitest';
import { nextCheckIn } from './reality-check-dialog';

describe('the reality check timer', () => {
  const start = Date.UTC(2026, 10, 27, 10, 0, 0);
  test('comes one interval into the session, then at every whole interval', () => {
    expect(nextCheckIn(start, 15, start)).toBe(15 * 60_000);
    expect(nextCheckIn(start, 15, start + 60_000)).toBe(14 * 60_000);
    expect(nextCheckIn(start, 15, start + 15 * 60_000)).toBe(15 * 60_000);
    expect(nextCheckIn(start, 30, start + 47 * 60_000)).toBe(13 * 60_000);
  });
  test('a clock behind the session start waits a whole interval', () => {
    expect(nextCheckIn(start, 60, start - 5_000)).toBe(60 * 60_000);
  });
});
