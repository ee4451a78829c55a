import type { Rng } from '../rng';
import type { Engine } from '../types';
import * as evaluate from './evaluate';
import type { WaysHit } from './evaluate';
import { getProfile, PROFILE_COUNT, type Profile } from './profiles';
import * as symbols from './symbols';

// Module-local copies for the hot path (imported bindings may compile to getter calls).
const { countScatters, evalLine, evalWays, LINE_CELLS } = evaluate;
const { FREE_SPIN_CAP, JACKPOT_DIVISOR, PROFILE_LINES, REELS, ROWS, SYMBOLS, WAYS_BET_UNITS } = symbols;

/** A title's engine parameters (from the catalog). */
export interface SlotParams {
  profile: number;
  theme: string;
  lines: number;
  jackpot?: boolean;
  maxBet?: number;
}
export interface SlotBet {
  stake: number;
}
/** A paid combination; every pay is minor units, free-spin pays already include the multiplier. */
export interface SlotWin {
  /** Index into PAYLINES (line games). */
  line?: number;
  symbol: string;
  count: number;
  /** Number of ways (ways games). */
  ways?: number;
  pay: number;
}
export interface SlotScatter {
  count: number;
  pay: number;
}
export interface SlotSpin {
  /** Top-row strip index per reel. */
  stops: number[];
  /** window[reel][row], symbol keys. */
  window: string[][];
  wins: SlotWin[];
  scatter: SlotScatter;
  /** Sum of this spin's wins and scatter pay. */
  pay: number;
}
export interface SlotDetail {
  stops: number[];
  window: string[][];
  wins: SlotWin[];
  scatter: SlotScatter;
  freeSpins: SlotSpin[];
  /** The profile's free-spin win multiplier. */
  multiplier: number;
  lineBet: number;
  jackpot?: boolean;
}

/** Stake units per line bet: the lines of a payline game, 20 for a ways game. */
export function betUnits(params: Pick<SlotParams, 'profile' | 'lines'>): number {
  return PROFILE_LINES[params.profile] === 243 ? WAYS_BET_UNITS : params.lines;
}

function checkParams(params: SlotParams): string | null {
  if (!Number.isInteger(params.profile) || params.profile < 0 || params.profile >= PROFILE_COUNT) {
    return `unknown slot profile ${params.profile}`;
  }
  const lines = PROFILE_LINES[params.profile];
  if (params.lines !== lines) return `profile ${params.profile} plays ${lines} lines`;
  if (params.jackpot && !(typeof params.maxBet === 'number' && params.maxBet > 0)) return 'a jackpot title needs maxBet';
  return null;
}

const grid = new Uint8Array(REELS * ROWS);

/**
 * One spin: exactly REELS draws (reel 1..5), evaluated at `mult` (1 in the base game). Shares the
 * module-level grid; returns the spin with its scatter count so the caller can (re)trigger.
 */
function spin(p: Profile, rng: Rng, lineBet: number, stake: number, mult: number): SlotSpin {
  const stops: number[] = [];
  const window: string[][] = [];
  for (let r = 0; r < REELS; r++) {
    const strip = p.wrapped[r]!;
    const stop = rng.int(strip.length - 2);
    stops.push(stop);
    const a = strip[stop]!;
    const b = strip[stop + 1]!;
    const c = strip[stop + 2]!;
    grid[r * 3] = a;
    grid[r * 3 + 1] = b;
    grid[r * 3 + 2] = c;
    window.push([SYMBOLS[a]!, SYMBOLS[b]!, SYMBOLS[c]!]);
  }
  const wins: SlotWin[] = [];
  const unit = lineBet * mult;
  let pay = 0;
  if (p.ways) {
    const hits: WaysHit[] = [];
    pay = evalWays(p.pays, grid, hits) * unit;
    for (const h of hits) wins.push({ symbol: SYMBOLS[h.symbol]!, count: h.count, ways: h.ways, pay: h.pay * unit });
  } else {
    for (let l = 0; l < p.lines; l++) {
      const packed = evalLine(p.pays, grid, LINE_CELLS, l * 5);
      if (packed === 0) continue;
      const linePay = (packed >> 7) * unit;
      pay += linePay;
      wins.push({ line: l, symbol: SYMBOLS[(packed >> 3) & 15]!, count: packed & 7, pay: linePay });
    }
  }
  const count = countScatters(grid);
  const scatterPay = p.scatterPays[Math.min(count, 15)]! * stake * mult;
  return { stops, window, wins, scatter: { count, pay: scatterPay }, pay: pay + scatterPay };
}

const format = (win: number, stake: number) => `${(win / stake).toFixed(2)}×`;

/**
 * Random stream, in this order: base spin = 5 × rng.int(strip length) for reels 1..5; then 5 more
 * per free spin, in play order; then, for jackpot titles only, one rng.next() for the jackpot.
 */
export const slot: Engine<SlotBet, SlotParams, SlotDetail> = {
  stakeOf: (bet) => bet.stake,

  check(params, bet) {
    const bad = checkParams(params);
    if (bad) return bad;
    const units = betUnits(params);
    if (!Number.isInteger(bet.stake) || bet.stake <= 0 || bet.stake % units !== 0) {
      return `stake must be a multiple of ${units} (line bet × ${units})`;
    }
    if (params.maxBet !== undefined && bet.stake > params.maxBet) return 'stake above max bet';
    return null;
  },

  play(params, bet, rng) {
    const bad = slot.check!(params, bet);
    if (bad) throw new Error(bad);
    const p = getProfile(params.profile);
    const stake = bet.stake;
    const lineBet = stake / p.betUnits;
    const base = spin(p, rng, lineBet, stake, 1);
    let win = base.pay;
    const freeSpins: SlotSpin[] = [];
    if (base.scatter.count >= 3) {
      let awarded = p.freeSpins;
      while (freeSpins.length < awarded) {
        const fs = spin(p, rng, lineBet, stake, p.multiplier);
        freeSpins.push(fs);
        win += fs.pay;
        if (fs.scatter.count >= 3) awarded = Math.min(FREE_SPIN_CAP, awarded + p.freeSpins);
      }
    }
    const detail: SlotDetail = {
      stops: base.stops,
      window: base.window,
      wins: base.wins,
      scatter: base.scatter,
      freeSpins,
      multiplier: p.multiplier,
      lineBet,
    };
    const parts = [win > 0 ? `win ${format(win, stake)}` : 'no win'];
    if (freeSpins.length > 0) parts.push(`${freeSpins.length} free spins`);
    if (params.jackpot) {
      detail.jackpot = rng.next() < stake / params.maxBet! / JACKPOT_DIVISOR;
      if (detail.jackpot) parts.push('jackpot');
    }
    return { win, result: parts.join(' · '), detail };
  },
};
