/**
 * The prefix of the member's reward-centre queries (its pages and the red badge count). The
 * promotions feature owns them; VIP upgrades and the manual rebate also put rewards there, so they
 * refresh this one entry. It sits under ['member'], so signing out forgets it.
 */
export const REWARDS_KEY = ['member', 'rewards'] as const;
