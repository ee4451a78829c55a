import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WinnerList, type GameCategory } from '@jade/contract/catalog';
import { LIMITS } from '@jade/contract/limits';
import { api } from '@/lib/api-client';

export type WinnerCategory = 'ALL' | GameCategory;

export const getWinnerList = (category: WinnerCategory, language: string) =>
  api(
    `/wps/relay/getWinnerList?${new URLSearchParams({ gameCategory: category, limitNum: String(LIMITS.winnerLimit), language })}`,
    WinnerList,
  );

/** The winners list (spec §7 winner board call, limit 20): the biggest wins of real rounds, per category. */
export const winnerListQuery = (category: WinnerCategory, language: string) =>
  queryOptions({
    queryKey: ['winners', 'list', category, language],
    queryFn: () => getWinnerList(category, language),
    select: (v) => v.list,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useWinnerList = (category: WinnerCategory, language: string) => useQuery(winnerListQuery(category, language));
