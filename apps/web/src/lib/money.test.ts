import { describe, expect, test } from 'vitest';
import { formatMoney, parseMoney } from './money';

describe('formatMoney', () => {
  test('shows minor units with two decimals and thousand separators', () => {
    expect(formatMoney(123456789, 'रु')).toBe('रु 1,234,567.89');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(0, 'रु')).toBe('रु 0.00');
  });
});

describe('parseMoney', () => {
  test('reads major units as integer minor units without float errors', () => {
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney('1.005'.slice(0, 4))).toBe(100);
    expect(parseMoney('19.99')).toBe(1999);
    expect(parseMoney('4.35')).toBe(435);
    expect(parseMoney('100')).toBe(10000);
    expect(parseMoney('100.5')).toBe(10050);
    expect(parseMoney('.5')).toBe(50);
    expect(parseMoney('7.')).toBe(700);
    expect(parseMoney(' 1,234,567.89 ')).toBe(123456789);
  });

  test('refuses what is not a non-negative amount with at most two decimals', () => {
    for (const bad of ['', ' ', '.', '-1', '1.234', 'abc', '1e3', '12a', '1.2.3', '+5']) expect(parseMoney(bad), bad).toBeNull();
    expect(parseMoney('9'.repeat(20))).toBeNull();
  });
});
