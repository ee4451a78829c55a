import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InviteLink, type DownlineKind } from '@jade/contract/agents';
import { api } from '@/lib/api-client';
import { inviteLinksQuery } from './get-invite-links';

export const createInviteLink = (kind: DownlineKind) =>
  api('/wps/agent/invite-links', InviteLink, { method: 'POST', body: { kind } });

export function useCreateInviteLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInviteLink,
    onSuccess: () => void client.invalidateQueries({ queryKey: inviteLinksQuery().queryKey }),
  });
}
