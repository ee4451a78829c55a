import { describe, expect, test } from 'vitest';
import { CASH_50, T_SHIRT, TIERS } from './points.fixtures';
import { attemptFor, exchangePreview, formatPoints, maxQuantity, parsePoints, tierFor, unavailableReason } from './point-rules';

describe('point rules', () => {
  test('previews a conversion at the tier the amount reaches, rounded down to the minor unit', () => {
    expect(exchangePreview(TIERS, 99)).toBeNull();
    expect(exchangePreview(TIERS, 100)).toEqual({ tier: TIERS[0], amount: 100 });
    expect(exchangePreview(TIERS, 999)).toEqual({ tier: TIERS[0], amount: 999 });
    expect(exchangePreview(TIERS, 1_000)).toEqual({ tier: TIERS[1], amount: 1_200 });
    expect(exchangePreview(TIERS, 1_005)?.amount).toBe(1_206);
    expect(exchangePreview(TIERS, 10_001)).toEqual({ tier: TIERS[2], amount: 15_001 });
    expect(exchangePreview(TIERS, 0)).toBeNull();
    expect(exchangePreview([], 5_000)).toBeNull();
  });

  test('finds the tier whatever order the table comes in', () => {
    expect(tierFor([...TIERS].reverse(), 2_500)).toEqual(TIERS[1]);
  });

  test('names why an item cannot be redeemed, in the order a member would fix it', () => {
    expect(unavailableReason(CASH_50, 'guest', undefined)).toBe('signIn');
    expect(unavailableReason(CASH_50, 'trial', undefined)).toBe('realAccount');
    expect(unavailableReason(CASH_50, 'member', 60_000)).toBeNull();
    expect(unavailableReason({ ...CASH_50, available: false }, 'member', 4_999)).toBe('notEnoughPoints');
    expect(unavailableReason({ ...T_SHIRT, stock: 0 }, 'member', 60_000)).toBe('soldOut');
    expect(unavailableReason({ ...T_SHIRT, redeemed: 2 }, 'member', 60_000)).toBe('limitReached');
    expect(unavailableReason(T_SHIRT, 'member', 60_000)).toBe('requirement');
    expect(unavailableReason({ ...CASH_50, available: false }, 'member', 60_000)).toBe('unavailable');
  });

  test('caps the quantity by points, stock, the limit left and the contract', () => {
    expect(maxQuantity(CASH_50, 60_000)).toBe(12);
    expect(maxQuantity({ ...CASH_50, points: 1 }, 1_000)).toBe(100);
    expect(maxQuantity({ ...T_SHIRT, redeemed: 1 }, 100_000)).toBe(1);
    expect(maxQuantity({ ...T_SHIRT, stock: 0 }, 100_000)).toBe(0);
  });

  test('writes points in Latin digits in every language', () => {
    expect(formatPoints(60_000, 'en')).toBe('60,000');
    expect(formatPoints(60_000, 'ne')).toBe('60,000');
  });

  test('reads whole points with or without separators', () => {
    expect(parsePoints('1,000')).toBe(1_000);
    expect(parsePoints(' 250 ')).toBe(250);
    expect(parsePoints('12.5')).toBeNull();
    expect(parsePoints('')).toBeNull();
  });

  test('keeps the request id for a retry of the same submit and makes a new one for a changed one', () => {
    let n = 0;
    const make = () => `request-${++n}`;
    const first = attemptFor(null, 'a', make);
    expect(attemptFor(first, 'a', make)).toBe(first);
    expect(attemptFor(first, 'b', make).id).toBe('request-2');
  });
});
