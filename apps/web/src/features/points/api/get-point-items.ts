import { queryOptions, useQuery } from '@tanstack/react-query';
import { PointItemList } from '@jade/contract/points';
import { api } from '@/lib/api-client';
import { POINT_MALL_KEY } from './keys';

export const getPointItems = (language: string) =>
  api(`/wps/relay/getPointReward?${new URLSearchParams({ lang: language })}`, PointItemList);

/** The mall's items; with a session each says how many the member redeemed and whether one more can be. */
export const pointItemsQuery = (language: string, token: string | null) =>
  queryOptions({
    queryKey: [...POINT_MALL_KEY, 'items', language, token],
    queryFn: () => getPointItems(language),
    select: (v) => v.list,
    staleTime: 30_000,
  });

export const usePointItems = (language: string, token: string | null) => useQuery(pointItemsQuery(language, token));
