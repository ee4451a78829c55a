import { describe, expect, test } from 'vitest';
import { currencySymbol, formatMoney, parseMoney } from './money';

describe('formatMoney', () => {
  test('shows minor units with two decimals and thousand separators', () => {
    expect(formatMoney(123456789, 'रु')).toBe('रु 1,234,567.89');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(0, 'रु')).toBe('रु 0.00');
    expect(formatMoney(100)).toBe('1.00');
    expect(formatMoney(-150050, 'NPR')).toBe('रु -1,500.50');
    expect(formatMoney(999_999_999_99, 'NPR')).toBe('रु 999,999,999.99');
  });

  test('writes the currency code and the merchant symbol alike: one notation per language', () => {
    for (const language of ['en', 'ne', 'ne-NP', 'EN']) {
      const expected = 'रु 69,295.00';
      expect(formatMoney(6_929_500, 'NPR', language), language).toBe(expected);
      expect(formatMoney(6_929_500, 'npr', language), language).toBe(expected);
      expect(formatMoney(6_929_500, 'रु', language), language).toBe(expected);
    }
  });

  test('keeps Latin digits and the same separators in Nepali', () => {
    expect(formatMoney(123456789, 'NPR', 'ne')).toBe(formatMoney(123456789, 'NPR', 'en'));
    expect(formatMoney(123456789, 'NPR', 'ne')).toMatch(/^रु [0-9,]+\.[0-9]{2}$/);
  });

  test('shows a currency it has no sign for by what it was given', () => {
    expect(formatMoney(1234, 'EUR', 'ne')).toBe('EUR 12.34');
    expect(formatMoney(1234, 'USD')).toBe('$ 12.34');
  });
});

describe('currencySymbol', () => {
  test('reads codes in any case and known symbols as their currency', () => {
    expect(currencySymbol('NPR', 'ne')).toBe('रु');
    expect(currencySymbol('npr')).toBe('रु');
    expect(currencySymbol('Rs.', 'en')).toBe('रु');
    expect(currencySymbol(' INR ')).toBe('₹');
    expect(currencySymbol('XYZ')).toBe('XYZ');
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
