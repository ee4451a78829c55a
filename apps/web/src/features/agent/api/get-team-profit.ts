import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TeamProfitPage } from '@jade/contract/agents';
import { api } from '@/lib/api-client';
import { agentSearch } from './search';

export type ReportFilter = { pageNo: number; pageSize: number; from: string; to: string; username?: string };

export const getTeamProfit = (f: ReportFilter) => api(`/wps/agent/reports/profit?${agentSearch(f)}`, TeamProfitPage);

export const teamProfitQuery = (f: ReportFilter) =>
  queryOptions({
    queryKey: ['agent', 'reports', 'profit', f],
    queryFn: () => getTeamProfit(f),
    placeholderData: keepPreviousData,
  });

export const useTeamProfit = (f: ReportFilter) => useQuery(teamProfitQuery(f));
