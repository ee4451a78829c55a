import { queryOptions, useQuery } from '@tanstack/react-query';
import { AgentCentre } from '@jade/contract/agents';
import { api } from '@/lib/api-client';

export const getCentre = () => api('/wps/agent/centre', AgentCentre);

export const centreQuery = () => queryOptions({ queryKey: ['agent', 'centre'], queryFn: getCentre, staleTime: 60_000 });

/** The signed-in agent's header data and the contract pages its merchant offers. */
export const useCentre = () => useQuery(centreQuery());
