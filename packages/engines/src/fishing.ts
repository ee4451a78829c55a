import type { BetOf } from '@jade/contract/games';
import type { Engine } from './types';

/**
 * Fishing: each shot aims at one fish; a fish worth m× is caught with probability 0.96 / m and then
 * pays stake × m, so every shot returns 96 % whatever the target — bigger fish are just rarer catches.
 *
 * The threshold is the double 0.96 / m compared with u / 2^32 (u the raw uint32), so exactly
 * ceil(fl(0.96/m) · 2^32) of the 2^32 draws hit; the RTP differs from 96 % by under m / 2^32
 * (< 1e-7 for the 300× boss). See fishing.test.ts.
 *
 * Random-stream order: one `rng.next()` — hit when it is < 0.96 / multiplier. Always 1 draw.
 */

export type FishingBet = BetOf<'fishing'>;
export type FishKind = { key: string; multiplier: number };
export type FishingDetail = { fish: number; multiplier: number; hit: boolean };

/** Fish kinds by index (the bet's `fish`), smallest first; the last one is the boss. */
export const FISH_KINDS: readonly FishKind[] = [
  { key: 'clownfish', multiplier: 2 },
  { key: 'angelfish', multiplier: 3 },
  { key: 'pufferfish', multiplier: 5 },
  { key: 'lionfish', multiplier: 8 },
  { key: 'turtle', multiplier: 10 },
  { key: 'octopus', multiplier: 15 },
  { key: 'swordfish', multiplier: 20 },
  { key: 'manta', multiplier: 30 },
  { key: 'shark', multiplier: 50 },
  { key: 'whale', multiplier: 100 },
  { key: 'golden-whale', multiplier: 200 },
  { key: 'dragon-king', multiplier: 300 },
];

export const FISHING_RTP_BP = 9600;

/** The catch probability of a fish kind (what the hit test compares against). */
export const hitChance = (kind: FishKind) => 0.96 / kind.multiplier;

export const fishing: Engine<FishingBet, Record<string, unknown>, FishingDetail> = {
  stakeOf: (bet) => bet.stake,
  check: (_params, bet) =>
    Number.isInteger(bet.fish) && bet.fish >= 0 && bet.fish < FISH_KINDS.length ? null : `Fish ${bet.fish} does not exist.`,
  play(_params, bet, rng) {
    const kind = FISH_KINDS[bet.fish];
    if (!kind) throw new Error(`Fish ${bet.fish} does not exist.`);
    const hit = rng.next() < hitChance(kind);
    return {
      win: hit ? bet.stake * kind.multiplier : 0,
      result: `${hit ? 'Caught' : 'Missed'} ${kind.key} ${kind.multiplier}×`,
      detail: { fish: bet.fish, multiplier: kind.multiplier, hit },
    };
  },
};
