import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import type { GameCategory, WinnerList } from '@jade/contract/catalog';
import { LIMITS } from '@jade/contract/limits';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';

/** All games, or one category of them. */
export type WinnerCategory = 'ALL' | GameCategory;

/** The winner board call (spec §7: limitNum 20): the biggest wins of real rounds, names masked by the server. */
export const getWinnerList = (category: WinnerCategory, language: string) =>
  api(
    `/wps/relay/getWinnerList?${new URLSearchParams({ gameCategory: category, limitNum: String(LIMITS.winnerLimit), language })}`,
    answer<typeof WinnerList>({ list: 'array' }),
  );

/** One key per category and language, so the home board and the winners page's "all" tab share an answer. */
export const winnerListQuery = (category: WinnerCategory, language: string) =>
  queryOptions({
    queryKey: ['winners', category, language],
    queryFn: () => getWinnerList(category, language),
    select: (v) => v.list,
    staleTime: 60_000,
  });

/**
 * The winners of a category; with `keepPrevious` (the winners page's tabs) the last list stays on
 * screen while the next category loads.
 */
export const useWinnerList = (category: WinnerCategory, language: string, keepPrevious = false) =>
  useQuery({ ...winnerListQuery(category, language), ...(keepPrevious ? { placeholderData: keepPreviousData } : {}) });
