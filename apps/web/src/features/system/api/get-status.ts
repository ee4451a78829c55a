import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@jade/contract/system';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';

/** The check of the status answer (the API's, or the one in index.html: app/first-screen.ts). */
export const statusAnswer = answer<typeof SystemStatus>({ status: 'number' });

export const getStatus = () => api('/wps/system/status', statusAnswer);

export const statusQuery = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: getStatus,
    staleTime: 60_000,
    // While the site is closed, look again every 30 s so it reopens by itself.
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 0 ? 30_000 : false),
  });

export const useStatus = () => useQuery(statusQuery());
