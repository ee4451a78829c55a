import { describe, expect, test } from 'vitest';
import { progressOf, rateCategories, rateText } from './vip-progress';
import { VIP_LEVELS } from './vip.fixtures';

describe('VIP progress and rates', () => {
  test('progress rounds down, so a bar shows 100% only once the requirement is met', () => {
    expect(progressOf(250_000, 1_000_000)).toEqual({ have: 250_000, need: 1_000_000, percent: 25, reached: false });
    expect(progressOf(999_999, 1_000_000).percent).toBe(99);
    expect(progressOf(1_000_000, 1_000_000)).toMatchObject({ percent: 100, reached: true });
    expect(progressOf(7_000_000, 100_000)).toMatchObject({ percent: 100, reached: true });
    expect(progressOf(0, 1_000_000)).toMatchObject({ percent: 0, reached: false });
    expect(progressOf(0, 0)).toMatchObject({ percent: 100, reached: true });
  });

  test('rates in basis points read as percents with two decimals', () => {
    expect(rateText(30)).toBe('0.30%');
    expect(rateText(10)).toBe('0.10%');
    expect(rateText(5)).toBe('0.05%');
    expect(rateText(125)).toBe('1.25%');
    expect(rateText(300)).toBe('3.00%');
    expect(rateText(0)).toBe('0.00%');
  });

  test('the rate table lists the categories some level pays on, in the nav order', () => {
    expect(rateCategories(VIP_LEVELS)).toEqual(['INHOUSE', 'RNG', 'LIVE', 'LOTT']);
    expect(rateCategories([])).toEqual([]);
  });
});
