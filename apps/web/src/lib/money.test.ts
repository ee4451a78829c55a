import { describe, expect, test, vi } from 'vitest';
import i18n from './i18n';
import { currencySymbol, formatCount, formatMoney, parseMoney } from './money';

describe('formatMoney', () => {
  test('shows minor units with two decimals and thousand separators', () => {
    expect(formatMoney(123456789, 'रु', 'ne')).toBe('रु 1,234,567.89');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(0, 'रु', 'ne')).toBe('रु 0.00');
    expect(formatMoney(100)).toBe('1.00');
    expect(formatMoney(-150050, 'NPR', 'ne')).toBe('रु -1,500.50');
    expect(formatMoney(-5)).toBe('-0.05');
    expect(formatMoney(999_999_999_99, 'NPR', 'ne')).toBe('रु 999,999,999.99');
    expect(formatMoney(1_000_000_00)).toBe('1,000,000.00');
    expect(formatMoney(99_999)).toBe('999.99');
    expect(formatMoney(1234.6)).toBe('12.35');
  });

  test('writes the rupee as रु in Nepali and Rs in every other language, from the code or the merchant symbol alike', () => {
    for (const [language, expected] of [
      ['ne', 'रु 69,295.00'],
      ['ne-NP', 'रु 69,295.00'],
      ['NE', 'रु 69,295.00'],
      ['en', 'Rs 69,295.00'],
      ['EN', 'Rs 69,295.00'],
      ['hi', 'Rs 69,295.00'],
      ['zh-CN', 'Rs 69,295.00'],
    ] as const) {
      for (const currency of ['NPR', 'npr', 'रु', 'Rs.']) {
        expect(formatMoney(6_929_500, currency, language), `${currency} ${language}`).toBe(expected);
      }
    }
  });

  test('writes money in the interface language when none is given', async () => {
    expect(formatMoney(6_929_500, 'NPR')).toBe('Rs 69,295.00');
    await i18n.changeLanguage('ne');
    try {
      expect(formatMoney(6_929_500, 'NPR')).toBe('रु 69,295.00');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  test('keeps Latin digits and the same separators in Nepali', () => {
    expect(formatMoney(123456789, 'NPR', 'ne').slice(3)).toBe(formatMoney(123456789, 'NPR', 'en').slice(3));
    expect(formatMoney(123456789, 'NPR', 'ne')).toMatch(/^रु [0-9,]+\.[0-9]{2}$/);
  });

  test('shows a currency it has no sign for by what it was given', () => {
    expect(formatMoney(1234, 'EUR', 'ne')).toBe('EUR 12.34');
    expect(formatMoney(1234, 'USD')).toBe('$ 12.34');
  });
});

describe('formatCount', () => {
  test('groups thousands with "," in Latin digits, as money does, without building an Intl number format', () => {
    const intl = vi.spyOn(Intl, 'NumberFormat');
    const local = vi.spyOn(Number.prototype, 'toLocaleString');
    expect([0, 7, 999, 1000, 10_000, 1_234_567, -1500, 12.6].map(formatCount)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '10,000',
      '1,234,567',
      '-1,500',
      '13',
    ]);
    expect(intl).not.toHaveBeenCalled();
    expect(local).not.toHaveBeenCalled();
  });
});

describe('currencySymbol', () => {
  test('reads codes in any case and known symbols as their currency', () => {
    expect(currencySymbol('NPR', 'ne')).toBe('रु');
    expect(currencySymbol('npr')).toBe('Rs');
    expect(currencySymbol('Rs.', 'en')).toBe('Rs');
    expect(currencySymbol('रु', 'en')).toBe('Rs');
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
