import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { periodOf } from './protection.limits';

const DAY = 86_400_000;
/** The merchant's wall clock of an instant (offset minutes east of UTC), as a UTC-read Date. */
const local = (at: Date, offset: number) => new Date(at.getTime() + offset * 60_000);

describe('limit periods on the merchant clock', () => {
  test('each period holds the instant and starts at local midnight: any day, Monday, the 1st', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.integer({ min: -720, max: 840 }),
        (now, offset) => {
          const day = periodOf('DAY', now, offset);
          const week = periodOf('WEEK', now, offset);
          const month = periodOf('MONTH', now, offset);
          for (const p of [day, week, month]) {
            expect(p.from.getTime()).toBeLessThanOrEqual(now.getTime());
            expect(p.to.getTime()).toBeGreaterThan(now.getTime());
            const start = local(p.from, offset);
            expect([start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds()]).toEqual([0, 0, 0]);
          }
          expect(day.to.getTime() - day.from.getTime()).toBe(DAY);
          expect(week.to.getTime() - week.from.getTime()).toBe(7 * DAY);
          expect(local(week.from, offset).getUTCDay()).toBe(1);
          expect(local(month.from, offset).getUTCDate()).toBe(1);
          expect(local(month.to, offset).getUTCDate()).toBe(1);
          expect(month.to.getTime() - month.from.getTime()).toBeGreaterThanOrEqual(28 * DAY);
          expect(month.to.getTime() - month.from.getTime()).toBeLessThanOrEqual(31 * DAY);
          expect(week.from.getTime()).toBeLessThanOrEqual(day.from.getTime());
        },
      ),
      { numRuns: 500 },
    );
  });

  test('+05:45: the day turns at 18:15 UTC', () => {
    expect(periodOf('DAY', new Date('2026-11-27T18:14:59Z'), 345).to.toISOString()).toBe('2026-11-27T18:15:00.000Z');
    expect(periodOf('DAY', new Date('2026-11-27T18:15:00Z'), 345).from.toISOString()).toBe('2026-11-27T18:15:00.000Z');
  });
});
