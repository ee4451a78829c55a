import { describe, expect, test } from 'vitest';
import { LotteryPlaceChase } from '@jade/contract/lottery';
import {
  CHASE_DRAWS,
  MAX_MULTIPLIER,
  cancelRefund,
  chaseDrawRows,
  chaseMultipliers,
  chaseTotals,
  planOf,
  planProblem,
  refundable,
  type ChasePlan,
} from './chase';
import { chaseOf } from './chase.fixtures';

const flat = (draws: number): ChasePlan => ({ draws, kind: 'flat', factor: 2, every: 1 });
const multiply = (draws: number, factor: number, every: number): ChasePlan => ({ draws, kind: 'multiply', factor, every });

const chase = chaseOf;

describe('number chase plan', () => {
  test('plays the slip’s multiplier on every draw when flat, and multiplies it every n draws in a plan', () => {
    expect(chaseMultipliers(3, flat(4))).toEqual([3, 3, 3, 3]);
    expect(chaseMultipliers(1, multiply(5, 2, 1))).toEqual([1, 2, 4, 8, 16]);
    expect(chaseMultipliers(2, multiply(6, 3, 2))).toEqual([2, 2, 6, 6, 18, 18]);
  });

  test('reads the typed options: whole numbers only', () => {
    expect(planOf({ draws: ' 3 ', kind: 'multiply', factor: '2', every: '1', stopOnWin: true })).toEqual(multiply(3, 2, 1));
    const bad = planOf({ draws: '3.5', kind: 'flat', factor: '', every: 'x', stopOnWin: false });
    expect([bad.draws, bad.factor, bad.every].every(Number.isNaN)).toBe(true);
    expect(planProblem([], bad)).toBe('drawsRange');
  });

  test('costs each draw the slip’s total at multiplier 1 times its multiplier; the first is what is taken at the start', () => {
    expect(chaseTotals(300, [1, 2, 4])).toEqual({ draws: [300, 600, 1200], first: 300, total: 2100 });
    expect(chaseTotals(300, [])).toEqual({ draws: [], first: 0, total: 0 });
  });

  test('names what keeps a plan from the server: the draw count, the factor, the step and a multiplier past 10,000', () => {
    expect(planProblem(chaseMultipliers(1, flat(1)), flat(1))).toBe('drawsRange');
    expect(planProblem(chaseMultipliers(1, flat(121)), flat(121))).toBe('drawsRange');
    expect(planProblem(chaseMultipliers(1, flat(2.5)), flat(2.5))).toBe('drawsRange');
    expect(planProblem(chaseMultipliers(1, multiply(3, 1, 1)), multiply(3, 1, 1))).toBe('factorRange');
    expect(planProblem(chaseMultipliers(1, multiply(3, 11, 1)), multiply(3, 11, 1))).toBe('factorRange');
    expect(planProblem(chaseMultipliers(1, multiply(3, 2, 3)), multiply(3, 2, 3))).toBe('everyRange');
    expect(planProblem(chaseMultipliers(1, multiply(15, 2, 1)), multiply(15, 2, 1))).toBe('tooHigh');
    expect(planProblem(chaseMultipliers(1, multiply(14, 2, 1)), multiply(14, 2, 1))).toBeNull();
    expect(planProblem(chaseMultipliers(10_000, flat(120)), flat(120))).toBeNull();
  });

  test('keeps to the bounds of the contract’s chase request', () => {
    const m = LotteryPlaceChase.shape.multipliers;
    expect(m.safeParse(Array(CHASE_DRAWS.min).fill(MAX_MULTIPLIER)).success).toBe(true);
    expect(m.safeParse(Array(CHASE_DRAWS.max).fill(1)).success).toBe(true);
    expect(m.safeParse(Array(CHASE_DRAWS.min - 1).fill(1)).success).toBe(false);
    expect(m.safeParse(Array(CHASE_DRAWS.max + 1).fill(1)).success).toBe(false);
    expect(m.safeParse([1, MAX_MULTIPLIER + 1]).success).toBe(false);
  });

  test('lists every draw of a chase: its placed slips, then the draws to come, cancelled or not played', () => {
    expect(chaseDrawRows(chase({}))).toEqual([
      { index: 0, drawNo: '20261127-0100', multiplier: 1, total: 300, status: 'OPEN', win: null },
      { index: 1, drawNo: null, multiplier: 2, total: 600, status: 'TO_COME', win: null },
      { index: 2, drawNo: null, multiplier: 4, total: 1200, status: 'TO_COME', win: null },
    ]);
    const refunded = { slipId: 41, drawNo: '20261127-0100', multiplier: 1, status: 'REFUNDED' as const, total: 300, win: null };
    expect(chaseDrawRows(chase({ status: 'CANCELLED', draws: [refunded] })).map((r) => r.status)).toEqual([
      'REFUNDED',
      'CANCELLED',
      'CANCELLED',
    ]);
    const won = { ...refunded, status: 'SETTLED' as const, win: 1050 };
    expect(chaseDrawRows(chase({ status: 'WON', draws: [won] })).map((r) => [r.status, r.win])).toEqual([
      ['SETTLED', 1050],
      ['NOT_PLAYED', null],
      ['NOT_PLAYED', null],
    ]);
  });

  test('counts as a cancel’s refund only the slips it refunded, and offers back the slips still open', () => {
    const before = chase({});
    expect(refundable(before)).toBe(300);
    const after = chase({
      status: 'CANCELLED',
      staked: 0,
      draws: [{ ...before.draws[0]!, status: 'REFUNDED' }],
    });
    expect(cancelRefund(before, after)).toBe(300);
    // Refunded before the cancel (a draw the operator cancelled): not the cancel's refund.
    expect(cancelRefund(after, after)).toBe(0);
    // Still being refunded (the wallet did not answer yet): not counted until it is.
    expect(cancelRefund(before, chase({ status: 'CANCELLED', draws: [{ ...before.draws[0]!, status: 'PENDING' }] }))).toBe(0);
  });
});
