import { GAME_CATEGORIES, type GameCategory } from '@jade/contract/catalog';
import type { VipLevel } from '@jade/contract/vip';

/** One requirement of the next level: what the member has, what it asks, and how far along. */
export type Progress = { have: number; need: number; percent: number; reached: boolean };

/**
 * How far `have` is toward `need`, in whole percent rounded down (so a bar shows 100% only once
 * the requirement is met); a requirement of nothing is met at once.
 */
export function progressOf(have: number, need: number): Progress {
  const reached = have >= need;
  const percent = reached || need <= 0 ? 100 : Math.floor((Math.max(0, have) / need) * 100);
  return { have, need, percent, reached };
}

/**
 * A rebate rate in basis points as a percent with two decimals, from the digits (no float):
 * 30 → "0.30%", 125 → "1.25%". The same Latin digits in every language, as money is.
 */
export function rateText(bp: number): string {
  const units = Math.max(0, Math.round(bp));
  return `${Math.floor(units / 100)}.${String(units % 100).padStart(2, '0')}%`;
}

/** The game categories some level pays a rebate on, in the nav's order: the rate table's rows. */
export function rateCategories(levels: readonly VipLevel[]): GameCategory[] {
  return GAME_CATEGORIES.filter((c) => levels.some((l) => (l.rebateRates[c] ?? 0) > 0));
}
