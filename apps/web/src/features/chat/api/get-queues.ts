import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChatQueueList } from '@jade/contract/chat';
import { api } from '@/lib/api-client';

export const getQueues = () => api('/wps/relay/CBS_modelList', ChatQueueList);

/** CBS_modelList: the chat queues (general, deposit, withdrawal, agent). */
export const queuesQuery = () =>
  queryOptions({ queryKey: ['chat', 'queues'], queryFn: getQueues, select: (v) => v.list, staleTime: 10 * 60_000 });

export const useQueues = () => useQuery(queuesQuery());
