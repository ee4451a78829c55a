import { queryOptions, useQuery } from '@tanstack/react-query';
import { RebateAccrual } from '@jade/contract/vip';
import { api } from '@/lib/api-client';
import { REBATE_KEY } from './keys';

export const getRebate = () => api('/wps/rebate', RebateAccrual);

/** Today's rebate (the merchant's business day) by game category: earned, claimed and claimable now. */
export const rebateQuery = (token: string | null) =>
  queryOptions({ queryKey: [...REBATE_KEY, token], queryFn: getRebate, enabled: token !== null, staleTime: 15_000 });

export const useRebate = (token: string | null) => useQuery(rebateQuery(token));
