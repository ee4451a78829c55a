import { describe, expect, test } from 'vitest';
import type { SportsBet, SportsEvent } from '@jade/contract/sportsbook';
import { applyCashOut, applyEventState, applyOdds } from './live';

const event: SportsEvent = {
  id: 7,
  vendor: 'SUMMIT',
  sport: 'FOOTBALL',
  competition: 'Cup',
  home: 'A',
  away: 'B',
  startsAt: '2026-11-29T06:00:00Z',
  state: 'SCHEDULED',
  score: null,
  result: null,
  resultVersion: 0,
  markets: [
    {
      id: 70,
      kind: 'MATCH_RESULT',
      line: null,
      period: null,
      state: 'OPEN',
      selections: [
        { id: 1, code: 'HOME', odds: 20_000, version: 3 },
        { id: 2, code: 'DRAW', odds: 34_000, version: 3 },
      ],
    },
  ],
};

describe('live book messages', () => {
  test('take a newer price and the market state, and ignore a late one or another event', () => {
    const next = applyOdds(event, {
      type: 'sportsOdds',
      eventId: 7,
      marketId: 70,
      state: 'SUSPENDED',
      selections: [
        { id: 1, odds: 21_000, version: 4 },
        { id: 2, odds: 30_000, version: 2 },
      ],
    });
    expect(next.markets[0]!.state).toBe('SUSPENDED');
    expect(next.markets[0]!.selections.map((s) => [s.odds, s.version])).toEqual([
      [21_000, 4],
      [34_000, 3],
    ]);
    expect(applyOdds(event, { type: 'sportsOdds', eventId: 8, marketId: 70, state: 'VOID', selections: [] })).toBe(event);
  });

  test('take an event’s state and score', () => {
    const live = applyEventState(event, { type: 'sportsEvent', eventId: 7, state: 'LIVE', score: { home: 1, away: 0 } });
    expect(live).toMatchObject({ state: 'LIVE', score: { home: 1, away: 0 } });
  });

  test('put a bet’s cash-out offer on my bets, or take it off', () => {
    const bet = { id: 5, cashOut: { amount: 900, stake: 1_000 } } as SportsBet;
    const page = { list: [bet], pageNo: 1, pageSize: 10, total: 1 };
    expect(applyCashOut(page, { type: 'sportsCashOut', betId: 5, offer: null }).list[0]!.cashOut).toBeNull();
    expect(applyCashOut(page, { type: 'sportsCashOut', betId: 6, offer: null })).toBe(page);
  });
});
