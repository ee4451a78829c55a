import { eq } from 'drizzle-orm';
import type { SportsSettings } from '@jade/contract/sportsbook';
import type { Db } from '../../db/client';
import { invalidField } from '../../lib/app-error';
import { cached, CONFIG_TTL_MS, invalidate } from '../../lib/ttl-cache';
import { sportsSettings } from './sportsbook.tables';

/**
 * The book's limits, one row per merchant (DEFAULT_SETTINGS until set): a stake from 1.00 to
 * 50,000.00, a bet's return at most 1,000,000.00, 5,000,000.00 of open returns per selection, and
 * live bets checked again after 5 s, and a 5 % cash-out margin.
 */
export const DEFAULT_SETTINGS: SportsSettings = {
  minStake: 100,
  maxStake: 5_000_000,
  maxPayout: 100_000_000,
  maxLiability: 500_000_000,
  liveDelayMs: 5_000,
  cashOutMarginBp: 500,
};

export async function settingsOf(db: Db, merchantId: number): Promise<SportsSettings> {
  const [row] = await db.select().from(sportsSettings).where(eq(sportsSettings.merchantId, merchantId));
  if (!row) return DEFAULT_SETTINGS;
  const { minStake, maxStake, maxPayout, maxLiability, liveDelayMs, cashOutMarginBp } = row;
  return { minStake, maxStake, maxPayout, maxLiability, liveDelayMs, cashOutMarginBp };
}

/** Sets the limits; a minimum above the maximum (or a payout below the maximum stake) is 400 and writes nothing. */
export async function setSettings(db: Db, merchantId: number, s: SportsSettings) {
  if (s.minStake > s.maxStake) throw invalidField('minStake', 'above maxStake');
  if (s.maxPayout < s.maxStake) throw invalidField('maxPayout', 'below maxStake');
  await db
    .insert(sportsSettings)
    .values({ merchantId, ...s })
    .onConflictDoUpdate({ target: sportsSettings.merchantId, set: { ...s, updatedAt: new Date() } });
  return settingsOf(db, merchantId);
}

/** The limits a bet is sold at, from the node's read cache (a change on this node applies to the next bet). */
const TERMS = 'sports:terms:';
export const forgetSellingSettings = (db: Db) => invalidate(db, TERMS);
export const sellingSettings = (db: Db, merchantId: number) =>
  cached(db, `${TERMS}${merchantId}`, CONFIG_TTL_MS, () => settingsOf(db, merchantId));
