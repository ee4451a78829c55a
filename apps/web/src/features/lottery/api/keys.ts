/**
 * Lottery queries: the public reads under ['lottery', …] (the same for everyone), the member's own
 * slips and chases under ['member', 'lottery', …] so that signing out (which drops ['member']) forgets them.
 */
export const LOTTERY_KEY = ['lottery'] as const;
export const MY_BETS_KEY = ['member', 'lottery', 'bets'] as const;
export const MY_CHASES_KEY = ['member', 'lottery', 'chases'] as const;
