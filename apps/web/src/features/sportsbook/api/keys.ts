/**
 * Sportsbook queries: the public reads under ['sportsbook', …] (the same for everyone), the
 * member's own bets under ['member', 'sportsbook', …] so that signing out (which drops ['member']) forgets them.
 */
export const SPORTS_KEY = ['sportsbook'] as const;
export const MY_SPORTS_BETS_KEY = ['member', 'sportsbook', 'bets'] as const;
