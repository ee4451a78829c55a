import type { TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import { marketName, selectionName } from './sports-labels';

/** A translator that shows the key and its values. */
const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? ` ${JSON.stringify(values)}` : ''}`) as unknown as TFunction;
const teams = { home: 'Yeti', away: 'Himal' };

describe('sports labels', () => {
  test('a map winner without a map is the series winner; with one it names the map', () => {
    expect(marketName(t, { kind: 'MAP_WINNER', line: null, period: null })).toMatch(/^sportsbook\.market\.MAP_WINNER_SERIES /);
    expect(marketName(t, { kind: 'MAP_WINNER', line: null, period: 2 })).toBe(
      'sportsbook.market.MAP_WINNER {"line":"","period":2}',
    );
  });

  test('handicaps are signed, totals are not; the away side takes the opposite line', () => {
    expect(marketName(t, { kind: 'ASIAN_HANDICAP', line: 4.5, period: null })).toContain('"line":"+4.5"');
    expect(marketName(t, { kind: 'OVER_UNDER', line: 150.5, period: null })).toContain('"line":"150.5"');
    const m = { kind: 'ASIAN_HANDICAP' as const, line: -1.5, period: null };
    expect([selectionName(t, m, 'HOME', teams), selectionName(t, m, 'AWAY', teams)]).toEqual(['Yeti -1.5', 'Himal +1.5']);
  });
});
