import type { BetOf } from '@jade/contract/games';
import { pickDistinct } from './rng';
import type { Engine } from './types';

/**
 * Keno: the player picks 1–10 numbers of 1–40; ten distinct numbers are drawn; the pay depends on
 * how many picks were drawn ("hits"). With p picks, P(h hits) = C(p,h)·C(40−p, 10−h) / C(40,10)
 * (hypergeometric), so every paytable's RTP is an exact rational.
 *
 * Random-stream order: `pickDistinct(rng, 40, 10)` — 10 draws, draw i being `rng.int(40 − i)`
 * (Fisher–Yates); each drawn index + 1 is a ball, kept in draw order. Always 10 draws.
 */

export type KenoBet = BetOf<'keno'>;
export type KenoDetail = {
  /** The ten balls, in draw order. */
  drawn: number[];
  /** The picks that were drawn, ascending. */
  hits: number[];
  /** Hundredths. */
  multiplier: number;
};

/**
 * KENO_PAYTABLE[p − 1][h]: multiplier in hundredths for h hits out of p picks. Tuned so that every
 * pick count returns 95–96.6 %.
 */
export const KENO_PAYTABLE: readonly (readonly number[])[] = [
  [0, 380],
  [0, 180, 450],
  [0, 100, 300, 900],
  [0, 50, 220, 550, 2200],
  [0, 0, 160, 420, 1800, 4000],
  [0, 0, 100, 320, 800, 1800, 5000],
  [0, 0, 50, 260, 500, 1500, 4000, 8000],
  [0, 0, 0, 190, 420, 1400, 3000, 6000, 10000],
  [0, 0, 0, 130, 290, 900, 2000, 5000, 8000, 12000],
  [0, 0, 0, 110, 240, 500, 1000, 2500, 6000, 10000, 20000],
];

/**
 * Exact RTP per pick count (index p − 1), rounded to the nearest basis point (see keno.test.ts):
 * 95.00, 95.19, 95.95, 96.06, 96.51, 95.60, 96.15, 96.15, 95.58, 96.56 %. Stakes that are
 * multiples of 100 lose nothing to flooring.
 */
export const KENO_RTP_BP: readonly number[] = [9500, 9519, 9595, 9606, 9651, 9560, 9615, 9615, 9558, 9656];

const fmt = (h: number) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}×`;

export const keno: Engine<KenoBet, Record<string, unknown>, KenoDetail> = {
  stakeOf: (bet) => bet.stake,
  check(_params, bet) {
    const p = bet.picks;
    if (p.length < 1 || p.length > 10) return 'Pick 1 to 10 numbers.';
    if (p.some((n) => !Number.isInteger(n) || n < 1 || n > 40)) return 'Numbers go from 1 to 40.';
    if (new Set(p).size !== p.length) return 'Numbers must differ.';
    return null;
  },
  play(_params, bet, rng) {
    const drawn = pickDistinct(rng, 40, 10).map((i) => i + 1);
    const hits = bet.picks.filter((n) => drawn.includes(n)).sort((a, b) => a - b);
    const multiplier = KENO_PAYTABLE[bet.picks.length - 1]?.[hits.length] ?? 0;
    return {
      win: Math.floor((bet.stake * multiplier) / 100),
      result: `${hits.length} of ${bet.picks.length} hit – ${fmt(multiplier)}`,
      detail: { drawn, hits, multiplier },
    };
  },
};
