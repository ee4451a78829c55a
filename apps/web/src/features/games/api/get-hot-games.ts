import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotGames } from '@jade/contract/catalog';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';
import { GAMES_KEY, toQuery } from './keys';

export const getHotGames = (language: string) =>
  api(
    `/wps/relay/hotGamesV2?${toQuery({ isPlatform: 2, platform: 'html5-desktop', language })}`,
    answer<typeof HotGames>({ list: 'array' }),
  );

/** The hot games across categories (home row; suggestions when a category has too few). */
export const hotGamesQuery = (language: string) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'hot', language],
    queryFn: () => getHotGames(language),
    select: (v) => v.list,
    staleTime: 5 * 60_000,
  });

export const useHotGames = (language: string, enabled = true) => useQuery({ ...hotGamesQuery(language), enabled });
