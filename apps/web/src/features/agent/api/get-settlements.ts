import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SettlementPage, type ContractKind } from '@jade/contract/agents';
import { api } from '@/lib/api-client';
import { agentSearch } from './search';

export type SettlementFilter = { pageNo: number; pageSize: number; from: string; to: string; kind?: ContractKind };

export const getSettlements = (f: SettlementFilter) => api(`/wps/agent/settlements?${agentSearch(f)}`, SettlementPage);

export const settlementsQuery = (f: SettlementFilter) =>
  queryOptions({ queryKey: ['agent', 'settlements', f], queryFn: () => getSettlements(f), placeholderData: keepPreviousData });

/** My income: settlement statements by contract kind and period. */
export const useSettlements = (f: SettlementFilter) => useQuery(settlementsQuery(f));
