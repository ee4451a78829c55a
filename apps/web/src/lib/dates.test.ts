import { describe, expect, test } from 'vitest';
import { formatDay, fromLocalInput, isoDay, presetRange, timezoneOffset, toLocalInput } from './dates';

const today = new Date(2026, 2, 3, 15, 30); // 3 March 2026, afternoon

describe('presetRange', () => {
  test('covers today only for the today preset', () => {
    expect(presetRange('today', today)).toEqual({ from: '2026-03-03', to: '2026-03-03' });
  });

  test('counts the previous 7 and 30 days back from today, across a month end', () => {
    expect(presetRange('last7', today)).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetRange('last30', today)).toEqual({ from: '2026-02-02', to: '2026-03-03' });
  });

  test('counts the next 7 and 30 days forward from today', () => {
    expect(presetRange('next7', today)).toEqual({ from: '2026-03-03', to: '2026-03-09' });
    expect(presetRange('next30', today)).toEqual({ from: '2026-03-03', to: '2026-04-01' });
  });

  test('crosses a year boundary', () => {
    expect(presetRange('last7', new Date(2026, 0, 2))).toEqual({ from: '2025-12-27', to: '2026-01-02' });
  });

  test('writes local days as yyyy-MM-dd and reads them back as the same day', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(formatDay('2026-01-05', 'en')).toBe('Jan 5, 2026');
  });

  test('gives the offset from UTC in minutes, east positive', () => {
    const date = new Date();
    expect(timezoneOffset(date)).toBe(-date.getTimezoneOffset());
  });
});

describe('datetime-local values', () => {
  test('an ISO time and the input value of the same minute go both ways; empty or not a time is nothing', () => {
    const local = toLocalInput('2026-11-28T10:30:45.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe('2026-11-28T10:30:00.000Z');
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a time')).toBe('');
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('2026-13-45T99:99')).toBeUndefined();
  });
});
