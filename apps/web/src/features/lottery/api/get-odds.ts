import { queryOptions, useQuery } from '@tanstack/react-query';
import { OpsLotteryOdds, type LotteryFamily } from '@jade/contract/lottery';
import { api } from '@/lib/api-client';
import { LOTTERY_KEY } from './keys';

export const getOdds = (family: LotteryFamily) => api(`/lgw/vn/odds/${family}`, OpsLotteryOdds);

/** The merchant's odds of a family: what the slip's potential win is computed with. */
export const oddsQuery = (family: LotteryFamily) =>
  queryOptions({ queryKey: [...LOTTERY_KEY, 'odds', family], queryFn: () => getOdds(family), staleTime: 60_000 });

export const useOdds = (family: LotteryFamily | undefined) =>
  useQuery({ ...oddsQuery(family ?? 'VN_NORTH'), enabled: family !== undefined });
