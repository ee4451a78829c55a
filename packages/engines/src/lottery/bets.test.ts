import { describe, expect, test } from 'vitest';
import { checkBet, MAX_TICKETS, permutationsOf, ticketCount } from './bets';
import { parsePicks, quickPick, randomPicks } from './picks';
import { FairStream, nobleHmac } from '../rng';

const nn = (n: number) => Array.from({ length: n }, (_, i) => String(i).padStart(2, '0'));

describe('lottery bets', () => {
  test('count the tickets a selection makes', () => {
    expect(ticketCount('VN_NORTH', { type: 'LO2', picks: [['12', '34', '56']] })).toBe(3);
    expect(ticketCount('VN_NORTH', { type: 'XIEN2', picks: [nn(5)] })).toBe(10);
    expect(ticketCount('VN_NORTH', { type: 'TRUOT10', picks: [nn(12)] })).toBe(66);
    expect(ticketCount('FAST_5D', { type: 'STAR3', picks: [['1', '2'], ['3'], ['4', '5', '6']] })).toBe(6);
    expect(ticketCount('FAST_5D', { type: 'STAR3_GROUP3', picks: [['1', '2', '3']] })).toBe(6);
    expect(ticketCount('FAST_5D', { type: 'STAR5_GROUP120', picks: [['1', '2', '3', '4', '5', '6']] })).toBe(6);
    expect(ticketCount('SEA_4D', { type: 'BIG_BOX', picks: [['1234', '1123', '1122', '1112', '1111']] })).toBe(
      24 + 12 + 6 + 4 + 1,
    );
    expect(ticketCount('SEA_4D', { type: 'BIG_IBOX', picks: [['1234', '1111']] })).toBe(2);
    expect(permutationsOf('1123')).toHaveLength(12);
  });

  test('refuses a type of another game, a missing or stray position, too few or repeated picks, and too many tickets', () => {
    expect(checkBet('DICE_3', { type: 'LO2', picks: [['12']] })).toMatch(/not a bet of this game/);
    expect(checkBet('FAST_5D', { type: 'DIGIT', picks: [['1']] })).toMatch(/position/);
    expect(checkBet('FAST_5D', { type: 'DIGIT', picks: [['1']], position: 5 })).toMatch(/position/);
    expect(checkBet('FAST_5D', { type: 'SUM_BSOE', picks: [['BIG']], position: 1 })).toMatch(/no position/);
    expect(checkBet('VN_NORTH', { type: 'XIEN3', picks: [['12', '34']] })).toMatch(/at least 3/);
    expect(checkBet('VN_NORTH', { type: 'LO2', picks: [['12', '12']] })).toMatch(/once/);
    expect(checkBet('VN_NORTH', { type: 'LO2', picks: [['123']] })).toMatch(/not a number/);
    expect(checkBet('FAST_5D', { type: 'STAR2', picks: [['1']] })).toMatch(/2 groups/);
    expect(checkBet('VN_NORTH', { type: 'XIEN3', picks: [nn(45)] })).toBe(`At most ${MAX_TICKETS} tickets in one bet.`);
    expect(checkBet('DICE_3', { type: 'BSOE', picks: [['BIG']] })).toBeNull();
    expect(checkBet('FAST_5D', { type: 'BSOE', picks: [['BIG']], position: 0 })).toBeNull();
  });

  test('read typed numbers with ranges, in any separator, and name what is not a number of the bet', () => {
    expect(parsePicks('NN', '12 34,56;\n07')).toEqual({ picks: ['07', '12', '34', '56'], invalid: [] });
    expect(parsePicks('NN', '19-15 16 7 100 ab')).toEqual({ picks: ['15', '16', '17', '18', '19'], invalid: ['7', '100', 'ab'] });
    expect(parsePicks('BSOE', 'big Odd')).toEqual({ picks: ['BIG', 'ODD'], invalid: [] });
    expect(parsePicks('D', '')).toEqual({ picks: [], invalid: [] });
  });

  test('quick picks take halves, odds, evens, all or none, and random picks are different numbers', () => {
    expect(quickPick('D', 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(quickPick('D', 'small')).toEqual(['0', '1', '2', '3', '4']);
    expect(quickPick('NN', 'odd')).toHaveLength(50);
    expect(quickPick('NN', 'even')[1]).toBe('02');
    expect(quickPick('NN', 'all')).toHaveLength(100);
    expect(quickPick('NN', 'clear')).toEqual([]);
    const r = randomPicks('NN', 5, new FairStream(nobleHmac, 'q', 'c', 1));
    expect(new Set(r).size).toBe(5);
    expect([...r].sort()).toEqual(r);
  });
});
