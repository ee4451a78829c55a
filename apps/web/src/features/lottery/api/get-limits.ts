import { queryOptions, useQuery } from '@tanstack/react-query';
import { LotteryLimits } from '@jade/contract/lottery';
import { api } from '@/lib/api-client';
import { LOTTERY_KEY } from './keys';

export const getLimits = () => api('/lgw/vn/limits', LotteryLimits);

/** The merchant's betting limits (the stake's minimum and maximum the refusals name). */
export const limitsQuery = () => queryOptions({ queryKey: [...LOTTERY_KEY, 'limits'], queryFn: getLimits, staleTime: 60_000 });

export const useLimits = () => useQuery(limitsQuery());
