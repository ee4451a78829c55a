import { describe, expect, it } from 'vitest';
import {
  MINES_RTP_BP,
  cashout,
  checkMines,
  checkReveal,
  deal,
  minesView,
  minesWin,
  multiplierBp,
  outcomeOf,
  reveal,
  type MinesState,
} from './mines';
// The browser's HMAC: node:crypto is not typed in this package (`types: []` keeps engines browser-only).
import { FairStream, nobleHmac } from './rng';

const stream = (nonce: number) => new FairStream(nobleHmac, 'mines-test-seed', 'client', nonce);
const open = (mines: number[], stake = 10_000): MinesState => ({
  mines: mines.length,
  stake,
  minePositions: mines,
  revealed: [],
  over: false,
  win: 0,
});
function choose(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

describe('mines rules', () => {
  it('deals `mines` distinct sorted positions with `mines` draws', () => {
    for (const m of [1, 3, 24]) {
      const s = stream(m);
      const state = deal({}, { stake: 100, mines: m }, s);
      expect(s.draws).toBe(m);
      expect(new Set(state.minePositions).size).toBe(m);
      expect(state.minePositions).toEqual([...state.minePositions].sort((a, b) => a - b));
      expect(state).toMatchObject({ mines: m, stake: 100, revealed: [], over: false, win: 0 });
    }
  });

  it('has the expected multipliers', () => {
    expect(multiplierBp(1, 1)).toBe(10312); // 0.99 × 25/24
    expect(multiplierBp(3, 1)).toBe(11250); // 0.99 × 25/22
    expect(multiplierBp(24, 1)).toBe(247500);
    expect(multiplierBp(12, 13)).toBe(9900 * 5200300);
    expect(minesWin(100_000_000, multiplierBp(12, 13))).toBe(514_829_700_000_000);
  });

  it('reveals, cashes out, and ends on a mine', () => {
    let s = open([0, 7, 24], 100);
    expect(cashout(s)).toBeNull(); // nothing revealed yet
    s = reveal(s, 5);
    s = reveal(s, 6);
    expect(s).toMatchObject({ revealed: [5, 6], over: false, win: 0 });
    expect(minesView(s)).toEqual({
      mines: 3,
      revealed: [5, 6],
      multiplierBp: multiplierBp(3, 2),
      nextMultiplierBp: multiplierBp(3, 3),
    });
    expect(multiplierBp(3, 2)).toBe(12857);
    expect(cashout(s)).toEqual({
      win: 128,
      result: 'Cashed out 2 safe tiles at 1.28×',
      detail: { mines: 3, minePositions: [0, 7, 24], revealed: [5, 6], multiplierBp: 12857 },
    });
    expect(outcomeOf(s)).toBeNull();
    const lost = reveal(s, 7);
    expect(lost).toMatchObject({ revealed: [5, 6, 7], over: true, win: 0 });
    expect(outcomeOf(lost)).toEqual({
      win: 0,
      result: 'Mine on tile 7 after 2 safe tiles',
      detail: { mines: 3, minePositions: [0, 7, 24], revealed: [5, 6, 7], multiplierBp: 0 },
    });
    expect(cashout(lost)).toBeNull();
  });

  it('cashes out automatically when every safe tile is revealed', () => {
    let s = open([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22], 10_000);
    s = reveal(s, 23);
    expect(s.over).toBe(false);
    s = reveal(s, 24);
    expect(s).toMatchObject({ over: true, win: minesWin(10_000, multiplierBp(23, 2)) });
    expect(s.win).toBe(Math.floor((9900 * 300) / 1)); // C(25,2)/C(2,2) = 300 → 297×
    expect(outcomeOf(s)?.result).toBe('Cashed out 2 safe tiles at 297.00×');
  });

  it('refuses illegal moves and bets', () => {
    const s = reveal(open([3]), 4);
    expect(checkReveal(s, 4)).toMatch(/already/);
    expect(checkReveal(s, 25)).toMatch(/0 to 24/);
    expect(checkReveal(s, 1.5)).toMatch(/0 to 24/);
    expect(checkReveal(reveal(s, 3), 5)).toMatch(/over/);
    expect(() => reveal(s, 4)).toThrow(/already/);
    expect(checkMines({}, { stake: 1, mines: 0 })).toMatch(/1 and 24/);
    expect(checkMines({}, { stake: 1, mines: 25 })).not.toBeNull();
    expect(checkMines({}, { stake: 1, mines: 24 })).toBeNull();
  });

  it('is deterministic', () => {
    for (let n = 0; n < 50; n++)
      expect(deal({}, { stake: 1, mines: 5 }, stream(n))).toEqual(deal({}, { stake: 1, mines: 5 }, stream(n)));
  });
});

describe('mines RTP', () => {
  it('every "reveal k then cash out" strategy returns 99 % minus < 0.01 pp, for every m and k (exact)', () => {
    for (let m = 1; m <= 24; m++)
      for (let k = 1; k <= 25 - m; k++) {
        // P(k fixed tiles all safe) = C(25−m, k) / C(25, k); return = P · bp / 10000.
        const num = choose(25 - m, k) * BigInt(multiplierBp(m, k));
        const den = choose(25, k) * 10000n;
        expect(num * 100n <= 99n * den).toBe(true); // ≤ 99 %
        // 0.99 − RTP < P / 10000 (the basis-point floor costs < 1 bp of the multiplier, times P), in integers:
        expect((99n * den - 100n * num) * 100n * choose(25, k) < choose(25 - m, k) * den).toBe(true);
        expect((99n * den - 100n * num) * 100n < den).toBe(true); // 0.99 − RTP < 1/10000, i.e. < 0.01 pp
      }
    expect(MINES_RTP_BP).toBe(9900);
  });

  it('the engine pays what the combinatorics say (all mine layouts, m ≤ 3)', () => {
    for (let m = 1; m <= 3; m++) {
      const layouts: number[][] = [];
      const rec = (from: number, acc: number[]) => {
        if (acc.length === m) return void layouts.push(acc);
        for (let t = from; t < 25; t++) rec(t + 1, [...acc, t]);
      };
      rec(0, []);
      expect(BigInt(layouts.length)).toBe(choose(25, m));
      for (let k = 1; k <= 25 - m; k++) {
        let total = 0;
        for (const mp of layouts) {
          let s = open(mp);
          for (let t = 0; t < k && !s.over; t++) s = reveal(s, t);
          total += s.over ? s.win : cashout(s)!.win;
        }
        // Tiles 0..k−1 are all safe in C(25−k, m) layouts.
        expect(total).toBe(Number(choose(25 - k, m)) * minesWin(10_000, multiplierBp(m, k)));
      }
    }
  });

  it('matches a 200k-round simulation (3 mines, reveal 5)', () => {
    const n = 200_000;
    const stake = 10_000;
    let ret = 0;
    for (let i = 0; i < n; i++) {
      let s = deal({}, { stake, mines: 3 }, stream(i));
      for (let t = 0; t < 5 && !s.over; t++) s = reveal(s, t);
      ret += (s.over ? s.win : cashout(s)!.win) / stake;
    }
    const p = Number(choose(22, 5)) / Number(choose(25, 5));
    const x = multiplierBp(3, 5) / 10000;
    const se = (x * Math.sqrt(p * (1 - p))) / Math.sqrt(n); // ≈ 0.0022
    expect(Math.abs(ret / n - p * x)).toBeLessThan(5 * se);
  });
});
