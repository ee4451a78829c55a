import { describe, expect, it } from 'vitest';
import { DRAGONTIGER_RTP_BP, dragontiger, dragonTigerWin, type DragonTigerOutcome } from './dragontiger';
// The browser's HMAC: node:crypto is not typed in this package (`types: []` keeps engines browser-only).
import { FairStream, nobleHmac, type Rng } from './rng';

const stream = (nonce: number) => new FairStream(nobleHmac, 'dragontiger-test-seed', 'client', nonce);
const scripted = (ints: number[]): Rng => {
  let i = 0;
  return {
    next: () => {
      throw new Error('next() not expected');
    },
    int: () => ints[i++] ?? Number.NaN,
  };
};
const bet = (dragon = 0, tiger = 0, tie = 0) => ({ dragon, tiger, tie });

describe('dragon tiger rules', () => {
  it('deals dragon then tiger; the higher rank wins, ace low', () => {
    const out = dragontiger.play({}, bet(100, 50, 10), scripted([12, 0]));
    expect(out).toEqual({ win: 200, result: 'Dragon K – Tiger A', detail: { dragon: 13, tiger: 1, outcome: 'dragon' } });
    expect(dragontiger.play({}, bet(100, 50, 10), scripted([3, 9])).result).toBe('Tiger 10 – Dragon 4');
  });

  it('returns half of dragon/tiger on a tie (floored) and pays tie 11:1', () => {
    const out = dragontiger.play({}, bet(100, 51, 10), scripted([6, 6]));
    expect(out.detail.outcome).toBe('tie');
    expect(out.win).toBe(50 + 25 + 120);
    expect(out.result).toBe('Tie 7 – 7');
    expect(dragonTigerWin(bet(0, 40, 0), 'tiger')).toBe(80);
    expect(dragonTigerWin(bet(40, 0, 5), 'tiger')).toBe(0);
    expect(dragontiger.stakeOf(bet(1, 2, 3))).toBe(6);
  });

  it('refuses an empty bet', () => {
    expect(dragontiger.check?.({}, bet())).toMatch(/stake/);
    expect(dragontiger.check?.({}, bet(0, 0, 1))).toBeNull();
  });

  it('is deterministic', () => {
    for (let n = 0; n < 50; n++)
      expect(dragontiger.play({}, bet(2, 4, 6), stream(n))).toEqual(dragontiger.play({}, bet(2, 4, 6), stream(n)));
  });
});

describe('dragon tiger RTP', () => {
  /** Sum of returns over all 169 equally likely card pairs, for a bet. */
  const total = (b: ReturnType<typeof bet>) => {
    let s = 0;
    for (let d = 1; d <= 13; d++)
      for (let t = 1; t <= 13; t++) s += dragonTigerWin(b, d > t ? 'dragon' : t > d ? 'tiger' : ('tie' as DragonTigerOutcome));
    return s;
  };

  it('declares the exact RTP (enumeration of 13×13) rounded to the nearest basis point', () => {
    // Stake 100 (even): the half-back on a tie is exact.
    expect(total(bet(100))).toBe(78 * 200 + 13 * 50); // 16250 / (169 × 100) = 12.5/13
    expect(total(bet(0, 0, 100))).toBe(13 * 1200); // 15600 / 16900 = 12/13
    for (const [k, b] of [
      ['dragon', bet(100)],
      ['tiger', bet(0, 100)],
      ['tie', bet(0, 0, 100)],
    ] as const) {
      const bp = (total(b) / (169 * 100)) * 10000;
      expect(Math.abs(bp - DRAGONTIGER_RTP_BP[k])).toBeLessThan(0.5);
    }
    // An odd stake loses the half unit on ties.
    expect(total(bet(101)) / (169 * 101)).toBeLessThan(12.5 / 13);
  });

  it('matches a 200k-round simulation', () => {
    const n = 200_000;
    let ret = 0;
    for (let i = 0; i < n; i++) ret += dragontiger.play({}, bet(100), stream(i)).win / 100;
    // Per-round return X ∈ {0, 0.5, 2}: Var = (6/13·4 + 1/13·0.25) − (12.5/13)² ≈ 0.9375, SE ≈ 0.0022.
    const se = Math.sqrt((6 / 13) * 4 + (1 / 13) * 0.25 - (12.5 / 13) ** 2) / Math.sqrt(n);
    expect(Math.abs(ret / n - 12.5 / 13)).toBeLessThan(5 * se);
  });
});
