import { queryOptions, useQuery } from '@tanstack/react-query';
import { RecentGames } from '@jade/contract/catalog';
import { LIMITS } from '@jade/contract/limits';
import { api } from '@/lib/api-client';
import { clientParams, GAMES_KEY, toQuery } from './keys';

export const getRecentGames = (language: string) =>
  api(
    `/wps/relay/GCS_recentGame?${toQuery({ ...clientParams(language), gameType: 'RNG', pageNo: 1, pageSize: LIMITS.recentPageSize })}`,
    RecentGames,
  );

/** The signed-in member's recently played games (page 1, size 20; spec §7). */
export const recentGamesQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'recent', token, language],
    queryFn: () => getRecentGames(language),
    select: (v) => v.list,
    enabled: token !== null,
  });

export const useRecentGames = (token: string | null, language: string) => useQuery(recentGamesQuery(token, language));
