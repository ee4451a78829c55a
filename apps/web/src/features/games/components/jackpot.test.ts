import { expect, test } from 'vitest';
import { formatMoney } from '@/lib/money';
import { JACKPOT_STEP_MINOR, jackpotValue } from './jackpot';

test('starts at the pool and rises by a fixed step per tick', () => {
  expect(jackpotValue(1_000_000, 0)).toBe(1_000_000);
  expect(jackpotValue(1_000_000, 999)).toBe(1_000_000);
  expect(jackpotValue(1_000_000, 1000)).toBe(1_000_000 + JACKPOT_STEP_MINOR);
  expect(jackpotValue(1_000_000, 3500, 5, 1000)).toBe(1_000_015);
  expect(formatMoney(jackpotValue(123_456_789, 2000, 50, 1000))).toBe('1,234,568.89');
});
