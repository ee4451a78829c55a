import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { favoriteIds } from './favorite-ids';
import { FAVOURITES_KEY } from './keys';

export const getFavoriteIds = () => api('/wps/relay/MCSFE_getFavoriteGames', favoriteIds);

/** The nodeIds of the member's favourites, loaded on sign-in (spec §4) and marked on every card. */
export const favoriteIdsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...FAVOURITES_KEY, token],
    queryFn: getFavoriteIds,
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

export const useFavoriteIds = (token: string | null) => useQuery(favoriteIdsQuery(token));
