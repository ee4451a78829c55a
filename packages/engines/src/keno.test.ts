import { describe, expect, it } from 'vitest';
import { KENO_PAYTABLE, KENO_RTP_BP, keno } from './keno';
// The browser's HMAC: node:crypto is not typed in this package (`types: []` keeps engines browser-only).
import { FairStream, nobleHmac, type Rng } from './rng';

const stream = (nonce: number) => new FairStream(nobleHmac, 'keno-test-seed', 'client', nonce);
/** int() always 0: Fisher–Yates then draws indexes 0..9 → balls 1..10. */
const zeros: Rng = { next: () => 0, int: () => 0 };
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

describe('keno rules', () => {
  it('draws ten balls and pays by the number of hits', () => {
    const out = keno.play({}, { stake: 100, picks: [40, 3, 9, 1, 22, 10] }, zeros);
    expect(out).toEqual({
      win: 800, // 4 of 6 → 8.00×
      result: '4 of 6 hit – 8.00×',
      detail: { drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], hits: [1, 3, 9, 10], multiplier: 800 },
    });
    expect(keno.play({}, { stake: 100, picks: [30] }, zeros)).toMatchObject({ win: 0, result: '0 of 1 hit – 0.00×' });
    expect(keno.play({}, { stake: 7, picks: [1] }, zeros).win).toBe(26); // 26.6 floored
    expect(keno.stakeOf({ stake: 5, picks: [1] })).toBe(5);
  });

  it('refuses bad picks', () => {
    expect(keno.check?.({}, { stake: 1, picks: [] })).toMatch(/1 to 10/);
    expect(keno.check?.({}, { stake: 1, picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] })).toMatch(/1 to 10/);
    expect(keno.check?.({}, { stake: 1, picks: [0] })).toMatch(/1 to 40/);
    expect(keno.check?.({}, { stake: 1, picks: [41] })).toMatch(/1 to 40/);
    expect(keno.check?.({}, { stake: 1, picks: [5, 5] })).toMatch(/differ/);
    expect(keno.check?.({}, { stake: 1, picks: [5, 40] })).toBeNull();
  });

  it('is deterministic and draws ten times', () => {
    for (let n = 0; n < 50; n++) {
      const s = stream(n);
      const out = keno.play({}, { stake: 1, picks: [1, 2, 3] }, s);
      expect(out).toEqual(keno.play({}, { stake: 1, picks: [1, 2, 3] }, stream(n)));
      expect(s.draws).toBe(10);
      expect(new Set(out.detail.drawn).size).toBe(10);
    }
  });
});

describe('keno RTP', () => {
  const total = choose(40, 10);

  it('declares each pick count’s exact hypergeometric RTP, rounded, all within 94–97 %', () => {
    for (let p = 1; p <= 10; p++) {
      const row = KENO_PAYTABLE[p - 1]!;
      expect(row.length).toBe(p + 1);
      // Vandermonde: the weights of 0..p hits cover all C(40,10) draws.
      expect(row.reduce((acc, _, h) => acc + choose(p, h) * choose(40 - p, 10 - h), 0n)).toBe(total);
      const num = row.reduce((acc, m, h) => acc + choose(p, h) * choose(40 - p, 10 - h) * BigInt(m), 0n);
      const micro = Number((num * 10_000n) / total); // RTP × 10^6
      expect(micro).toBeGreaterThanOrEqual(940_000);
      expect(micro).toBeLessThanOrEqual(970_000);
      expect(Math.abs(micro / 100 - KENO_RTP_BP[p - 1]!)).toBeLessThan(0.5);
    }
  });

  it('matches a 200k-round simulation (5 picks)', () => {
    const n = 200_000;
    const picks = [3, 11, 19, 27, 35];
    const row = KENO_PAYTABLE[4]!;
    const probs = row.map((_, h) => Number(choose(5, h) * choose(35, 10 - h)) / Number(total));
    const mean = probs.reduce((a, p, h) => a + (p * row[h]!) / 100, 0);
    const sd = Math.sqrt(probs.reduce((a, p, h) => a + p * (row[h]! / 100) ** 2, 0) - mean ** 2); // ≈ 1.5
    let ret = 0;
    for (let i = 0; i < n; i++) ret += keno.play({}, { stake: 100, picks }, stream(i)).win / 100;
    expect(Math.abs(ret / n - mean)).toBeLessThan((5 * sd) / Math.sqrt(n));
  });
});
