import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LotteryHistoryPage } from '@jade/contract/lottery';
import { api } from '@/lib/api-client';
import { LOTTERY_KEY } from './keys';

export const getHistory = (gameCode: string, pageSize: number, pageNo = 1) =>
  api(`/lotto/lgw/games/opened/numero?gameCode=${gameCode}&pageNo=${pageNo}&pageSize=${pageSize}`, LotteryHistoryPage);

/** A game's past results, the latest first (results page, trend chart, last results of the betting page). */
export const historyQuery = (gameCode: string, pageSize: number, pageNo = 1) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'history', gameCode, pageSize, pageNo],
    queryFn: () => getHistory(gameCode, pageSize, pageNo),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export const useHistory = (gameCode: string, pageSize: number, pageNo = 1) =>
  useQuery({ ...historyQuery(gameCode, pageSize, pageNo), enabled: gameCode !== '' });
