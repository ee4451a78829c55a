import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MissionLeaderboard } from '@jade/contract/missions';
import { api } from '@/lib/api-client';
import { MISSIONS_KEY } from './keys';

export type LeaderboardWeek = 'this' | 'last';

export const getLeaderboard = (week: LeaderboardWeek) => api(`/wps/missions/leaderboard?week=${week}`, MissionLeaderboard);

export const leaderboardQuery = (week: LeaderboardWeek) =>
  queryOptions({
    queryKey: [...MISSIONS_KEY, 'leaderboard', week],
    queryFn: () => getLeaderboard(week),
    placeholderData: keepPreviousData,
  });

/** A week's top members by mission points (names masked) and the member's own rank. */
export const useLeaderboard = (week: LeaderboardWeek) => useQuery(leaderboardQuery(week));
