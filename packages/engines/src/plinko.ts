import type { BetOf } from '@jade/contract/games';
import type { Engine } from './types';

/**
 * Plinko: a ball falls through `rows` rows of pegs, going right or left with probability 1/2 at each;
 * it lands in slot = number of rights (0..rows, left to right), whose multiplier it pays. Slot
 * probabilities are binomial C(rows, slot) / 2^rows, so the RTP of a table is an exact rational.
 *
 * Random-stream order: `rows` draws of `rng.next()`, top row first; draw < 0.5 (uint32 < 2^31,
 * exactly half) → right (1), else left (0).
 */

export type PlinkoBet = BetOf<'plinko'>;
export type PlinkoRows = PlinkoBet['rows'];
export type PlinkoRisk = PlinkoBet['risk'];
export type PlinkoDetail = { path: number[]; slot: number; multiplier: number };

/** Multipliers in hundredths per slot (left to right), symmetric; in the shape of the common 99 % tables. */
export const PLINKO_TABLES: Readonly<Record<PlinkoRows, Readonly<Record<PlinkoRisk, readonly number[]>>>> = {
  8: {
    low: [560, 210, 110, 100, 50, 100, 110, 210, 560],
    medium: [1300, 300, 130, 70, 40, 70, 130, 300, 1300],
    high: [2900, 400, 150, 30, 20, 30, 150, 400, 2900],
  },
  12: {
    low: [1000, 300, 160, 140, 110, 100, 50, 100, 110, 140, 160, 300, 1000],
    medium: [3300, 1100, 400, 200, 110, 60, 30, 60, 110, 200, 400, 1100, 3300],
    high: [16800, 2400, 810, 200, 70, 20, 20, 20, 70, 200, 810, 2400, 16800],
  },
  16: {
    low: [1600, 900, 200, 140, 140, 120, 110, 100, 50, 100, 110, 120, 140, 140, 200, 900, 1600],
    medium: [11000, 4100, 1000, 500, 300, 150, 100, 50, 30, 50, 100, 150, 300, 500, 1000, 4100, 11000],
    high: [100000, 13000, 2600, 900, 400, 200, 20, 20, 20, 20, 20, 200, 400, 900, 2600, 13000, 100000],
  },
};

/**
 * Exact RTP of each table (Σ C(rows,slot)·mult / (100·2^rows)), rounded to the nearest basis point —
 * all within 98.9–99.1 %: 8 rows 98.984 / 98.906 / 99.063 %, 12 rows 98.979 / 98.989 / 99.019 %,
 * 16 rows 98.999 / 98.988 / 98.976 % (low / medium / high). Stakes that are multiples of 100 lose
 * nothing to flooring.
 */
export const PLINKO_RTP_BP: Readonly<Record<PlinkoRows, Readonly<Record<PlinkoRisk, number>>>> = {
  8: { low: 9898, medium: 9891, high: 9906 },
  12: { low: 9898, medium: 9899, high: 9902 },
  16: { low: 9900, medium: 9899, high: 9898 },
};

const fmt = (h: number) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}×`;

export const plinko: Engine<PlinkoBet, Record<string, unknown>, PlinkoDetail> = {
  stakeOf: (bet) => bet.stake,
  check: (_params, bet) =>
    PLINKO_TABLES[bet.rows]?.[bet.risk] ? null : 'Choose 8, 12 or 16 rows and a low, medium or high risk.',
  play(_params, bet, rng) {
    const path: number[] = [];
    for (let i = 0; i < bet.rows; i++) path.push(rng.next() < 0.5 ? 1 : 0);
    const slot = path.reduce((s, x) => s + x, 0);
    const multiplier = PLINKO_TABLES[bet.rows][bet.risk][slot] ?? 0;
    return {
      win: Math.floor((bet.stake * multiplier) / 100),
      result: `Slot ${slot} – ${fmt(multiplier)}`,
      detail: { path, slot, multiplier },
    };
  },
};
