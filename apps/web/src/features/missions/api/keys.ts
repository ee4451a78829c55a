/**
 * The member's mission queries (the summary, the badge count and the leaderboard), under
 * ['member', …] so signing out forgets them.
 */
export const MISSIONS_KEY = ['member', 'missions'] as const;
export const MISSION_COUNT_KEY = [...MISSIONS_KEY, 'count'] as const;
