import { queryOptions, useQuery } from '@tanstack/react-query';
import { DownlineDetail } from '@jade/contract/agents';
import { api } from '@/lib/api-client';

export const getDownline = (username: string) => api(`/wps/agent/team/members/${encodeURIComponent(username)}`, DownlineDetail);

export const downlineQuery = (username: string) =>
  queryOptions({ queryKey: ['agent', 'downline', username], queryFn: () => getDownline(username) });

/** One team member with its path and lifetime totals. */
export const useDownline = (username: string | null) =>
  useQuery({ ...downlineQuery(username ?? ''), enabled: username !== null });
