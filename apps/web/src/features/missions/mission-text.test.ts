import { describe, expect, test } from 'vitest';
import { categoriesOf, countsMoney, percentDone, periodLeft } from './mission-text';

describe('mission text', () => {
  test('the progress is a whole percent of the target, never past 100', () => {
    expect(percentDone({ progress: 2, goal: { kind: 'ROUNDS', target: 3, categories: null } })).toBe(66);
    expect(percentDone({ progress: 0, goal: { kind: 'SIGN_IN', target: 5 } })).toBe(0);
    expect(percentDone({ progress: 900, goal: { kind: 'DEPOSIT', target: 500 } })).toBe(100);
  });

  test('money goals are told apart and categories read from rounds and valid-bet goals', () => {
    expect(countsMoney({ goal: { kind: 'VALID_BET', target: 1, categories: ['RNG'] } })).toBe(true);
    expect(countsMoney({ goal: { kind: 'ROUNDS', target: 1, categories: null } })).toBe(false);
    expect(categoriesOf({ goal: { kind: 'VALID_BET', target: 1, categories: ['RNG', 'INHOUSE'] } })).toEqual(['RNG', 'INHOUSE']);
    expect(categoriesOf({ goal: { kind: 'DEPOSIT', target: 1 } })).toEqual([]);
  });

  test('the last day counts down in hours and minutes; earlier the date is shown', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(periodLeft('2026-03-01T15:30:00Z', now)).toEqual({ hours: 5, minutes: 30 });
    expect(periodLeft('2026-03-01T09:00:00Z', now)).toEqual({ hours: 0, minutes: 0 });
    expect(periodLeft('2026-03-03T10:00:00Z', now)).toBeNull();
  });
});
