import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TeamTransactionPage } from '@jade/contract/agents';
import { api } from '@/lib/api-client';
import { agentSearch } from './search';

export type ReportFilter = { pageNo: number; pageSize: number; from: string; to: string; username?: string };

export const getTeamTransactions = (f: ReportFilter) =>
  api(`/wps/agent/reports/transactions?${agentSearch(f)}`, TeamTransactionPage);

export const teamTransactionsQuery = (f: ReportFilter) =>
  queryOptions({
    queryKey: ['agent', 'reports', 'transactions', f],
    queryFn: () => getTeamTransactions(f),
    placeholderData: keepPreviousData,
  });

export const useTeamTransactions = (f: ReportFilter) => useQuery(teamTransactionsQuery(f));
