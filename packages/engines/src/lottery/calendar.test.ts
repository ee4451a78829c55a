import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkSchedule, drawOf, drawsAfter, phaseAt, type DrawSchedule } from './calendar';

const NORTH: DrawSchedule = {
  kind: 'daily',
  utcOffsetMinutes: 420,
  time: '18:15',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  closeSeconds: 900,
};
const SEA4D: DrawSchedule = { kind: 'daily', utcOffsetMinutes: 480, time: '19:00', weekdays: [0, 3, 6], closeSeconds: 600 };
const FAST: DrawSchedule = { kind: 'cycle', utcOffsetMinutes: 420, seconds: 60, closeSeconds: 5 };

describe('lottery calendar', () => {
  test('the northern draw is at 18:15 Vietnam time every day, closing 15 minutes before', () => {
    // 2026-11-25 12:00 UTC is 19:00 in Hanoi: today's draw (11:15 UTC) is past, the next is tomorrow's.
    const [next, after] = drawsAfter(NORTH, new Date('2026-11-25T12:00:00Z'), 2);
    expect(next).toEqual({
      drawNo: '20261126',
      opensAt: new Date('2026-11-25T11:15:00Z'),
      closesAt: new Date('2026-11-26T11:00:00Z'),
      drawAt: new Date('2026-11-26T11:15:00Z'),
    });
    expect(after!.drawNo).toBe('20261127');
    expect(drawOf(NORTH, '20261126')).toEqual(next);
  });

  test('SEA 4D draws on Wednesday, Saturday and Sunday at 19:00 +08:00 only', () => {
    // 2026-11-25 is a Wednesday.
    const draws = drawsAfter(SEA4D, new Date('2026-11-25T00:00:00Z'), 4);
    expect(draws.map((d) => d.drawNo)).toEqual(['20261125', '20261128', '20261129', '20261202']);
    expect(draws[0]!.drawAt).toEqual(new Date('2026-11-25T11:00:00Z'));
    // Saturday's draw takes bets from Wednesday's draw on.
    expect(draws[1]!.opensAt).toEqual(draws[0]!.drawAt);
    expect(drawOf(SEA4D, '20261126')).toBeNull();
  });

  test('a one-minute game counts its draws from local midnight, the last of a day at the next midnight', () => {
    // 17:00 UTC is 00:00 in Hanoi.
    const [first] = drawsAfter(FAST, new Date('2026-11-25T17:00:00Z'), 1);
    expect(first).toMatchObject({ drawNo: '20261126-0001', drawAt: new Date('2026-11-25T17:01:00Z') });
    const [last] = drawsAfter(FAST, new Date('2026-11-25T16:59:30Z'), 1);
    expect(last).toMatchObject({ drawNo: '20261125-1440', drawAt: new Date('2026-11-25T17:00:00Z') });
    expect(phaseAt(last!, new Date('2026-11-25T16:59:54Z'))).toBe('open');
    expect(phaseAt(last!, new Date('2026-11-25T16:59:55Z'))).toBe('closed');
    expect(phaseAt(last!, new Date('2026-11-25T16:58:59Z'))).toBe('scheduled');
    expect(drawOf(FAST, '20261125-1441')).toBeNull();
    expect(drawOf(FAST, '20261125')).toBeNull();
    expect(drawOf(FAST, '20261332-0001')).toBeNull();
  });

  test('every draw follows the one before, its number gives it back, and it closes before it draws', () => {
    const schedules = fc.oneof(
      fc.record({
        kind: fc.constant('cycle' as const),
        utcOffsetMinutes: fc.constantFrom(-300, 0, 345, 420, 480),
        seconds: fc.constantFrom(60, 180, 300),
        closeSeconds: fc.integer({ min: 0, max: 59 }),
      }),
      fc.record({
        kind: fc.constant('daily' as const),
        utcOffsetMinutes: fc.constantFrom(-300, 0, 345, 420, 480),
        time: fc.constantFrom('00:00', '18:15', '19:00', '23:59'),
        weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        closeSeconds: fc.integer({ min: 0, max: 3600 }),
      }),
    );
    fc.assert(
      fc.property(
        schedules,
        fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
        (s, at) => {
          expect(checkSchedule(s)).toBeNull();
          const draws = drawsAfter(s, at, 5);
          expect(draws[0]!.drawAt.getTime()).toBeGreaterThan(at.getTime());
          expect(draws[0]!.opensAt.getTime()).toBeLessThanOrEqual(at.getTime());
          for (const [i, d] of draws.entries()) {
            expect(drawOf(s, d.drawNo)).toEqual(d);
            expect(d.closesAt.getTime()).toBeLessThanOrEqual(d.drawAt.getTime());
            if (i > 0) expect(d.opensAt).toEqual(draws[i - 1]!.drawAt);
          }
        },
      ),
    );
  });

  test('refuses a schedule it cannot run', () => {
    expect(checkSchedule({ ...FAST, seconds: 70 })).toMatch(/dividing a day/);
    expect(checkSchedule({ ...FAST, closeSeconds: 60 })).toMatch(/shorter than the cycle/);
    expect(checkSchedule({ ...NORTH, time: '24:00' })).toMatch(/HH:MM/);
    expect(checkSchedule({ ...NORTH, weekdays: [] })).toMatch(/weekdays/);
    expect(checkSchedule({ ...NORTH, utcOffsetMinutes: 900 })).toMatch(/offset/);
  });
});
