import { describe, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { attemptFor, creditedAmount, depositFee, newRequestId, percentText, remainderOf, withdrawableOf } from './payment-rules';

describe('payment rules', () => {
  test('computes the fee from basis points and the fixed part, and the credited rest', () => {
    expect(depositFee(100_000, { percentBp: 150, fixed: 0 })).toBe(1_500);
    expect(depositFee(333, { percentBp: 100, fixed: 50 })).toBe(53);
    expect(creditedAmount(100_000, { percentBp: 150, fixed: 1_000 })).toBe(97_500);
    expect(creditedAmount(500, { percentBp: 0, fixed: 1_000 })).toBe(0);
    expect(percentText(150)).toBe('1.5');
  });

  test('keeps the request id for a retry of the same submit and renews it when the input changes', () => {
    let n = 0;
    const make = () => `id${++n}`;
    const first = attemptFor(null, 'a', make);
    expect(attemptFor(first, 'a', make)).toBe(first);
    expect(attemptFor(first, 'b', make).id).toBe('id2');
    expect(newRequestId()).toMatch(/^[0-9a-f]{32}$/);
  });

  test('reads the withdrawable amount out of the error and computes the remainder', () => {
    const err = new ApiError('WITHDRAW_ABOVE_WITHDRAWABLE', 409, '', [{ path: 'amount', message: '123456' }]);
    expect(withdrawableOf(err)).toBe(123456);
    expect(withdrawableOf(new ApiError('PAYMENT_PASSWORD_WRONG', 400, ''))).toBeNull();
    expect(remainderOf(10_000, 2_500)).toBe(7_500);
    expect(remainderOf(10_000, 20_000)).toBe(0);
    expect(remainderOf(10_000, null)).toBe(10_000);
  });
});
