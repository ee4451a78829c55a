/**
 * Referral queries. The member's code, links and friends are their own, under ['member', …], so
 * signing out (which drops ['member']) forgets them; whether the merchant offers invite friends
 * (available promo, REFERRAL.enabled) is public.
 */
export const REFERRAL_KEY = ['member', 'referral'] as const;
export const REFERRAL_AVAILABLE_KEY = ['referral-available'] as const;
