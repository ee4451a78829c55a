import type { BetOf } from '@jade/contract/games';
import type { Engine } from './types';

/**
 * Dice: a roll 0.00–99.99 (held as hundredths 0..9999). "Over t" wins on roll > t (9999 − t winning
 * rolls), "under t" wins on roll < t (t winning rolls); a win pays floor(stake × 9900 / count), i.e.
 * 99 % of the fair multiplier 10000 / count.
 *
 * RTP 99 % before flooring. Flooring to a minor unit costs less than P(win) / stake of the stake:
 * below 0.01 pp for stakes ≥ 9,800 minor units, but up to 0.98 pp at a stake of 100 (a 98.02 %
 * chance pays 1.00× instead of 1.0099×). See dice.test.ts for the enumeration.
 *
 * Random-stream order: one `rng.int(10000)` — the roll. Always 1 draw.
 */

export type DiceBet = BetOf<'dice'>;
export type DiceDetail = { roll: number; target: number; over: boolean; hit: boolean };

export const DICE_RTP_BP = 9900;
export const DICE_MIN_TARGET = 100;
export const DICE_MAX_TARGET = 9800;

/** How many of the 10000 rolls win. */
export const diceWinCount = (target: number, over: boolean) => (over ? 9999 - target : target);

/** The payout multiplier for the UI, ×10000 (19800 = 1.98×), floored; the payout itself uses the exact ratio. */
export const diceMultiplier = (target: number, over: boolean) => Math.floor(99_000_000 / diceWinCount(target, over));

/** Total paid back on a win. */
export const diceWin = (stake: number, target: number, over: boolean) => Math.floor((stake * 9900) / diceWinCount(target, over));

/** Hundredths as "63.21". */
export const formatHundredths = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

export const dice: Engine<DiceBet, Record<string, unknown>, DiceDetail> = {
  stakeOf: (bet) => bet.stake,
  check: (_params, bet) =>
    Number.isInteger(bet.target) && bet.target >= DICE_MIN_TARGET && bet.target <= DICE_MAX_TARGET
      ? null
      : `The target must be between ${formatHundredths(DICE_MIN_TARGET)} and ${formatHundredths(DICE_MAX_TARGET)}.`,
  play(_params, bet, rng) {
    const roll = rng.int(10000);
    const hit = bet.over ? roll > bet.target : roll < bet.target;
    const rel = roll > bet.target ? '>' : roll < bet.target ? '<' : '=';
    return {
      win: hit ? diceWin(bet.stake, bet.target, bet.over) : 0,
      result: `Roll ${formatHundredths(roll)} ${rel} ${formatHundredths(bet.target)}`,
      detail: { roll, target: bet.target, over: bet.over, hit },
    };
  },
};
