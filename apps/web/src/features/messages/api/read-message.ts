import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UnreadCount } from '@jade/contract/messages';
import { api } from '@/lib/api-client';
import { applyInboxChange } from './inbox-change';

export const readMessage = (id: number) => api(`/wps/messages/${id}/read`, UnreadCount, { method: 'PUT' });

/** Marks one message read when it is opened. */
export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: readMessage, onSuccess: (result) => applyInboxChange(queryClient, result) });
}
