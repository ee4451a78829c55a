import { describe, expect, it } from 'vitest';
import type { SportsMarket } from '@jade/contract/sportsbook';
import {
  defaultLine,
  kindsOf,
  marketInput,
  modelPriced,
  vendorOf,
  oddsDraftOf,
  oddsMoves,
  oddsText,
  resultDraftOf,
  resultNeeds,
  resultOf,
  typedInnings,
  typedLine,
  typedMaps,
  typedOdds,
} from './sports-logic';

const market = (id: number, kind: SportsMarket['kind'], odds: number[]): SportsMarket => ({
  id,
  kind,
  line: null,
  period: null,
  state: 'OPEN',
  selections: odds.map((o, i) => ({ id: id * 10 + i, code: `S${i}`, odds: o, version: 1 })),
});

describe('odds as typed', () => {
  it('shows ten-thousandths as decimals and reads them back', () => {
    expect(oddsText(19_500)).toBe('1.95');
    expect(oddsText(23_456)).toBe('2.3456');
    expect(typedOdds('1.95')).toBe(19_500);
    expect(typedOdds(' 2.3456 ')).toBe(23_456);
    expect(typedOdds('1')).toBeNull();
    expect(typedOdds('abc')).toBeNull();
    expect(typedOdds('1001')).toBeNull();
  });

  it('moves only the changed prices, and none while a field is not a price', () => {
    const markets = [market(1, 'MATCH_RESULT', [20_000, 34_000, 38_000]), market(2, 'OVER_UNDER', [19_000, 19_000])];
    const draft = oddsDraftOf(markets);
    expect(draft[10]).toBe('2.00');
    expect(oddsMoves(markets, draft)).toEqual([]);
    expect(oddsMoves(markets, { ...draft, 11: '3.5', 20: '1.9' })).toEqual([{ selectionId: 11, odds: 35_000 }]);
    expect(oddsMoves(markets, { ...draft, 21: '' })).toBeNull();
  });
});

describe('a result fitting the markets', () => {
  it('asks what the engine grades each kind by', () => {
    expect(resultNeeds(['MATCH_RESULT', 'OVER_UNDER'])).toEqual({ score: true, winner: false, maps: false, innings: false });
    expect(resultNeeds(['COCKFIGHT_WINNER'])).toEqual({ score: false, winner: true, maps: false, innings: false });
    expect(resultNeeds(['CRICKET_WINNER', 'INNINGS_RUNS'])).toEqual({ score: false, winner: true, maps: false, innings: true });
    expect(resultNeeds(['MATCH_WINNER', 'MAP_WINNER'])).toEqual({ score: true, winner: false, maps: true, innings: false });
  });

  it('builds the result from the fields, or nothing while one is missing', () => {
    const draft = { home: '2', away: '1', winner: '' as const, maps: 'h a H', innings: '180 175' };
    expect(resultOf({ score: true, winner: false, maps: false, innings: false }, draft)).toEqual({ score: { home: 2, away: 1 } });
    expect(resultOf({ score: false, winner: true, maps: false, innings: false }, draft)).toBeNull();
    expect(resultOf({ score: false, winner: true, maps: false, innings: true }, { ...draft, winner: 'AWAY' })).toEqual({
      winner: 'AWAY',
      innings: [180, 175],
    });
    expect(resultOf({ score: true, winner: false, maps: true, innings: false }, draft)).toEqual({
      score: { home: 2, away: 1 },
      maps: ['HOME', 'AWAY', 'HOME'],
    });
    expect(resultOf({ score: true, winner: false, maps: false, innings: false }, { ...draft, away: '-1' })).toBeNull();
    expect(typedMaps('H X')).toBeNull();
    expect(typedInnings('1 2 3 4 5')).toBeNull();
  });

  it('starts a correction from the result entered, else from the live score', () => {
    expect(resultDraftOf({ score: { home: 1, away: 0 }, result: null })).toMatchObject({ home: '1', away: '0', winner: '' });
    expect(
      resultDraftOf({ score: null, result: { score: { home: 3, away: 3 }, maps: ['AWAY'], winner: 'DRAW', innings: [99] } }),
    ).toEqual({ home: '3', away: '3', winner: 'DRAW', maps: 'A', innings: '99' });
  });
});

describe('a new event’s markets', () => {
  it('leaves a model-priced market unpriced, and needs every price of another', () => {
    expect(marketInput({ kind: 'MATCH_RESULT', line: '', period: '', odds: {} }, true)).toEqual({ kind: 'MATCH_RESULT' });
    expect(marketInput({ kind: 'OVER_UNDER', line: '2.5', period: '', odds: {} }, true)).toEqual({
      kind: 'OVER_UNDER',
      line: 2.5,
    });
    expect(marketInput({ kind: 'COCKFIGHT_WINNER', line: '', period: '', odds: { MERON: '1.9' } }, false)).toBeNull();
    expect(
      marketInput({ kind: 'COCKFIGHT_WINNER', line: '', period: '', odds: { MERON: '1.9', WALA: '1.9', DRAW: '9' } }, false),
    ).toEqual({
      kind: 'COCKFIGHT_WINNER',
      selections: [
        { code: 'MERON', odds: 19_000 },
        { code: 'WALA', odds: 19_000 },
        { code: 'DRAW', odds: 90_000 },
      ],
    });
    expect(
      marketInput({ kind: 'INNINGS_RUNS', line: '160.5', period: '', odds: { OVER: '1.9', UNDER: '1.9' } }, false),
    ).toBeNull();
    expect(marketInput({ kind: 'MAP_WINNER', line: '', period: '1', odds: { HOME: '1.8', AWAY: '2' } }, false)).toMatchObject({
      period: 1,
    });
  });

  it('prices by the model a football match’s markets only, and offers each sport its kinds and vendor', () => {
    expect(modelPriced('FOOTBALL', 'OVER_UNDER')).toBe(true);
    expect(modelPriced('FOOTBALL', 'CORRECT_SCORE')).toBe(true);
    expect(modelPriced('CRICKET', 'INNINGS_RUNS')).toBe(false);
    expect(marketInput({ kind: 'OVER_UNDER', line: '160.5', period: '', odds: {} }, false)).toBeNull();
    expect(kindsOf('COCKFIGHT')).toEqual(['COCKFIGHT_WINNER']);
    expect(kindsOf('ESPORTS')).toContain('MAP_WINNER');
    expect(vendorOf('ESPORTS')).toBe('IMES');
    expect(vendorOf('COCKFIGHT')).toBe('DS88');
    expect(vendorOf('CRICKET')).toBe('SUMMIT');
    expect(defaultLine('FOOTBALL', 'OVER_UNDER')).toBe('2.5');
    expect(defaultLine('FOOTBALL', 'MATCH_RESULT')).toBe('');
  });

  it('reads lines in quarters, totals not below zero', () => {
    expect(typedLine('ASIAN_HANDICAP', '-0.25')).toBe(-0.25);
    expect(typedLine('ASIAN_HANDICAP', '+1')).toBe(1);
    expect(typedLine('ASIAN_HANDICAP', '0.3')).toBeNull();
    expect(typedLine('OVER_UNDER', '-1')).toBeNull();
  });
});
