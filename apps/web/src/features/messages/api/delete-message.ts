import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UnreadCount } from '@jade/contract/messages';
import { api } from '@/lib/api-client';
import { applyInboxChange } from './inbox-change';

export const deleteMessage = (id: number) => api(`/wps/messages/${id}`, UnreadCount, { method: 'DELETE' });

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMessage, onSuccess: (result) => applyInboxChange(queryClient, result) });
}
