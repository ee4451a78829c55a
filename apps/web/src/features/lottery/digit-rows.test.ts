import { describe, expect, test } from 'vitest';
import { MAX_ROW_NUMBERS, rowCount, rowNumbers } from './digit-rows';

describe('digit rows of a 3- or 4-digit board', () => {
  test('make every combination of the digits chosen per row, in order', () => {
    expect(rowNumbers([['1'], ['2', '3'], ['9', '4']])).toEqual(['124', '129', '134', '139']);
    expect(rowNumbers([['0'], ['0'], ['0'], ['7']])).toEqual(['0007']);
    expect(rowCount([['1', '2'], ['3'], ['4', '5', '6']])).toBe(6);
  });

  test('make nothing while a row is empty, and refuse more than the cap', () => {
    expect(rowNumbers([['1'], [], ['2']])).toEqual([]);
    const all = Array.from({ length: 10 }, (_, i) => String(i));
    expect(rowNumbers([all, all, all])).toHaveLength(MAX_ROW_NUMBERS);
    expect(rowNumbers([all, all, all, ['1', '2']])).toBeNull();
  });
});
