import { evalLine } from './evaluate';
import { getProfile, type Profile } from './profiles';
import { FREE_SPIN_CAP, REELS, ROWS, SCATTER, SYMBOL_COUNT, WILD } from './symbols';

/**
 * Exact return of a profile. Reels are independent and each stop is uniform on its strip, so:
 *
 * - Lines: the symbol on any row of a reel is distributed as the strip's symbol frequencies (the
 *   row offset only shifts the uniform stop), so every payline has the same expected pay E_line,
 *   found by enumerating all 11^5 symbol combinations with evalLine. Lines part = lines × E_line ×
 *   lineBet / stake = E_line.
 * - Ways: for symbol s, c_r = count of s or W in reel r's window; the pay is pay[s][k] × c_1…c_k
 *   where k is the first reel without it (or 5). By independence its mean is
 *   pay[s][k] × E[c_1]…E[c_k] × P(c_{k+1} = 0), with E[c_r] and P(c_r = 0) enumerated over stops.
 *   Ways part = Σ / betUnits.
 * - Scatters: the distribution of scatters per reel window (enumerated over stops), convolved over
 *   the reels, gives the scatter pay mean and the trigger chance q = P(count ≥ 3).
 * - Free spins use the base strips, so each spin's mean is the base mean b (lines + scatter) and it
 *   retriggers with chance q. Whether a spin is played depends only on earlier spins, so by Wald's
 *   identity the feature's mean is E[N] × b × multiplier, where E[N] (awards capped at 50 spins per
 *   round) is computed exactly by a dynamic programme over (spins played, spins awarded).
 *
 * RTP = b × (1 + q × E[N] × multiplier). Only floating-point rounding is inexact (~1e-15).
 */

export interface ProfileMath {
  /** Base-spin return per stake (lines or ways, plus scatter pays). */
  base: number;
  /** Chance a spin triggers (or retriggers) free spins. */
  trigger: number;
  /** Expected free spins played once triggered (cap included). */
  freeSpins: number;
  rtp: number;
}

/** Symbol frequencies of a strip (the distribution of any one visible cell). */
function marginal(strip: readonly number[]): number[] {
  const p = new Array<number>(SYMBOL_COUNT).fill(0);
  for (const s of strip) p[s]! += 1 / strip.length;
  return p;
}

/** Per-stop windows of a reel. */
function windows(strip: readonly number[]): number[][] {
  return strip.map((_, i) => Array.from({ length: ROWS }, (_, r) => strip[(i + r) % strip.length]!));
}

function lineMean(p: Profile): number {
  const m = p.strips.map(marginal);
  const grid = new Uint8Array(REELS);
  const cells = Uint8Array.of(0, 1, 2, 3, 4);
  let total = 0;
  const walk = (reel: number, weight: number) => {
    if (reel === REELS) {
      total += weight * Math.floor(evalLine(p.pays, grid, cells, 0) / 128);
      return;
    }
    for (let s = 0; s < SYMBOL_COUNT; s++) {
      const w = m[reel]![s]!;
      if (w === 0) continue;
      grid[reel] = s;
      walk(reel + 1, weight * w);
    }
  };
  walk(0, 1);
  return total;
}

function waysMean(p: Profile): number {
  let total = 0;
  for (let s = 2; s < SYMBOL_COUNT; s++) {
    const mean: number[] = [];
    const none: number[] = [];
    for (const strip of p.strips) {
      const ws = windows(strip);
      const c = ws.map((w) => w.filter((x) => x === s || x === WILD).length);
      mean.push(c.reduce((a, b) => a + b, 0) / ws.length);
      none.push(c.filter((x) => x === 0).length / ws.length);
    }
    let prod = 1;
    for (let k = 1; k <= REELS; k++) {
      prod *= mean[k - 1]!;
      total += p.pays[s * 6 + k]! * prod * (k < REELS ? none[k]! : 1);
    }
  }
  return total;
}

/** P(scatters in the window = n), n = 0..15. */
export function scatterDistribution(p: Profile): number[] {
  let dist = [1];
  for (const strip of p.strips) {
    const per = new Array<number>(ROWS + 1).fill(0);
    for (const w of windows(strip)) per[w.filter((x) => x === SCATTER).length]! += 1 / strip.length;
    const next = new Array<number>(dist.length + ROWS).fill(0);
    dist.forEach((a, i) => per.forEach((b, j) => (next[i + j]! += a * b)));
    dist = next;
  }
  return dist;
}

/** Expected free spins played from an award of `award`, retrigger chance q, `cap` spins at most. */
export function expectedFreeSpins(q: number, award: number, cap = FREE_SPIN_CAP): number {
  // running[a] = chance that after `played` spins, a spins are awarded and a > played
  let running = new Array<number>(cap + 1).fill(0);
  running[Math.min(award, cap)] = 1;
  let expected = 0;
  for (let played = 0; played < cap; played++) {
    const next = new Array<number>(cap + 1).fill(0);
    for (let a = played + 1; a <= cap; a++) {
      const pr = running[a]!;
      if (pr === 0) continue;
      expected += pr;
      next[Math.min(cap, a + award)]! += pr * q;
      next[a]! += pr * (1 - q);
    }
    running = next;
  }
  return expected;
}

export const profileMath = (id: number) => mathOf(getProfile(id));

export function mathOf(p: Profile): ProfileMath {
  const scat = scatterDistribution(p);
  let scatterMean = 0;
  let trigger = 0;
  scat.forEach((pr, n) => {
    scatterMean += pr * p.scatterPays[Math.min(n, 15)]!;
    if (n >= 3) trigger += pr;
  });
  const base = (p.ways ? waysMean(p) / p.betUnits : lineMean(p)) + scatterMean;
  const freeSpins = expectedFreeSpins(trigger, p.freeSpins);
  return { base, trigger, freeSpins, rtp: base * (1 + trigger * freeSpins * p.multiplier) };
}

/** The exact return to player of a profile, as a fraction (0.9612 = 96.12 %). */
export const exactRtp = (id: number) => profileMath(id).rtp;
