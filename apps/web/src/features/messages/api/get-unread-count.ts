import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@jade/contract/messages';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';
import { UNREAD_KEY } from './keys';

export const getUnreadCount = () => api('/wps/relay/CSP_unreadCountV2', answer<typeof UnreadCount>({ count: 'number' }));

/**
 * The unread count of the header and personal-centre badges (spec §7 CSP_unreadCount, V2). Never
 * asked for a guest or a trial account (spec §4: trial users get no unread fetch).
 */
export const unreadCountQuery = (token: string | null, realMember: boolean) =>
  queryOptions({
    queryKey: [...UNREAD_KEY, token],
    queryFn: getUnreadCount,
    enabled: token !== null && realMember,
    select: (v) => v.count,
    staleTime: 60_000,
  });

export const useUnreadCount = (token: string | null, realMember: boolean) => useQuery(unreadCountQuery(token, realMember));
