import { describe, expect, test } from 'vitest';
import { csvAmount, toCsv } from './csv';

describe('toCsv', () => {
  test('quotes what needs quoting, with CRLF line ends and a byte-order mark', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        ['say "hi"', 'two\nlines'],
      ]),
    ).toBe('\uFEFFa,"b,c"\r\n"say ""hi""","two\nlines"\r\n');
  });

  test('a text a spreadsheet would run as a formula is written as text; numbers and amounts stay numbers', () => {
    expect(
      toCsv([
        ['=1+2', '+x', '-x', '@SUM(A1)', '\tx'],
        [-5, '-70000.00', '12.5'],
      ]),
    ).toBe("\uFEFF'=1+2,'+x,'-x,'@SUM(A1),'\tx\r\n-5,-70000.00,12.5\r\n");
  });
});

describe('csvAmount', () => {
  test('writes minor units as major units with two decimals, without separators', () => {
    expect(csvAmount(-7_000_000)).toBe('-70000.00');
    expect(csvAmount(123_456_789)).toBe('1234567.89');
    expect(csvAmount(5)).toBe('0.05');
    expect(csvAmount(0)).toBe('0.00');
  });
});
