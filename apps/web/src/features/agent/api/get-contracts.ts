import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContractList } from '@jade/contract/agents';
import { api } from '@/lib/api-client';

export const getContracts = () => api('/wps/agent/contracts', ContractList);

export const contractsQuery = () => queryOptions({ queryKey: ['agent', 'contracts', 'list'], queryFn: getContracts });

/** The contracts the agent holds and the ones it gives. */
export const useContracts = () => useQuery(contractsQuery());
