import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useMember } from '@/features/auth/api/get-member-info';
import { paths } from '@/config/paths';
import { useModals } from './modals';

/**
 * Member-only pages (spec §4 account types): a guest gets the login popup, a trial account the
 * in_need_true_account prompt; the page behind stays the home page meanwhile.
 */
export function RequireRealMember({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { member, token, isLoading } = useMember();
  const { open } = useModals();
  const blocked = !isLoading && (!token || !member || member.isTrial);
  useEffect(() => {
    if (isLoading) return;
    if (!token || !member) open('login');
    else if (member.isTrial) open('trialBlocked');
  }, [isLoading, token, member, open]);
  return <>{blocked ? fallback : children}</>;
}

/** /agentHome: non-agents are sent to /agent (spec §2). */
export function RequireAgent({ children }: { children: ReactNode }) {
  const { member, isLoading } = useMember();
  if (isLoading) return null;
  if (!member?.isAgent) return <Navigate to={paths.agent} replace />;
  return <>{children}</>;
}
