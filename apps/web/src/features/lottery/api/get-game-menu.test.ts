import { describe, expect, test } from 'vitest';
import type { LotteryMenu } from '@jade/contract/lottery';
import { nextChange } from './get-game-menu';

const at = (s: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, s)).toISOString();
const menu = (now: number, status: 'OPEN' | 'SCHEDULED', lastDrawAt: number): LotteryMenu => ({
  prizeMode: 'LOTT',
  serverTime: at(now),
  games: [
    {
      gameCode: 'LOTT_VN_1M',
      vendor: 'LOTT',
      family: 'VN_NORTH',
      source: 'HOUSE',
      name: 'Fast',
      cycleSeconds: 60,
      maintenance: false,
      nextDraw: { drawNo: '20261127-0721', status, opensAt: at(0), closesAt: at(55), drawAt: at(60) },
      lastResult: { gameCode: 'LOTT_VN_1M', drawNo: '20261127-0720', drawAt: at(lastDrawAt), numbers: [], resultVersion: 1 },
    },
  ],
});

describe('the menu is read again', () => {
  test('just after the next close when the draw is open and the last result is in (at least every 30 s)', () => {
    expect(nextChange(menu(30, 'OPEN', 0))).toBe(26_000);
    expect(nextChange(menu(5, 'OPEN', 0))).toBe(31_000);
  });

  test('every 2 s while the draw waits to be opened or the last result to come', () => {
    expect(nextChange(menu(1, 'SCHEDULED', 0))).toBe(2_000);
    expect(nextChange(menu(1, 'OPEN', -60))).toBe(2_000);
  });

  test('just after the opening of a draw scheduled ahead', () => {
    expect(nextChange(menu(-10, 'SCHEDULED', -60))).toBe(11_000);
  });
});
