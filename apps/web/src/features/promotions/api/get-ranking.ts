import { queryOptions, useQuery } from '@tanstack/react-query';
import { RankingBoard } from '@jade/contract/promotions';
import { api } from '@/lib/api-client';
import { RANKING_KEY } from './keys';

export const getRanking = (id: number) => api(`/wps/promotions/${id}/ranking`, RankingBoard);

/**
 * A ranking promotion's leaderboard (public: the top rows with masked names). `token` keys the
 * member's own copy, which also carries their place; asked only while `enabled` (its details open).
 */
export const rankingQuery = (id: number, token: string | null, enabled = true) =>
  queryOptions({
    queryKey: [...RANKING_KEY, id, token],
    queryFn: () => getRanking(id),
    enabled,
    staleTime: 30_000,
  });

export const useRanking = (id: number, token: string | null, enabled = true) => useQuery(rankingQuery(id, token, enabled));
