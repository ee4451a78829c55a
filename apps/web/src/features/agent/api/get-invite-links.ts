import { queryOptions, useQuery } from '@tanstack/react-query';
import { InviteLinkList } from '@jade/contract/agents';
import { api } from '@/lib/api-client';

export const getInviteLinks = () => api('/wps/agent/invite-links', InviteLinkList);

export const inviteLinksQuery = () => queryOptions({ queryKey: ['agent', 'invite-links'], queryFn: getInviteLinks });

export const useInviteLinks = () => useQuery(inviteLinksQuery());
