import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RealityCheck, type RealityCheckMinutes } from '@jade/contract/protection';
import { api } from '@/lib/api-client';

const KEY = ['member', 'protection', 'reality-check'] as const;

export const realityCheckQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: () => api('/wps/protection/reality-check', RealityCheck), staleTime: Infinity });

/** The member's reality-check interval and the session it reports on (start, play, net position). */
export const useRealityCheck = (enabled = true) => useQuery({ ...realityCheckQuery(), enabled });

/** Sets the interval (0 = off); the answer replaces the cached check, so the dialog follows at once. */
export function useSetRealityCheck() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (intervalMinutes: RealityCheckMinutes) =>
      api('/wps/protection/reality-check', RealityCheck, { method: 'PUT', body: { intervalMinutes } }),
    onSuccess: (value) => qc.setQueryData(KEY, value),
  });
}
