import { REWARDS_KEY } from '@/lib/queries/rewards-key';

/**
 * Promotions queries. The list is public (guests read it too) but a member's copy carries their
 * state and progress, so its key holds the session token; the reward centre is the member's own,
 * under ['member', …] (lib/queries/rewards-key: VIP and rebate refresh it too), so signing out
 * (which drops ['member']) forgets it.
 */
export { REWARDS_KEY };
export const PROMOTIONS_KEY = ['promotions'] as const;
/** A ranking's leaderboard, under the promotions so a join (which refreshes them) reads it again. */
export const RANKING_KEY = [...PROMOTIONS_KEY, 'ranking'] as const;
/** A raffle's board (tickets, commitment, draw), under the promotions for the same reason. */
export const RAFFLE_KEY = [...PROMOTIONS_KEY, 'raffle'] as const;
export const REWARD_COUNT_KEY = [...REWARDS_KEY, 'count'] as const;
