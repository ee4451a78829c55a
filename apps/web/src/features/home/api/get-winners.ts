import { queryOptions, useQuery } from '@tanstack/react-query';
import { WinnerList } from '@jade/contract/catalog';
import { LIMITS } from '@jade/contract/limits';
import { api } from '@/lib/api-client';

export const getWinners = (language: string) =>
  api(
    `/wps/relay/getWinnerList?${new URLSearchParams({ gameCategory: 'ALL', limitNum: String(LIMITS.winnerLimit), language })}`,
    WinnerList,
  );

/** The biggest wins (spec §7: gameCategory ALL, limitNum 20), names masked by the server. */
export const winnersQuery = (language: string) =>
  queryOptions({
    queryKey: ['home', 'winners', language],
    queryFn: () => getWinners(language),
    select: (v) => v.list,
    staleTime: 60_000,
  });

export const useWinners = (language: string) => useQuery(winnersQuery(language));
