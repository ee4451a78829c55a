import { describe, expect, it } from 'vitest';
import { FISHING_RTP_BP, FISH_KINDS, fishing, hitChance } from './fishing';
// The browser's HMAC: node:crypto is not typed in this package (`types: []` keeps engines browser-only).
import { FairStream, nobleHmac, type Rng } from './rng';

const stream = (nonce: number) => new FairStream(nobleHmac, 'fishing-test-seed', 'client', nonce);
const TWO32 = 2 ** 32;
const raw = (u: number): Rng => ({ next: () => u / TWO32, int: () => Number.NaN });

describe('fishing rules', () => {
  it('has increasing integer multipliers up to a 300× boss', () => {
    expect(FISH_KINDS.length).toBe(12);
    FISH_KINDS.forEach((k, i) => {
      expect(Number.isInteger(k.multiplier)).toBe(true);
      if (i > 0) expect(k.multiplier).toBeGreaterThan(FISH_KINDS[i - 1]!.multiplier);
    });
    expect(FISH_KINDS.at(-1)).toEqual({ key: 'dragon-king', multiplier: 300 });
  });

  it('catches below 0.96 / multiplier and pays stake × multiplier', () => {
    expect(fishing.play({}, { stake: 40, fish: 8 }, raw(0))).toEqual({
      win: 2000,
      result: 'Caught shark 50×',
      detail: { fish: 8, multiplier: 50, hit: true },
    });
    expect(fishing.play({}, { stake: 40, fish: 0 }, raw(TWO32 * 0.48))).toEqual({
      win: 0,
      result: 'Missed clownfish 2×',
      detail: { fish: 0, multiplier: 2, hit: false },
    });
    expect(fishing.stakeOf({ stake: 3, fish: 1 })).toBe(3);
  });

  it('refuses unknown fish', () => {
    expect(fishing.check?.({}, { stake: 1, fish: 12 })).toBe('Fish 12 does not exist.');
    expect(fishing.check?.({}, { stake: 1, fish: 11 })).toBeNull();
    expect(() => fishing.play({}, { stake: 1, fish: 31 }, raw(0))).toThrow();
  });

  it('is deterministic and draws once', () => {
    for (let n = 0; n < 50; n++) {
      const s = stream(n);
      expect(fishing.play({}, { stake: 1, fish: n % 12 }, s)).toEqual(fishing.play({}, { stake: 1, fish: n % 12 }, stream(n)));
      expect(s.draws).toBe(1);
    }
  });
});

describe('fishing RTP', () => {
  it('is 96 % for every fish within 1e-6 (exact count of hitting draws out of 2^32)', () => {
    for (const [fish, kind] of FISH_KINDS.entries()) {
      // u / 2^32 < thr ⟺ u < thr·2^32 (exact: scaling a double by 2^32 is exact), so ceil(thr·2^32) draws hit.
      const hits = Math.ceil(hitChance(kind) * TWO32);
      // The boundary draws, run through the engine itself.
      expect(fishing.play({}, { stake: 1, fish }, raw(hits - 1)).detail.hit).toBe(true);
      expect(fishing.play({}, { stake: 1, fish }, raw(hits)).detail.hit).toBe(false);
      // Exact RTP = hits · m / 2^32; compare with 96/100 in integers: |hits·m·100 − 96·2^32| / (100·2^32).
      const err = Number(BigInt(hits * kind.multiplier) * 100n - 96n * 2n ** 32n) / (100 * TWO32);
      expect(Math.abs(err)).toBeLessThan(kind.multiplier / TWO32 + 1e-12);
      expect(Math.abs(err)).toBeLessThan(1e-6);
    }
    expect(FISHING_RTP_BP).toBe(9600);
  });

  it('matches 200k-shot simulations (2× and 10× fish)', () => {
    const n = 200_000;
    for (const fish of [0, 4]) {
      const m = FISH_KINDS[fish]!.multiplier;
      let ret = 0;
      for (let i = 0; i < n; i++) ret += fishing.play({}, { stake: 1, fish }, stream(i + fish * n)).win;
      // X ∈ {0, m} with p = 0.96/m: SD = m·sqrt(p(1−p)) (≈ 1.0 for 2×, 2.9 for 10×).
      const p = 0.96 / m;
      expect(Math.abs(ret / n - 0.96)).toBeLessThan((5 * m * Math.sqrt(p * (1 - p))) / Math.sqrt(n));
    }
  });
});
