import { queryOptions, useQuery } from '@tanstack/react-query';
import { TeamOverview } from '@jade/contract/agents';
import { api } from '@/lib/api-client';
import { agentSearch } from './search';

export const getTeamOverview = () => api(`/wps/agent/team/overview?${agentSearch({})}`, TeamOverview);

export const teamOverviewQuery = () => queryOptions({ queryKey: ['agent', 'overview'], queryFn: getTeamOverview });

/** Team size, balance and the figures of today, yesterday, this week and this month. */
export const useTeamOverview = () => useQuery(teamOverviewQuery());
