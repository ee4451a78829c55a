import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ProfitReport } from '@jade/contract/wallet';
import { api } from '@/lib/api-client';
import { recordSearch } from './record-search';

export type ProfitFilter = { from: string; to: string };

export const getProfit = (f: ProfitFilter) => api(`/wps/wallet/profit?${recordSearch(f)}`, ProfitReport);

export const profitQuery = (f: ProfitFilter) =>
  queryOptions({
    queryKey: ['member', 'records', 'profit', f],
    queryFn: () => getProfit(f),
    placeholderData: keepPreviousData,
  });

/** The member's profit and loss over a period, by category and by day. */
export const useProfit = (f: ProfitFilter) => useQuery(profitQuery(f));
