import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyContracts, type ContractKind } from '@jade/contract/agents';
import { api } from '@/lib/api-client';

/** How many contracts the agent gave show on one page. */
export const GIVEN_PAGE_SIZE = 20;

type Filter = { kind?: ContractKind | undefined; pageNo?: number };

export const getContracts = ({ kind, pageNo = 1 }: Filter = {}) => {
  const q = new URLSearchParams({ pageNo: String(pageNo), pageSize: String(GIVEN_PAGE_SIZE) });
  if (kind) q.set('kind', kind);
  return api(`/wps/agent/contracts?${q}`, MyContracts);
};

export const contractsQuery = (f: Filter = {}) =>
  queryOptions({
    queryKey: ['agent', 'contracts', 'list', f.kind ?? 'ALL', f.pageNo ?? 1],
    queryFn: () => getContracts(f),
    // While another page of the same kind loads, the page shown stays (not another kind's).
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[3] === (f.kind ?? 'ALL') ? prev : undefined),
  });

/** The contracts the agent holds and a page of the ones it gave (of one kind when asked). */
export const useContracts = (f: Filter = {}) => useQuery(contractsQuery(f));
