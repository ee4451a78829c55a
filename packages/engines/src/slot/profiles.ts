import {
  FREE_SPIN_CAP,
  PROFILE_LINES,
  REELS,
  SCATTER,
  SYMBOL_COUNT,
  SYMBOLS,
  WAYS_BET_UNITS,
  WILD,
  type SymbolKey,
} from './symbols';
import { PROFILE_TABLE, type ProfileSpec } from './profile-table';

/** A profile compiled for play: symbol ids, flat pay lookups. */
export interface Profile {
  id: number;
  ways: boolean;
  lines: number;
  betUnits: number;
  /** Symbol ids per reel; stop i shows strip[i], strip[i+1], strip[i+2] (wrapping). */
  strips: number[][];
  /** The same strips extended by two symbols so a window never wraps (hot path). */
  wrapped: Uint8Array[];
  /** pays[symbol * 6 + count] in line-bet units (per way for ways games); 0 below 3. */
  pays: Int32Array;
  /** scatterPays[count] × total stake, count 0..15 (5+ pays as 5). */
  scatterPays: Int32Array;
  freeSpins: number;
  multiplier: number;
  rtpBp: number;
}

/** What the client needs to draw reels and a paytable. */
export interface SlotProfile {
  id: number;
  ways: boolean;
  lines: number;
  betUnits: number;
  strips: SymbolKey[][];
  /** Pays for 3, 4, 5 of a kind in line-bet units (per way for ways games); S: × total stake. */
  pays: Partial<Record<SymbolKey, [number, number, number]>>;
  freeSpins: number;
  multiplier: number;
  freeSpinCap: number;
  rtpBp: number;
}

/**
 * Spreads each symbol evenly along the strip (symbol s's k-th copy sits near (k + φ·s mod 1) / count),
 * so equal symbols rarely touch and lines stay weakly correlated, which keeps volatility moderate.
 * Pure arithmetic with a total order, so server and browser build identical strips.
 */
export function buildStrip(counts: readonly number[]): number[] {
  const items: [number, number][] = [];
  counts.forEach((c, s) => {
    const phase = (s * 0.6180339887) % 1;
    for (let k = 0; k < c; k++) items.push([(k + phase) / c, s]);
  });
  items.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return items.map((x) => x[1]);
}

export function compileProfile(spec: ProfileSpec, id: number): Profile {
  const lines = PROFILE_LINES[id]!;
  const ways = lines === 243;
  const strips = Array.from({ length: REELS }, (_, r) => buildStrip([spec.wild[r] ?? 0, spec.scatter[r] ?? 0, ...spec.counts]));
  const pays = new Int32Array(SYMBOL_COUNT * 6);
  const payers = [WILD, ...Array.from({ length: SYMBOL_COUNT - 2 }, (_, i) => i + 2)];
  payers.forEach((s, i) => {
    for (let n = 3; n <= 5; n++) pays[s * 6 + n] = spec.pays[i * 3 + n - 3] ?? 0;
  });
  const scatterPays = new Int32Array(16);
  for (let n = 3; n < 16; n++) scatterPays[n] = spec.scatterPays[Math.min(n, 5) - 3] ?? 0;
  return {
    id,
    ways,
    lines,
    betUnits: ways ? WAYS_BET_UNITS : lines,
    strips,
    wrapped: strips.map((s) => Uint8Array.from([...s, s[0]!, s[1]!])),
    pays,
    scatterPays,
    freeSpins: spec.freeSpins,
    multiplier: spec.multiplier,
    rtpBp: spec.rtpBp,
  };
}

export const PROFILES: readonly Profile[] = PROFILE_TABLE.map(compileProfile);
export const PROFILE_COUNT = PROFILES.length;

export function getProfile(id: number): Profile {
  const p = PROFILES[id];
  if (!p) throw new Error(`unknown slot profile ${id}`);
  return p;
}

/** The public view of a profile (keys instead of ids). */
export function profileOf(id: number): SlotProfile {
  const p = getProfile(id);
  const pays: SlotProfile['pays'] = {};
  SYMBOLS.forEach((key, s) => {
    const src = s === SCATTER ? p.scatterPays : p.pays;
    const base = s === SCATTER ? 0 : s * 6;
    const row: [number, number, number] = [src[base + 3]!, src[base + 4]!, src[base + 5]!];
    if (row.some((v) => v > 0)) pays[key] = row;
  });
  return {
    id,
    ways: p.ways,
    lines: p.lines,
    betUnits: p.betUnits,
    strips: p.strips.map((strip) => strip.map((s) => SYMBOLS[s]!)),
    pays,
    freeSpins: p.freeSpins,
    multiplier: p.multiplier,
    freeSpinCap: FREE_SPIN_CAP,
    rtpBp: p.rtpBp,
  };
}

/** Declared RTP of a profile in basis points (the exact value, rounded; a test keeps them equal). */
export const rtpBp = (id: number) => getProfile(id).rtpBp;
