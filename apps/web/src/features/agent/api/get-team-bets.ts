import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TeamBetPage } from '@jade/contract/agents';
import { api } from '@/lib/api-client';
import { agentSearch } from './search';

export type ReportFilter = { pageNo: number; pageSize: number; from: string; to: string; username?: string };

export const getTeamBets = (f: ReportFilter) => api(`/wps/agent/reports/bets?${agentSearch(f)}`, TeamBetPage);

export const teamBetsQuery = (f: ReportFilter) =>
  queryOptions({ queryKey: ['agent', 'reports', 'bets', f], queryFn: () => getTeamBets(f), placeholderData: keepPreviousData });

export const useTeamBets = (f: ReportFilter) => useQuery(teamBetsQuery(f));
