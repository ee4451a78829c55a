import { describe, expect, test } from 'vitest';
import { rowChunks } from './row-chunks';

describe('home row chunks', () => {
  test('caps a row at 12 items in slides of two', () => {
    const chunks = rowChunks(Array.from({ length: 20 }, (_, i) => i));
    expect(chunks).toHaveLength(6);
    expect(chunks.flat()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(chunks[0]).toEqual([0, 1]);
  });

  test('leaves an odd item alone in the last slide and an empty row empty', () => {
    expect(rowChunks([1, 2, 3])).toEqual([[1, 2], [3]]);
    expect(rowChunks([])).toEqual([]);
  });
});
