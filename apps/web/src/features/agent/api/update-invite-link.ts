import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InviteLink } from '@jade/contract/agents';
import { api } from '@/lib/api-client';
import { inviteLinksQuery } from './get-invite-links';

export const updateInviteLink = ({ id, enabled }: { id: number; enabled: boolean }) =>
  api(`/wps/agent/invite-links/${id}`, InviteLink, { method: 'PUT', body: { enabled } });

export function useUpdateInviteLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateInviteLink,
    onSuccess: () => void client.invalidateQueries({ queryKey: inviteLinksQuery().queryKey }),
  });
}
