import type { z } from 'zod';
import { POINT_LIMITS, type ExchangeTier as TierSchema, type PointItem } from '@jade/contract/points';

/** Who looks at the mall: the rules differ for a guest, a trial account and a real member. */
export type Viewer = 'guest' | 'trial' | 'member';

/** An exchange-rate tier: from this many points at once, this much money (minor units) per 100 points. */
export type Tier = z.infer<typeof TierSchema>;

/** The tier `points` reach: the one with the most `fromPoints` not above them (null below the first). */
export function tierFor(tiers: readonly Tier[], points: number): Tier | null {
  let best: Tier | null = null;
  for (const t of tiers) if (points >= t.fromPoints && (!best || t.fromPoints > best.fromPoints)) best = t;
  return best;
}

/**
 * What converting `points` pays, as the server reckons it: the reached tier's money per 100
 * points, rounded down to the minor unit. Null below the first tier or for nothing to convert.
 */
export function exchangePreview(tiers: readonly Tier[], points: number): { tier: Tier; amount: number } | null {
  if (!Number.isSafeInteger(points) || points <= 0) return null;
  const tier = tierFor(tiers, points);
  if (!tier) return null;
  const amount = Math.floor((points * tier.rate) / 100);
  return amount > 0 ? { tier, amount } : null;
}

/** Why an item cannot be redeemed now, in the order a member would fix it. */
export type Unavailable =
  'signIn' | 'realAccount' | 'soldOut' | 'limitReached' | 'notEnoughPoints' | 'requirement' | 'unavailable';

/**
 * Why the viewer cannot redeem `item` now, or null when they can. The server's `available` is the
 * final word; the reasons it rests on are named from the item and the member's points, and what
 * is left (the valid bet, which only the server knows) is the amount requirement.
 */
export function unavailableReason(item: PointItem, viewer: Viewer, points: number | undefined): Unavailable | null {
  if (viewer === 'guest') return 'signIn';
  if (viewer === 'trial') return 'realAccount';
  if (item.stock !== null && item.stock <= 0) return 'soldOut';
  if (item.perMemberLimit !== null && item.redeemed >= item.perMemberLimit) return 'limitReached';
  if (points !== undefined && points < item.points) return 'notEnoughPoints';
  if (item.available) return null;
  return item.minValidBet > 0 ? 'requirement' : 'unavailable';
}

/** The most of `item` one redemption can take: its stock, the member's limit left, their points, the contract's cap. */
export function maxQuantity(item: PointItem, points: number): number {
  const caps = [POINT_LIMITS.quantityMax, Math.floor(points / item.points)];
  if (item.stock !== null) caps.push(item.stock);
  if (item.perMemberLimit !== null) caps.push(item.perMemberLimit - item.redeemed);
  return Math.max(0, Math.min(...caps));
}

/**
 * A points figure in the reader's language (its grouping, like the app's other counts), always in
 * Latin digits as money is (lib/money.ts): browsers disagree on Nepali's default digits, and
 * points are read beside amounts.
 */
export function formatPoints(points: number, language: string): string {
  return points.toLocaleString(language, { numberingSystem: 'latn' });
}

/** Reads a whole number of points typed by the member ("1,000" too); null when it is not one. */
export function parsePoints(text: string): number | null {
  const digits = text.trim().replace(/,/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : null;
}

export type Attempt = { key: string; id: string };

/**
 * The request id of a submit: the same when the member retries the same failed submit (so the
 * server redeems or converts once), a new one when anything in it changed.
 */
export function attemptFor(previous: Attempt | null, key: string, make = () => crypto.randomUUID().replace(/-/g, '')): Attempt {
  return previous && previous.key === key ? previous : { key, id: make() };
}
