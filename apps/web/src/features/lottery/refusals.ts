import type { TFunction } from 'i18next';
import type { LotteryLimits } from '@jade/contract/lottery';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';

/**
 * The refusals of a bet or a number chase the lottery explains in its own words (the rest read as
 * `errors.<CODE>`); also why a chase ended (its `endReason`).
 */
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
  'LOTTERY_CHASE_NOT_FOUND',
  'LOTTERY_CHASE_ENDED',
] as const;
type SlipRefusal = (typeof SLIP_REFUSALS)[number];

const isSlipRefusal = (code: string): code is SlipRefusal => (SLIP_REFUSALS as readonly string[]).includes(code);

/**
 * A refused bet or chase in the member's words: each refusal code its own message (the stake
 * limits with their amounts), any other failure as the catalogue's message.
 */
export function refusalText(t: TFunction, err: unknown, limits: LotteryLimits | undefined, currency: string): string {
  if (!(err instanceof ApiError) || !isSlipRefusal(err.code)) return errorText(t, err);
  return refusalCodeText(t, err.code, limits, currency);
}

/** A refusal's code in the member's words (a chase's end reason is such a code). */
export function refusalCodeText(t: TFunction, code: string, limits: LotteryLimits | undefined, currency: string): string {
  if (!isSlipRefusal(code)) return errorText(t, new ApiError(code, 0, code));
  const money = (n: number | undefined) => (n === undefined ? '—' : formatMoney(n, currency));
  return t(`lottery.refusal.${code}`, {
    minUnit: money(limits?.minUnit),
    maxUnit: money(limits?.maxUnit),
    minTotal: money(limits?.minTotal),
    maxTotal: money(limits?.maxTotal),
  });
}
