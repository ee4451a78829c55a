import type { FeeRule } from '@jade/contract/payments';
import { ApiError } from '@/lib/api-client';
import { errorNumber } from '@/lib/errors';

/** The channel fee of a deposit in minor units (basis points of the amount, rounded down, plus the fixed part). */
export function depositFee(amount: number, fee: FeeRule): number {
  return Math.floor((amount * fee.percentBp) / 10_000) + fee.fixed;
}

/** What reaches the wallet after the fee, never below zero. */
export function creditedAmount(amount: number, fee: FeeRule): number {
  return Math.max(0, amount - depositFee(amount, fee));
}

/** A basis-point rate as a percentage text: 150 → "1.5". */
export function percentText(bp: number): string {
  return String(bp / 100);
}

/** A fresh request id: a UUID without dashes (the contract allows letters, digits, - and _). */
export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export type Attempt = { key: string; id: string };

/**
 * The request id for a submit: the same id when the member retries the same failed submit (so the
 * server moves money once), a new one when anything in it changed.
 */
export function attemptFor(previous: Attempt | null, key: string, make: () => string = newRequestId): Attempt {
  return previous && previous.key === key ? previous : { key, id: make() };
}

/** The withdrawable amount (minor units) the server named in a WITHDRAW_ABOVE_WITHDRAWABLE error. */
export function withdrawableOf(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.code !== 'WITHDRAW_ABOVE_WITHDRAWABLE') return null;
  return errorNumber(err, 'amount');
}

/** What is still missing of a partly received withdrawal. */
export function remainderOf(amount: number, received: number | null): number {
  return received === null ? amount : Math.max(0, amount - received);
}
