/**
 * Promotions queries. The list is public (guests read it too) but a member's copy carries their
 * state and progress, so its key holds the session token; the reward centre is the member's own,
 * under ['member', …], so signing out (which drops ['member']) forgets it.
 */
export const PROMOTIONS_KEY = ['promotions'] as const;
export const REWARDS_KEY = ['member', 'rewards'] as const;
export const REWARD_COUNT_KEY = [...REWARDS_KEY, 'count'] as const;
