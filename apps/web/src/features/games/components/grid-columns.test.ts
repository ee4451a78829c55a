import { expect, test } from 'vitest';
import { columnCount, rowRange } from './grid-columns';

test('fits as many cards as keep their minimum width, between 2 and 8', () => {
  expect(columnCount(358)).toBe(2);
  expect(columnCount(0)).toBe(2);
  expect(columnCount(150 * 3 + 12 * 2)).toBe(3);
  expect(columnCount(150 * 3 + 12 * 2 - 1)).toBe(2);
  expect(columnCount(980)).toBe(6);
  expect(columnCount(5000)).toBe(8);
  expect(columnCount(700, 220)).toBe(3);
});

test('splits the items into rows of the column count', () => {
  expect(rowRange(0, 4, 10)).toEqual([0, 4]);
  expect(rowRange(2, 4, 10)).toEqual([8, 10]);
});
