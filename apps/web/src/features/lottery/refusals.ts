import type { TFunction } from 'i18next';
import type { LotteryLimits } from '@jade/contract/lottery';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';

/** The refusals of a bet the slip explains in its own words (the rest read as `errors.<CODE>`). */
export const SLIP_REFUSALS = [
  'LOTTERY_DRAW_CLOSED',
  'LOTTERY_DRAW_NOT_FOUND',
  'LOTTERY_STAKE_BELOW_MIN',
  'LOTTERY_STAKE_ABOVE_MAX',
  'LOTTERY_SOLD_OUT',
  'LOTTERY_SLIP_KEY_REUSED',
  'WALLET_INSUFFICIENT_BALANCE',
  'VENDOR_MAINTENANCE',
  'GS_WALLET_UNAVAILABLE',
  'AUTH_TRIAL_NOT_ALLOWED',
] as const;
type SlipRefusal = (typeof SLIP_REFUSALS)[number];

const isSlipRefusal = (code: string): code is SlipRefusal => (SLIP_REFUSALS as readonly string[]).includes(code);

/**
 * A refused bet in the member's words: each refusal code its own message (the stake limits with
 * their amounts), any other failure as the catalogue's message.
 */
export function refusalText(t: TFunction, err: unknown, limits: LotteryLimits | undefined, currency: string): string {
  if (!(err instanceof ApiError) || !isSlipRefusal(err.code)) return errorText(t, err);
  const money = (n: number | undefined) => (n === undefined ? '—' : formatMoney(n, currency));
  return t(`lottery.refusal.${err.code}`, {
    minUnit: money(limits?.minUnit),
    maxUnit: money(limits?.maxUnit),
    minTotal: money(limits?.minTotal),
    maxTotal: money(limits?.maxTotal),
  });
}
