import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { errorNumber, errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';

/** The refusals that carry an amount (the limit passed), said with it. */
const WITH_AMOUNT = ['SPORTS_STAKE_BELOW_MIN', 'SPORTS_STAKE_ABOVE_MAX', 'SPORTS_PAYOUT_ABOVE_MAX'] as const;
type WithAmount = (typeof WITH_AMOUNT)[number];
const withAmount = (code: string): code is WithAmount => (WITH_AMOUNT as readonly string[]).includes(code);

/**
 * A refused bet in the member's words: the stake and payout limits with their amounts (the
 * server names them on `stake`), every other code as the catalogue's `errors.<CODE>` (each
 * sportsbook code has its own text there).
 */
export function refusalText(t: TFunction, err: unknown, currency: string): string {
  if (err instanceof ApiError && withAmount(err.code)) {
    const amount = errorNumber(err, 'stake');
    if (amount !== null) return t(`sportsbook.refusal.${err.code}`, { amount: formatMoney(amount, currency) });
  }
  return errorText(t, err);
}

/** The new prices an SPORTS_ODDS_CHANGED refusal carries (`legs.<i>.odds`), or null for any other failure. */
export function movedOdds(err: unknown): { path: string; message: string }[] | null {
  if (!(err instanceof ApiError) || err.code !== 'SPORTS_ODDS_CHANGED') return null;
  return err.issues.filter((i) => /^legs\.\d+\.odds$/.test(i.path)).map((i) => ({ path: i.path, message: i.message }));
}
