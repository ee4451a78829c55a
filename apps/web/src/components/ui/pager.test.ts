import { describe, expect, test } from 'vitest';
import { pagerItems, type PagerItem } from './pager';

/** Pages as numbers and gaps as '…', to read the expectations at a glance. */
const show = (items: PagerItem[]) => items.map((i) => (i.kind === 'page' ? i.page : '…'));

describe('pagerItems', () => {
  test('shows every page when they fit', () => {
    expect(show(pagerItems(1, 1))).toEqual([1]);
    expect(show(pagerItems(3, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test('shows nothing without pages', () => {
    expect(pagerItems(1, 0)).toEqual([]);
  });

  test('keeps a range of 5 next to the first page at the start', () => {
    expect(show(pagerItems(1, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(show(pagerItems(3, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
  });

  test('centres the range of 5 on the current page with 1 margin page each side', () => {
    expect(show(pagerItems(10, 20))).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
  });

  test('keeps a range of 5 next to the last page at the end', () => {
    expect(show(pagerItems(20, 20))).toEqual([1, '…', 16, 17, 18, 19, 20]);
    expect(show(pagerItems(18, 20))).toEqual([1, '…', 16, 17, 18, 19, 20]);
  });

  test('shows a single hidden page instead of a gap', () => {
    expect(show(pagerItems(5, 20))).toEqual([1, 2, 3, 4, 5, 6, 7, '…', 20]);
  });

  test('clamps a current page beyond the ends', () => {
    expect(show(pagerItems(99, 8))).toEqual([1, '…', 4, 5, 6, 7, 8]);
  });
});
