import { queryOptions, useQuery } from '@tanstack/react-query';
import { PointConfig } from '@jade/contract/points';
import { api } from '@/lib/api-client';
import { POINT_MALL_KEY } from './keys';

export const getPointConfig = (language: string) =>
  api(`/wps/relay/getPointConfig?${new URLSearchParams({ lang: language })}`, PointConfig);

/** The earning rate, the exchange-rate tiers and the operator's rules in the reader's language (public). */
export const pointConfigQuery = (language: string) =>
  queryOptions({ queryKey: [...POINT_MALL_KEY, 'config', language], queryFn: () => getPointConfig(language), staleTime: 60_000 });

export const usePointConfig = (language: string) => useQuery(pointConfigQuery(language));
