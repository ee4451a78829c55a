import type { BetOf } from '@jade/contract/games';
import type { Engine, Rng } from './types';

/**
 * Limbo and crash share this engine: the player chooses a target multiplier before the round; one
 * draw fixes the crash point; the bet wins target × stake when the point reaches the target. The
 * crash title only animates a curve up to the point — nothing the player does during the animation
 * changes the outcome.
 *
 * Random-stream order: one `rng.next()` — h = that float × 2^32, the raw uint32. Always 1 draw.
 */

export type MultiplierBet = BetOf<'limbo'>;
export type MultiplierDetail = { point: number; target: number; hit: boolean };

export const LIMBO_RTP_BP = 9900;
const TWO32 = 4294967296;

/**
 * The crash point in hundredths for a raw draw h ∈ [0, 2^32): max(100, floor(99·2^32 / (2^32 − h))).
 * Non-decreasing in h, from 1.00× up to 99·2^32 hundredths (h = 2^32 − 1). For a target of t
 * hundredths (> 100), P(point ≥ t) = 0.99 / (t/100) up to a 2^-32 rounding, so every target returns 99 %; about 1.98 % of
 * draws give exactly 1.00×. The float division is exact enough: numerator < 2^53, and a quotient
 * just below an integer k is at least 1/(2^32) below it — far beyond double rounding — so `floor`
 * never rounds up across k.
 */
export const crashPointOf = (h: number) => Math.max(100, Math.floor((99 * TWO32) / (TWO32 - h)));

/** The crash point (hundredths, ≥ 100) of the next draw of `rng`; consumes exactly one draw. */
export const crashPoint = (rng: Rng) => crashPointOf(Math.floor(rng.next() * TWO32));

/**
 * How many of the 2^32 draws reach `target` (hundredths, > 100): floor(99·2^32 / target), because
 * point ≥ t ⟺ 2^32 − h ≤ 99·2^32 / t ⟺ h ≥ 2^32 − floor(99·2^32 / t). So the exact RTP at a stake s is
 * winningDraws(t) · floor(s·t/100) / (s · 2^32), which is 99 % minus less than t / (100·2^32) (< 3e-6 up to
 * 10,000×) minus the flooring of s·t/100 (none when s is a multiple of 100).
 */
export const winningDraws = (target: number) => Math.min(TWO32, Math.floor((99 * TWO32) / target));

/** Hundredths as "2.37×". */
export const formatMultiplier = (hundredths: number) =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}×`;

function multiplierEngine(label: string): Engine<MultiplierBet, Record<string, unknown>, MultiplierDetail> {
  return {
    stakeOf: (bet) => bet.stake,
    check: (_params, bet) =>
      Number.isInteger(bet.target) && bet.target >= 101 && bet.target <= 1_000_000
        ? null
        : 'The target must be between 1.01× and 10,000×.',
    play(_params, bet, rng) {
      const point = crashPoint(rng);
      const hit = point >= bet.target;
      return {
        win: hit ? Math.floor((bet.stake * bet.target) / 100) : 0,
        result: `${label} ${formatMultiplier(point)} – target ${formatMultiplier(bet.target)}`,
        detail: { point, target: bet.target, hit },
      };
    },
  };
}

/** The limbo title: "Result 2.37× – target 2.00×". */
export const limbo = multiplierEngine('Result');
/** The crash title: the same game, recorded as "Crash 2.37× – target 2.00×". */
export const crash = multiplierEngine('Crash');
