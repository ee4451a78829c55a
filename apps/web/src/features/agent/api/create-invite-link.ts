import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CreateInviteLinkRequest, InviteLink } from '@jade/contract/agents';
import { api } from '@/lib/api-client';
import { inviteLinksQuery } from './get-invite-links';

/** A new link of a kind; an agent link may carry default contracts offered to everyone registering through it. */
export const createInviteLink = (body: z.input<typeof CreateInviteLinkRequest>) =>
  api('/wps/agent/invite-links', InviteLink, { method: 'POST', body });

export function useCreateInviteLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInviteLink,
    onSuccess: () => void client.invalidateQueries({ queryKey: inviteLinksQuery().queryKey }),
  });
}
