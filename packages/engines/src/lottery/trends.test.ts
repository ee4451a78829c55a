import { describe, expect, test } from 'vitest';
import { domainValues } from './bets';
import { bsoeCounts, hotAndCold, loOf, positionRows, sumHistogram, valueStats } from './trends';

const five = ['12345', '10000', '92345', '12395'].map((s) => s.split(''));

describe('lottery trends', () => {
  test('a position chart shows each draw digit and how long every other digit has been out', () => {
    const rows = positionRows(five, 0);
    expect(rows.map((r) => r.digit)).toEqual([1, 1, 9, 1]);
    expect(rows[0]!.omissions).toEqual([1, 0, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(rows[2]!.omissions[1]).toBe(1);
    expect(rows[3]!.omissions).toEqual([4, 0, 4, 4, 4, 4, 4, 4, 4, 1]);
    // Dice faces 1–6.
    expect(positionRows([['6', '1', '1']], 0, 6, 1)[0]!.omissions).toEqual([1, 1, 1, 1, 1, 0]);
  });

  test('value figures count occurrences, the omission now and the longest; hot and cold follow them', () => {
    const lo = loOf([
      ['12345', '99', '245'],
      ['00001', '45', '17'],
      ['77777', '12', '33'],
    ]);
    expect(lo[0]).toEqual(['45', '99', '45']);
    const stats = valueStats(domainValues('NN'), lo);
    const of = (v: string) => stats.find((s) => s.value === v);
    expect(of('45')).toEqual({ value: '45', count: 3, current: 1, longest: 1 });
    expect(of('99')).toEqual({ value: '99', count: 1, current: 2, longest: 2 });
    expect(of('50')).toEqual({ value: '50', count: 0, current: 3, longest: 3 });
    const { hot, cold } = hotAndCold(stats, 2);
    expect(hot.map((s) => s.value)).toEqual(['45', '12']);
    expect(cold.map((s) => s.value)).toEqual(['00', '02']);
  });

  test('big, small, odd and even, and the sums of the draws', () => {
    expect(bsoeCounts([0, 4, 5, 9, 7], 5)).toEqual({ big: 3, small: 2, odd: 3, even: 2 });
    const sums = sumHistogram(five, 0, 45);
    expect(sums).toHaveLength(46);
    expect(sums.filter((s) => s.count > 0)).toEqual([
      { sum: 1, count: 1 },
      { sum: 15, count: 1 },
      { sum: 20, count: 1 },
      { sum: 23, count: 1 },
    ]);
  });
});
