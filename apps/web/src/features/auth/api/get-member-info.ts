import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { memberInfo } from './member-info';
import { clearSession, useToken } from '@/lib/session';

export const getMemberInfo = () => api('/wps/member/info', memberInfo);

export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: async () => {
      try {
        return await getMemberInfo();
      } catch (err) {
        // A token the server no longer knows (expired, revoked) signs the tab out.
        if (err instanceof ApiError && err.code === 'AUTH_NOT_LOGGED_IN') clearSession();
        throw err;
      }
    },
    enabled: token !== null,
    staleTime: 60_000,
  });

/**
 * The signed-in member, or undefined for a guest. `failed` is the query when a signed-in tab could
 * not load its member info (the server busy, the network down): not the same as a guest.
 */
export function useMember() {
  const token = useToken();
  const q = useQuery(memberInfoQuery(token));
  return {
    token,
    member: token ? q.data : undefined,
    isLoading: token !== null && q.isPending,
    failed: token !== null && q.isError ? q : null,
  };
}
