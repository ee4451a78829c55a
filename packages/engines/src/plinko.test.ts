import { describe, expect, it } from 'vitest';
import { PLINKO_RTP_BP, PLINKO_TABLES, plinko, type PlinkoRisk, type PlinkoRows } from './plinko';
// The browser's HMAC: node:crypto is not typed in this package (`types: []` keeps engines browser-only).
import { FairStream, nobleHmac, type Rng } from './rng';

const stream = (nonce: number) => new FairStream(nobleHmac, 'plinko-test-seed', 'client', nonce);
/** Draws 0.25 for a 1 (right) and 0.75 for a 0 (left). */
const scripted = (bits: number[]): Rng => {
  let i = 0;
  return { next: () => (bits[i++] === 1 ? 0.25 : 0.75), int: () => Number.NaN };
};
const ROWS: PlinkoRows[] = [8, 12, 16];
const RISKS: PlinkoRisk[] = ['low', 'medium', 'high'];
function choose(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

describe('plinko rules', () => {
  it('lands in the slot counting right bounces and pays its multiplier', () => {
    const path = [1, 0, 1, 1, 0, 0, 0, 1];
    expect(plinko.play({}, { stake: 250, rows: 8, risk: 'medium' }, scripted(path))).toEqual({
      win: 100, // 250 × 0.40
      result: 'Slot 4 – 0.40×',
      detail: { path, slot: 4, multiplier: 40 },
    });
    expect(plinko.play({}, { stake: 3, rows: 8, risk: 'low' }, scripted([1, 1, 1, 1, 1, 1, 1, 1]))).toMatchObject({
      win: 16,
      detail: { slot: 8 },
    }); // 16.8 floored
    expect(plinko.stakeOf({ stake: 7, rows: 12, risk: 'high' })).toBe(7);
  });

  it('splits left/right exactly at 0.5', () => {
    const at = (x: number): Rng => ({ next: () => x, int: () => Number.NaN });
    expect(plinko.play({}, { stake: 1, rows: 8, risk: 'low' }, at(0.5 - 2 ** -32)).detail.slot).toBe(8);
    expect(plinko.play({}, { stake: 1, rows: 8, risk: 'low' }, at(0.5)).detail.slot).toBe(0);
  });

  it('has symmetric tables of rows + 1 integer slots', () => {
    for (const rows of ROWS)
      for (const risk of RISKS) {
        const t = PLINKO_TABLES[rows][risk];
        expect(t.length).toBe(rows + 1);
        expect([...t].reverse()).toEqual(t);
        for (const m of t) expect(Number.isInteger(m) && m > 0).toBe(true);
      }
  });

  it('refuses unknown rows or risks', () => {
    expect(plinko.check?.({}, { stake: 1, rows: 10 as PlinkoRows, risk: 'low' })).toMatch(/rows/);
    expect(plinko.check?.({}, { stake: 1, rows: 8, risk: 'extreme' as PlinkoRisk })).toMatch(/risk/);
    expect(plinko.check?.({}, { stake: 1, rows: 16, risk: 'high' })).toBeNull();
  });

  it('is deterministic and draws `rows` times', () => {
    for (let n = 0; n < 50; n++) {
      const s = stream(n);
      expect(plinko.play({}, { stake: 9, rows: 12, risk: 'low' }, s)).toEqual(
        plinko.play({}, { stake: 9, rows: 12, risk: 'low' }, stream(n)),
      );
      expect(s.draws).toBe(12);
    }
  });
});

describe('plinko RTP', () => {
  it('declares each table’s exact binomial RTP, rounded, all within 98.9–99.1 %', () => {
    for (const rows of ROWS)
      for (const risk of RISKS) {
        // RTP = Σ C(rows, s) · mult_s / (100 · 2^rows), exact; checked ×10^6 (truncated).
        const num = PLINKO_TABLES[rows][risk].reduce((acc, m, s) => acc + choose(rows, s) * BigInt(m), 0n);
        const micro = Number((num * 10_000n) / 2n ** BigInt(rows)); // RTP × 10^6
        expect(micro).toBeGreaterThanOrEqual(989_000);
        expect(micro).toBeLessThanOrEqual(991_000);
        expect(Math.abs(micro / 100 - PLINKO_RTP_BP[rows][risk])).toBeLessThan(0.5);
      }
  });

  it('matches a 200k-drop simulation (12 rows, low risk)', () => {
    const n = 200_000;
    const t = PLINKO_TABLES[12].low;
    const probs = t.map((_, s) => Number(choose(12, s)) / 4096);
    const mean = probs.reduce((a, p, s) => a + (p * t[s]!) / 100, 0);
    const sd = Math.sqrt(probs.reduce((a, p, s) => a + p * (t[s]! / 100) ** 2, 0) - mean ** 2); // ≈ 0.65
    let ret = 0;
    for (let i = 0; i < n; i++) ret += plinko.play({}, { stake: 100, rows: 12, risk: 'low' }, stream(i)).win / 100;
    expect(Math.abs(ret / n - mean)).toBeLessThan((5 * sd) / Math.sqrt(n));
  });
});
