import { queryOptions, useQuery } from '@tanstack/react-query';
import { SocialProviders } from '@jade/contract/auth';
import { api } from '@/lib/api-client';

export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: ['auth', 'social-providers'],
    queryFn: () => api('/wps/session/social/providers', SocialProviders),
    staleTime: 10 * 60_000,
  });

export const useSocialProviders = () => useQuery(socialProvidersQuery());

/** Leaves for the provider's sign-in page; the server brings the browser back signed in. */
export function startSocial(id: string) {
  const returnTo = window.location.pathname === '/login' ? '/' : window.location.pathname;
  window.location.assign(`/wps/session/social/${encodeURIComponent(id)}/start?returnTo=${encodeURIComponent(returnTo)}`);
}

/** Session flag: the last social sign-in failed (set by /login?socialError=1). */
export const SOCIAL_ERROR_FLAG = 'socialError';
