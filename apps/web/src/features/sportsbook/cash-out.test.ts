import { describe, expect, test } from 'vitest';
import { isPart, partOffer } from './cash-out';

describe('cash-out of a part', () => {
  test('offers the part’s share of the whole offer, rounded down', () => {
    expect(partOffer({ amount: 1_999, stake: 1_000 }, 500)).toBe(999);
    expect(partOffer({ amount: 1_800, stake: 1_000 }, 1_000)).toBe(1_800);
  });

  test('takes a part above nothing and below the running stake, worth at least a minor unit', () => {
    const offer = { amount: 900, stake: 1_000 };
    expect(isPart(offer, 500)).toBe(true);
    expect(isPart(offer, 0)).toBe(false);
    expect(isPart(offer, 1_000)).toBe(false);
    expect(isPart(offer, null)).toBe(false);
    expect(isPart(offer, 1)).toBe(false); // floor(1 × 900 / 1000) = 0
  });
});
