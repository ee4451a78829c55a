import { describe, expect, it } from 'vitest';
import { LIMBO_RTP_BP, crash, crashPoint, crashPointOf, limbo, winningDraws } from './limbo';
// The browser's HMAC: node:crypto is not typed in this package (`types: []` keeps engines browser-only).
import { FairStream, nobleHmac, type Rng } from './rng';

const stream = (nonce: number) => new FairStream(nobleHmac, 'limbo-test-seed', 'client', nonce);
const TWO32 = 2 ** 32;
const raw = (h: number): Rng => ({ next: () => h / TWO32, int: (n) => Math.floor((h / TWO32) * n) });

describe('limbo rules', () => {
  it('computes the crash point from the raw draw', () => {
    expect(crashPointOf(0)).toBe(100); // floor(99) → clamped to 1.00×
    expect(crashPointOf(TWO32 / 2)).toBe(198);
    expect(crashPointOf(TWO32 - 1)).toBe(99 * TWO32);
    expect(crashPoint(raw(TWO32 / 2))).toBe(198);
    const s = stream(1);
    crashPoint(s);
    expect(s.draws).toBe(1);
  });

  it('pays floor(stake × target / 100) when the point reaches the target', () => {
    const bet = { stake: 150, target: 198 };
    expect(limbo.play({}, bet, raw(TWO32 / 2))).toEqual({
      win: 297,
      result: 'Result 1.98× – target 1.98×',
      detail: { point: 198, target: 198, hit: true },
    });
    expect(crash.play({}, { stake: 150, target: 199 }, raw(TWO32 / 2))).toEqual({
      win: 0,
      result: 'Crash 1.98× – target 1.99×',
      detail: { point: 198, target: 199, hit: false },
    });
    expect(limbo.play({}, { stake: 7, target: 101 }, raw(TWO32 - 1)).win).toBe(7); // 7.07 floored
    expect(limbo.stakeOf(bet)).toBe(150);
  });

  it('refuses targets out of range', () => {
    expect(limbo.check?.({}, { stake: 1, target: 100 })).toMatch(/1\.01×/);
    expect(limbo.check?.({}, { stake: 1, target: 1_000_001 })).not.toBeNull();
    expect(crash.check?.({}, { stake: 1, target: 101 })).toBeNull();
  });

  it('is deterministic', () => {
    for (let n = 0; n < 50; n++)
      expect(crash.play({}, { stake: 5, target: 300 }, stream(n))).toEqual(crash.play({}, { stake: 5, target: 300 }, stream(n)));
  });
});

describe('limbo RTP', () => {
  const targets = [101, 102, 150, 198, 200, 333, 1000, 12_345, 100_000, 999_999, 1_000_000];

  it('has exactly winningDraws(t) winning draws: the boundary sits where the closed form says', () => {
    // The point is non-decreasing in h, so checking the two draws around the boundary proves the count.
    for (let h = 1; h < 5000; h++) expect(crashPointOf(h * 858_993)).toBeGreaterThanOrEqual(crashPointOf((h - 1) * 858_993));
    for (const t of targets) {
      const c = winningDraws(t);
      expect(c).toBe(Number((99n * 2n ** 32n) / BigInt(t)));
      expect(crashPointOf(TWO32 - c)).toBeGreaterThanOrEqual(t);
      expect(crashPointOf(TWO32 - c - 1)).toBeLessThan(t);
    }
  });

  it('returns 99 % within 3e-6 for every target (exact rational, stake 100 has no flooring)', () => {
    for (const t of targets) {
      const stake = 100;
      // RTP = c · floor(stake·t/100) / (stake · 2^32), exact in BigInt (×10^12).
      const win = BigInt(Math.floor((stake * t) / 100));
      const micro = (BigInt(winningDraws(t)) * win * 10n ** 12n) / (BigInt(stake) * 2n ** 32n);
      const rtp = Number(micro) / 1e12;
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(0.99 - rtp).toBeLessThan(t / (100 * TWO32) + 1e-12);
      expect(0.99 - rtp).toBeLessThan(3e-6);
    }
    expect(LIMBO_RTP_BP).toBe(9900);
  });

  it('matches a 200k-round simulation', () => {
    const n = 200_000;
    let ret = 0;
    for (let i = 0; i < n; i++) ret += limbo.play({}, { stake: 100, target: 200 }, stream(i)).win / 100;
    // X ∈ {0, 2} with p ≈ 0.495: SD ≈ 1.0, SE ≈ 0.0022.
    const p = winningDraws(200) / TWO32;
    const se = (2 * Math.sqrt(p * (1 - p))) / Math.sqrt(n);
    expect(Math.abs(ret / n - 2 * p)).toBeLessThan(5 * se);
  });
});
