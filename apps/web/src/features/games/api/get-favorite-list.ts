import { queryOptions, useQuery } from '@tanstack/react-query';
import { FavoriteList } from '@jade/contract/catalog';
import { LIMITS } from '@jade/contract/limits';
import { api } from '@/lib/api-client';
import { clientParams, GAMES_KEY, toQuery } from './keys';

export const getFavoriteList = (language: string) =>
  api(
    `/wps/relay/getFavoriteGamesList?${toQuery({ ...clientParams(language), gameType: 'RNG', pageNo: 1, pageSize: LIMITS.favouritesPageSize })}`,
    FavoriteList,
  );

/** The member's favourite games (one page of 999, spec §7). */
export const favoriteListQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'favourites', token, language],
    queryFn: () => getFavoriteList(language),
    select: (v) => v.content,
    enabled: token !== null,
  });

export const useFavoriteList = (token: string | null, language: string) => useQuery(favoriteListQuery(token, language));
