import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Limits, type LimitRef, type LimitSetting } from '@jade/contract/protection';
import { api } from '@/lib/api-client';

const KEY = ['member', 'protection', 'limits'] as const;

export const limitsQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: () => api('/wps/protection/limits', Limits), staleTime: 30_000 });

/** The member's limits with what each period used and has left, and any session block. */
export const useLimits = () => useQuery(limitsQuery());

/** Sets or removes one limit; the answer (every limit) replaces the cached one. */
export function useSetLimit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LimitSetting) => api('/wps/protection/limits', Limits, { method: 'PUT', body }),
    onSuccess: (value) => qc.setQueryData(KEY, value),
  });
}

/** Cancels a limit's pending raise or removal. */
export function useCancelPendingLimit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LimitRef) => api('/wps/protection/limits/cancel', Limits, { method: 'POST', body }),
    onSuccess: (value) => qc.setQueryData(KEY, value),
  });
}
