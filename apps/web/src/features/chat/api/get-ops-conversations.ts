import { queryOptions, useQuery } from '@tanstack/react-query';
import { OpsChatConversationList } from '@jade/contract/chat';
import { api } from '@/lib/api-client';
import { OPS_CONSOLE_CALL } from '@/lib/ops-console';

export type OpsChatStatus = 'OPEN' | 'CLOSED';

/** The queue, through the console's session (its cookie and header). */
export const getOpsConversations = (status: OpsChatStatus) =>
  api(`/ops/chat/conversations?status=${status}`, OpsChatConversationList, OPS_CONSOLE_CALL);

/** The operator's queue, most recently active first (refreshed by the console's socket events). */
export const opsConversationsQuery = (status: OpsChatStatus) =>
  queryOptions({
    queryKey: ['chat', 'ops', 'conversations', status],
    queryFn: () => getOpsConversations(status),
    select: (v) => v.list,
    retry: false,
  });

export const useOpsConversations = (status: OpsChatStatus) => useQuery(opsConversationsQuery(status));
