import type { LotteryChase } from '@jade/contract/lottery';

/** A chase as the server answers it (tests): lô 12 34 56 over three draws doubling, its first draw placed. */
export const chaseOf = (over: Partial<LotteryChase> = {}): LotteryChase => ({
  chaseId: 7,
  gameCode: 'LOTT_VN_1M',
  status: 'ACTIVE',
  endReason: null,
  unit: 100,
  multipliers: [1, 2, 4],
  stopOnWin: true,
  lines: [{ type: 'LO2', picks: [['12', '34', '56']] }],
  staked: 300,
  won: 0,
  createdAt: '2026-11-27T12:00:00.000Z',
  endedAt: null,
  draws: [{ slipId: 41, drawNo: '20261127-0100', multiplier: 1, status: 'OPEN', total: 300, win: null }],
  ...over,
});
