import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DownlinePage } from '@jade/contract/agents';
import { api } from '@/lib/api-client';
import { agentSearch } from './search';

export type DownlineFilter = { parent?: string; search?: string; pageNo: number; pageSize: number };

export const getDownlines = (f: DownlineFilter) => api(`/wps/agent/team/members?${agentSearch(f)}`, DownlinePage);

export const downlinesQuery = (f: DownlineFilter) =>
  queryOptions({ queryKey: ['agent', 'downlines', f], queryFn: () => getDownlines(f), placeholderData: keepPreviousData });

/** One page of the team: a member's direct downlines, or a search of the whole team. */
export const useDownlines = (f: DownlineFilter) => useQuery(downlinesQuery(f));
