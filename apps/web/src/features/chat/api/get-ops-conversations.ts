import { queryOptions, useQuery } from '@tanstack/react-query';
import { OpsChatConversationList } from '@jade/contract/chat';
import { api } from '@/lib/api-client';

export type OpsChatStatus = 'OPEN' | 'CLOSED';

export const getOpsConversations = (opsToken: string, status: OpsChatStatus) =>
  api(`/ops/chat/conversations?status=${status}`, OpsChatConversationList, { headers: { authorization: `Bearer ${opsToken}` } });

/** The operator's queue, most recently active first (refreshed by the console's socket events). */
export const opsConversationsQuery = (opsToken: string, status: OpsChatStatus) =>
  queryOptions({
    queryKey: ['chat', 'ops', 'conversations', status],
    queryFn: () => getOpsConversations(opsToken, status),
    select: (v) => v.list,
    retry: false,
  });

export const useOpsConversations = (opsToken: string, status: OpsChatStatus) => useQuery(opsConversationsQuery(opsToken, status));
