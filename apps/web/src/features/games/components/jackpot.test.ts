import { expect, test } from 'vitest';
import { formatMoney } from '@/lib/money';
import { JACKPOT_MAX_EXTRAPOLATION_MS, jackpotValue } from './jackpot';

const at = 1_700_000_000_000;

test('without a reading the card shows its own pool and does not rise', () => {
  expect(jackpotValue(null, 1_000_000, at)).toBe(1_000_000);
  expect(jackpotValue(null, 1_000_000, at + 60_000)).toBe(1_000_000);
});

test('moves on from the real pool at the reported rate, floored to a minor unit', () => {
  const reading = { pool: 5_000_000, ratePerSecond: 12.5, at };
  expect(jackpotValue(reading, 0, at)).toBe(5_000_000);
  expect(jackpotValue(reading, 0, at + 1000)).toBe(5_000_012);
  expect(jackpotValue(reading, 0, at + 4000)).toBe(5_000_050);
  expect(formatMoney(jackpotValue(reading, 0, at + 8000), 'रु')).toBe('Rs 50,001.00');
});

test('snaps to each new reading, even below the interpolated figure (a pool won and reset)', () => {
  const before = { pool: 5_000_000, ratePerSecond: 100, at };
  expect(jackpotValue(before, 0, at + 9000)).toBe(5_000_900);
  const after = { pool: 5_000_700, ratePerSecond: 80, at: at + 10_000 };
  expect(jackpotValue(after, 0, at + 10_000)).toBe(5_000_700);
  const reset = { pool: 5_000, ratePerSecond: 0, at: at + 20_000 };
  expect(jackpotValue(reset, 0, at + 25_000)).toBe(5_000);
});

test('never extrapolates beyond the cap, nor backwards in time, nor at a negative rate', () => {
  const reading = { pool: 1000, ratePerSecond: 10, at };
  const cap = 1000 + (10 * JACKPOT_MAX_EXTRAPOLATION_MS) / 1000;
  expect(jackpotValue(reading, 0, at + 10 * JACKPOT_MAX_EXTRAPOLATION_MS)).toBe(cap);
  expect(jackpotValue(reading, 0, at - 5000)).toBe(1000);
  expect(jackpotValue({ ...reading, ratePerSecond: -3 }, 0, at + 5000)).toBe(1000);
});
