import { beforeAll, describe, expect, it } from 'vitest';
import { BACCARAT_RTP_BP, baccarat, baccaratWin, bankerDraws, dealCoup, type BaccaratOutcome } from './baccarat';
// The browser's HMAC: node:crypto is not typed in this package (`types: []` keeps engines browser-only).
import { FairStream, nobleHmac, type Rng } from './rng';

const stream = (nonce: number) => new FairStream(nobleHmac, 'baccarat-test-seed', 'client', nonce);
/** An Rng whose int() returns the given values in order (ranks − 1 here). */
const scripted = (ints: number[]): Rng & { used: () => number } => {
  let i = 0;
  return {
    next: () => {
      throw new Error('next() not expected');
    },
    int: () => {
      const v = ints[i++];
      if (v === undefined) throw new Error('script exhausted');
      return v;
    },
    used: () => i,
  };
};
const bet = (player = 0, banker = 0, tie = 0) => ({ player, banker, tie });

describe('baccarat rules', () => {
  it('stands on naturals and deals in player/banker order', () => {
    // ranks P 8, B 2, P K, B 3 → player natural 8 vs banker 5: no third cards.
    const rng = scripted([7, 1, 12, 2, 0, 0]);
    const out = baccarat.play({}, bet(100, 0, 0), rng);
    expect(rng.used()).toBe(4);
    expect(out.detail).toEqual({ player: [8, 13], banker: [2, 3], playerTotal: 8, bankerTotal: 5, outcome: 'player' });
    expect(out.win).toBe(200);
    expect(out.result).toBe('Player 8 – Banker 5');
  });

  it('player draws on 0–5, banker then follows the tableau', () => {
    // P A+4 = 5 draws 8 → 3; banker 3 must stand on a player 8 → banker 3 vs 3 = tie.
    const rng = scripted([0, 0, 3, 1, 7, 5]);
    const out = baccarat.play({}, bet(100, 100, 100), rng);
    expect(rng.used()).toBe(5);
    expect(out.detail).toMatchObject({ player: [1, 4, 8], banker: [1, 2], playerTotal: 3, bankerTotal: 3, outcome: 'tie' });
    expect(out.win).toBe(100 + 100 + 900);
    expect(out.result).toBe('Tie 3 – 3');
  });

  it('banker draws on 0–5 when the player stands', () => {
    // P 6+K stands; B 5+J = 5 draws a 2 → 7 beats 6.
    const rng = scripted([5, 4, 12, 10, 1]);
    const out = baccarat.play({}, bet(0, 100, 0), rng);
    expect(out.detail).toMatchObject({ player: [6, 13], banker: [5, 11, 2], outcome: 'banker' });
    expect(out.win).toBe(195);
    expect(out.result).toBe('Banker 7 – Player 6');
  });

  it('implements the banker tableau', () => {
    expect(bankerDraws(2, 8)).toBe(true);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect([...Array(13)].map((_, r) => bankerDraws(4, r + 1))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((r) => r >= 2 && r <= 7),
    );
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(5, 3)).toBe(false);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, 5)).toBe(false);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(7, 1)).toBe(false);
  });

  it('pays 1:1, 0.95:1 (floored) and 8:1; player/banker push on a tie', () => {
    expect(baccaratWin(bet(100, 0, 0), 'player')).toBe(200);
    expect(baccaratWin(bet(0, 100, 0), 'banker')).toBe(195);
    expect(baccaratWin(bet(0, 15, 0), 'banker')).toBe(15 + 14); // 14.25 floored
    expect(baccaratWin(bet(50, 70, 10), 'tie')).toBe(50 + 70 + 90);
    expect(baccaratWin(bet(50, 70, 10), 'banker')).toBe(70 + 66);
    expect(baccarat.stakeOf(bet(1, 2, 3))).toBe(6);
  });

  it('refuses an empty bet', () => {
    expect(baccarat.check?.({}, bet())).toMatch(/stake/);
    expect(baccarat.check?.({}, bet(0, 0, 1))).toBeNull();
  });

  it('is deterministic', () => {
    for (let n = 0; n < 50; n++)
      expect(baccarat.play({}, bet(10, 20, 5), stream(n))).toEqual(baccarat.play({}, bet(10, 20, 5), stream(n)));
  });
});

describe('baccarat RTP', () => {
  // Weighted enumeration of all 13^6 sequences: values 1..9 (weight 1) and 0 (rank 10, weight 4 for 10/J/Q/K).
  // Cards not used by a coup still multiply the weight, so the weights sum to 13^6.
  const counts: Record<BaccaratOutcome, bigint> = { player: 0n, banker: 0n, tie: 0n };
  beforeAll(() => {
    const ranks = [10, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const weight = (r: number) => (r === 10 ? 4 : 1);
    for (const a of ranks)
      for (const b of ranks)
        for (const c of ranks)
          for (const d of ranks)
            for (const e of ranks)
              for (const f of ranks) {
                const seq = [a, b, c, d, e, f];
                let i = 0;
                const { outcome } = dealCoup(() => seq[i++]!);
                counts[outcome] += BigInt(weight(a) * weight(b) * weight(c) * weight(d) * weight(e) * weight(f));
              }
  });
  const N = 13n ** 6n;
  /** Exact RTP × 10^6 (truncated) of a bet, from the enumerated outcome weights. */
  const rtpMicro = (b: ReturnType<typeof bet>, stake: number) =>
    ((['player', 'banker', 'tie'] as const).reduce((s, o) => s + counts[o] * BigInt(baccaratWin(b, o)), 0n) * 1_000_000n) /
    (N * BigInt(stake));

  it('has the known infinite-deck outcome weights', () => {
    expect(counts).toEqual({ player: 2153464n, banker: 2212744n, tie: 460601n });
    expect(counts.player + counts.banker + counts.tie).toBe(N);
  });

  it('declares the exact RTP rounded to the nearest basis point', () => {
    // Stake 100: 95 % of it is whole, so flooring costs nothing.
    const micro = { player: rtpMicro(bet(100), 100), banker: rtpMicro(bet(0, 100), 100), tie: rtpMicro(bet(0, 0, 100), 100) };
    expect(micro).toEqual({ player: 987718n, banker: 989360n, tie: 858830n });
    for (const k of ['player', 'banker', 'tie'] as const)
      expect(Math.abs(Number(micro[k]) / 100 - BACCARAT_RTP_BP[k])).toBeLessThan(0.5);
    // Flooring at small stakes: a banker stake of 10 pays 19 (not 19.5) and returns less.
    expect(rtpMicro(bet(0, 10), 10)).toBeLessThan(micro.banker);
  });

  it('matches a 200k-round simulation', () => {
    const n = 200_000;
    const seen = { player: 0, banker: 0, tie: 0 };
    for (let i = 0; i < n; i++) seen[baccarat.play({}, bet(0, 100, 0), stream(i)).detail.outcome] += 1;
    for (const o of ['player', 'banker', 'tie'] as const) {
      const p = Number(counts[o]) / Number(N);
      const se = Math.sqrt((p * (1 - p)) / n); // ≤ 0.0012
      expect(Math.abs(seen[o] / n - p)).toBeLessThan(5 * se);
    }
  });
});
