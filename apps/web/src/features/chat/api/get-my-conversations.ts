import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChatConversationList } from '@jade/contract/chat';
import { api } from '@/lib/api-client';

export const getMyConversations = () => api('/wps/chat/conversations', ChatConversationList);

/** A member's past and open conversations, newest first. */
export const myConversationsQuery = (enabled: boolean) =>
  queryOptions({ queryKey: ['chat', 'member', 'conversations'], queryFn: getMyConversations, select: (v) => v.list, enabled });

export const useMyConversations = (enabled: boolean) => useQuery(myConversationsQuery(enabled));
