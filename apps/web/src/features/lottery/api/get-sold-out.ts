import { queryOptions, useQuery } from '@tanstack/react-query';
import { LotterySoldOut } from '@jade/contract/lottery';
import { api } from '@/lib/api-client';
import { LOTTERY_KEY } from './keys';

export const getSoldOut = (gameCode: string, drawNo: string) =>
  api(`/lgw/vn/games/${encodeURIComponent(gameCode)}/draws/${encodeURIComponent(drawNo)}/sold-out`, LotterySoldOut);

/** The numbers of a draw that take no more bets (greyed on the board); read again every 15 s. */
export const soldOutQuery = (gameCode: string, drawNo: string) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'sold-out', gameCode, drawNo],
    queryFn: () => getSoldOut(gameCode, drawNo),
    refetchInterval: 15_000,
  });

export const useSoldOut = (gameCode: string, drawNo: string | null) =>
  useQuery({ ...soldOutQuery(gameCode, drawNo ?? ''), enabled: drawNo !== null });
