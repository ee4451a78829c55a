import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BetPage } from '@jade/contract/wallet';
import { api } from '@/lib/api-client';
import { recordSearch } from './record-search';

export type BetFilter = { pageNo: number; pageSize: number; from: string; to: string; category?: string };

export const getBets = (f: BetFilter) => api(`/wps/wallet/bets?${recordSearch(f)}`, BetPage);

export const betsQuery = (f: BetFilter) =>
  queryOptions({
    queryKey: ['member', 'records', 'bets', f],
    queryFn: () => getBets(f),
    placeholderData: keepPreviousData,
  });

/** The betting record (game rounds) of the signed-in member, one page. */
export const useBets = (f: BetFilter) => useQuery(betsQuery(f));
