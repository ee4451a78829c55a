import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hit, hitsNow, secondsUntilRoom } from '../../plugins/rate-limit';
import { addressKey } from '../../lib/ip';

/**
 * New accounts one address may open (username, mobile and social registration together). Loose
 * enough for a household or a carrier's shared address, tight enough that a script cannot farm
 * accounts (bonuses, referrals) from one machine.
 */
export const REGISTRATIONS_PER_HOUR = 10;
export const REGISTRATIONS_PER_DAY = 30;

const WINDOWS = [
  { seconds: 3600, max: REGISTRATIONS_PER_HOUR },
  { seconds: 86_400, max: REGISTRATIONS_PER_DAY },
] as const;

const keyOf = (merchantId: number, ip: string, seconds: number) => `register:${seconds}|${merchantId}|${addressKey(ip)}`;

/** `RATE_LIMITED` (429) with the seconds until the address has room again, for the Retry-After header. */
class RegistrationLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 'Too many accounts were opened from this network. Please try again later.');
  }
}

const limited = async (db: Db, key: string, w: (typeof WINDOWS)[number]) =>
  new RegistrationLimited(await secondsUntilRoom(db, key, w.max, w.seconds));

/** A cheap early refusal, before a human check or an SMS code is spent on a registration that cannot succeed. */
export async function assertMayRegister(db: Db, merchantId: number, ip: string) {
  for (const w of WINDOWS) {
    const key = keyOf(merchantId, ip, w.seconds);
    if ((await hitsNow(db, key, w.seconds)) >= w.max) throw await limited(db, key, w);
  }
}

/**
 * Counts one new account of the address, inside the transaction that writes it: the counter row is
 * locked until the account is committed, so concurrent registrations cannot all pass, and a
 * registration that fails (or is refused here) counts nothing.
 */
export async function countRegistration(tx: Db, merchantId: number, ip: string) {
  for (const w of WINDOWS) {
    const key = keyOf(merchantId, ip, w.seconds);
    if (!(await hit(tx, key, w.max, w.seconds))) throw await limited(tx, key, w);
  }
}

/** The Retry-After value of a registration refused by the limit, or null for any other error. */
export function retryAfterOf(err: unknown): string | null {
  return err instanceof RegistrationLimited ? String(err.retryAfterSeconds) : null;
}
