import { and, eq } from 'drizzle-orm';
import type { LotteryFamily, LotteryLimits } from '@jade/contract/lottery';
import { checkOdds, DEFAULT_ODDS, type OddsTable } from '@jade/engines/lottery/odds';
import type { Db } from '../../db/client';
import { invalidField } from '../../lib/app-error';
import { cached, CONFIG_TTL_MS, invalidate } from '../../lib/ttl-cache';
import { lotteryLimits, lotteryOdds } from './lottery.bets.tables';

/**
 * The merchant's lottery settings: an odds table per draw family (the engine's `DEFAULT_ODDS`
 * until the merchant sets one) and the betting limits (`DEFAULT_LIMITS` until set). A slip copies
 * the odds it is sold at, so a change applies to the next slips only.
 */

/** Minor units: a ticket from 0.10 to 10,000.00, a slip from 1.00 to 100,000.00, 1,000,000.00 per number and draw. */
export const DEFAULT_LIMITS: LotteryLimits = {
  minUnit: 10,
  maxUnit: 1_000_000,
  minTotal: 100,
  maxTotal: 10_000_000,
  maxPayoutPerNumber: 100_000_000,
};

/** The merchant's odds of a family, and whether they are still the house's defaults. */
export async function oddsOf(db: Db, merchantId: number, family: LotteryFamily) {
  const [row] = await db
    .select({ odds: lotteryOdds.odds })
    .from(lotteryOdds)
    .where(and(eq(lotteryOdds.merchantId, merchantId), eq(lotteryOdds.family, family)));
  return { family, odds: row?.odds ?? DEFAULT_ODDS[family], isDefault: !row };
}

/** Sets a family's odds table; one the engine's `checkOdds` refuses is 400 and writes nothing. */
export async function setOdds(db: Db, merchantId: number, family: LotteryFamily, odds: OddsTable) {
  const why = checkOdds(family, odds);
  if (why) throw invalidField('odds', why);
  await db
    .insert(lotteryOdds)
    .values({ merchantId, family, odds })
    .onConflictDoUpdate({ target: [lotteryOdds.merchantId, lotteryOdds.family], set: { odds, updatedAt: new Date() } });
  return oddsOf(db, merchantId, family);
}

export async function limitsOf(db: Db, merchantId: number): Promise<LotteryLimits> {
  const [row] = await db.select().from(lotteryLimits).where(eq(lotteryLimits.merchantId, merchantId));
  if (!row) return DEFAULT_LIMITS;
  const { minUnit, maxUnit, minTotal, maxTotal, maxPayoutPerNumber } = row;
  return { minUnit, maxUnit, minTotal, maxTotal, maxPayoutPerNumber };
}

/** Sets the limits; a minimum above its maximum is 400 and writes nothing. */
export async function setLimits(db: Db, merchantId: number, limits: LotteryLimits) {
  if (limits.minUnit > limits.maxUnit) throw invalidField('minUnit', 'above maxUnit');
  if (limits.minTotal > limits.maxTotal) throw invalidField('minTotal', 'above maxTotal');
  if (limits.minUnit > limits.maxTotal) throw invalidField('minUnit', 'above maxTotal');
  await db
    .insert(lotteryLimits)
    .values({ merchantId, ...limits })
    .onConflictDoUpdate({ target: lotteryLimits.merchantId, set: { ...limits, updatedAt: new Date() } });
  return limitsOf(db, merchantId);
}

/**
 * The odds and limits a bet is sold at, from the node's read cache (a bet read them on every
 * request). A change on this node applies to the next bet (`forgetSellingTerms`), one on another
 * node within CONFIG_TTL_MS; a slip keeps the odds it was sold at either way.
 */
const TERMS = 'lottery:terms:';
export const sellingOdds = (db: Db, merchantId: number, family: LotteryFamily) =>
  cached(db, `${TERMS}odds:${merchantId}:${family}`, CONFIG_TTL_MS, () => oddsOf(db, merchantId, family));
export const sellingLimits = (db: Db, merchantId: number) =>
  cached(db, `${TERMS}limits:${merchantId}`, CONFIG_TTL_MS, () => limitsOf(db, merchantId));
export const forgetSellingTerms = (db: Db) => invalidate(db, TERMS);
