import { describe, expect, it } from 'vitest';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, DICE_RTP_BP, dice, diceMultiplier, diceWin, diceWinCount } from './dice';
// The browser's HMAC: node:crypto is not typed in this package (`types: []` keeps engines browser-only).
import { FairStream, nobleHmac, type Rng } from './rng';

const stream = (nonce: number) => new FairStream(nobleHmac, 'dice-test-seed', 'client', nonce);
const fixed = (roll: number): Rng => ({ next: () => (roll + 0.5) / 10000, int: () => roll });

describe('dice rules', () => {
  it('wins over on roll > target and under on roll < target', () => {
    const over = { stake: 100, target: 5000, over: true };
    expect(dice.play({}, over, fixed(6321))).toEqual({
      win: 198,
      result: 'Roll 63.21 > 50.00',
      detail: { roll: 6321, target: 5000, over: true, hit: true },
    });
    expect(dice.play({}, over, fixed(5000))).toMatchObject({ win: 0, result: 'Roll 50.00 = 50.00' });
    const under = { stake: 100, target: 5000, over: false };
    expect(dice.play({}, under, fixed(4999)).win).toBe(198);
    expect(dice.play({}, under, fixed(5000)).win).toBe(0);
    expect(dice.play({}, under, fixed(7)).result).toBe('Roll 0.07 < 50.00');
    expect(dice.stakeOf(over)).toBe(100);
  });

  it('counts winning rolls and multipliers', () => {
    expect(diceWinCount(5000, true)).toBe(4999);
    expect(diceWinCount(100, false)).toBe(100);
    expect(diceMultiplier(100, false)).toBe(990000); // 99×
    expect(diceMultiplier(4999, false)).toBe(19803); // 1.9803×
    expect(diceWin(1000, 100, false)).toBe(99000);
    expect(diceWin(100, 197, true)).toBe(100); // 100.99 floored
  });

  it('refuses targets out of range', () => {
    expect(dice.check?.({}, { stake: 1, target: 99, over: true })).toMatch(/1\.00 and 98\.00/);
    expect(dice.check?.({}, { stake: 1, target: 9801, over: false })).not.toBeNull();
    expect(dice.check?.({}, { stake: 1, target: 9800, over: true })).toBeNull();
  });

  it('is deterministic', () => {
    const bet = { stake: 100, target: 3000, over: true };
    for (let n = 0; n < 50; n++) expect(dice.play({}, bet, stream(n))).toEqual(dice.play({}, bet, stream(n)));
  });
});

describe('dice RTP', () => {
  /** Exact RTP (as a float of an exact integer ratio) of a bet at a stake, by enumerating the 10000 rolls. */
  const rtp = (stake: number, target: number, over: boolean) => {
    let total = 0;
    for (let roll = 0; roll < 10000; roll++) total += dice.play({}, { stake, target, over }, fixed(roll)).win;
    return total / (10000 * stake);
  };
  /** Same, in closed form: count × floor(stake·9900/count) / (10000·stake). */
  const rtpClosed = (stake: number, target: number, over: boolean) =>
    (diceWinCount(target, over) * diceWin(stake, target, over)) / (10000 * stake);

  it('is 99 % before flooring (enumeration)', () => {
    // Where stake·9900/count is whole, flooring costs nothing: count 4950 pays 2.00×, count 5000 pays 1.98×.
    expect(rtp(100, 4950, false)).toBe(0.99);
    expect(rtp(100, 4999, true)).toBe(0.99);
    expect(rtp(1, 100, false)).toBe(0.99);
    expect(DICE_RTP_BP).toBe(9900);
    for (const [t, o] of [
      [100, true],
      [5000, false],
      [9800, true],
      [9800, false],
    ] as const)
      expect(rtp(12_345, t, o)).toBe(rtpClosed(12_345, t, o));
  });

  it('floors by less than P(win)/stake — < 0.01 pp for every target at stake 10,000', () => {
    const worst = (stake: number) => {
      let max = 0;
      for (const over of [true, false])
        for (let t = DICE_MIN_TARGET; t <= DICE_MAX_TARGET; t++) {
          const loss = 0.99 - rtpClosed(stake, t, over);
          expect(loss).toBeGreaterThanOrEqual(-1e-12);
          expect(loss).toBeLessThan(diceWinCount(t, over) / 10000 / stake + 1e-12);
          max = Math.max(max, loss);
        }
      return max;
    };
    expect(worst(10_000)).toBeLessThan(0.0001); // 0.0098 pp
    // Small stakes floor noticeably: at 100 minor units a 98.02 % chance pays 1.00× (0.98 pp lost).
    expect(worst(100)).toBeCloseTo(0.0098, 6);
  });

  it('matches a 200k-roll simulation', () => {
    const n = 200_000;
    const bet = { stake: 10_000, target: 5000, over: false }; // count 5000: pays exactly 1.98×
    let ret = 0;
    for (let i = 0; i < n; i++) ret += dice.play({}, bet, stream(i)).win / bet.stake;
    // X ∈ {0, 1.98} w.p. 1/2: SD = 0.99, SE ≈ 0.0022.
    expect(Math.abs(ret / n - 0.99)).toBeLessThan((5 * 0.99) / Math.sqrt(n));
  });
});
