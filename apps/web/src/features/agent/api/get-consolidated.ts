import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConsolidatedContracts } from '@jade/contract/agents';
import { api } from '@/lib/api-client';

export const getConsolidated = () => api('/wps/agent/contracts/consolidated', ConsolidatedContracts);

export const consolidatedQuery = () =>
  queryOptions({ queryKey: ['agent', 'contracts', 'consolidated'], queryFn: getConsolidated });

/** Offers and termination requests waiting for the signed-in account (spec §3 consolidated settings). */
export const useConsolidated = (enabled: boolean) => useQuery({ ...consolidatedQuery(), enabled });
