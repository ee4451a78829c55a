import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UnreadCount } from '@jade/contract/messages';
import { api } from '@/lib/api-client';
import { applyInboxChange } from './inbox-change';

export const readAllMessages = () => api('/wps/messages/read-all', UnreadCount, { method: 'PUT' });

export function useReadAllMessages() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: readAllMessages, onSuccess: (result) => applyInboxChange(queryClient, result) });
}
