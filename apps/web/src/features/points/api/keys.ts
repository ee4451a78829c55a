/**
 * Points queries. The mall and its rules are public (guests browse them), but a member's copy of
 * the items says what they redeemed and can redeem, so its key holds the session token. The
 * member's own (balance, details, redeem history) live under ['member', …], so signing out (which
 * drops ['member']) forgets them.
 */
export const POINT_MALL_KEY = ['pointMall'] as const;
export const MEMBER_POINTS_KEY = ['member', 'points'] as const;
