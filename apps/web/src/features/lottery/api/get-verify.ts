import { queryOptions, useQuery } from '@tanstack/react-query';
import { LotteryVerify } from '@jade/contract/lottery';
import { api } from '@/lib/api-client';
import { LOTTERY_KEY } from './keys';

export const getVerify = (gameCode: string, drawNo: string) =>
  api(`/lgw/vn/games/${encodeURIComponent(gameCode)}/draws/${encodeURIComponent(drawNo)}/verify`, LotteryVerify);

/** What anyone needs to recompute a draw: the seed's hash, and once revealed the seed. */
export const verifyQuery = (gameCode: string, drawNo: string) =>
  queryOptions({ queryKey: [...LOTTERY_KEY, 'verify', gameCode, drawNo], queryFn: () => getVerify(gameCode, drawNo) });

export const useVerify = (gameCode: string, drawNo: string) =>
  useQuery({ ...verifyQuery(gameCode, drawNo), enabled: gameCode !== '' && drawNo !== '' });
