import { describe, expect, test } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  test('shows minor units with two decimals and thousand separators', () => {
    expect(formatMoney(123456789, 'रु')).toBe('रु 1,234,567.89');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(0, 'रु')).toBe('रु 0.00');
  });
});
