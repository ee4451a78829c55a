import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TransactionPage, type TransactionType } from '@jade/contract/wallet';
import { api } from '@/lib/api-client';
import { recordSearch } from './record-search';

export type TransactionFilter = { pageNo: number; pageSize: number; from: string; to: string; type?: TransactionType };

export const getTransactions = (f: TransactionFilter) => api(`/wps/wallet/transactions?${recordSearch(f)}`, TransactionPage);

export const transactionsQuery = (f: TransactionFilter) =>
  queryOptions({
    queryKey: ['member', 'records', 'transactions', f],
    queryFn: () => getTransactions(f),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The account record (ledger movements) of the signed-in member, one page. */
export const useTransactions = (f: TransactionFilter) => useQuery(transactionsQuery(f));
