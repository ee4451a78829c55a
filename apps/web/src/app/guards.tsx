import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useMember } from '@/features/auth/api/get-member-info';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/ui/query-state';
import { useModals } from './modals';

/**
 * Member-only pages (spec §4 account types): a guest gets the login popup, a trial account the
 * in_need_true_account prompt; the page behind stays the home page meanwhile. A signed-in tab whose
 * member info failed to load is not a guest: it gets the error with a retry, not the login popup.
 */
export function RequireRealMember({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { member, token, isLoading, failed } = useMember();
  const { open } = useModals();
  const blocked = !isLoading && !failed && (!token || !member || member.isTrial);
  useEffect(() => {
    if (isLoading || failed) return;
    if (!token || !member) open('login');
    else if (member.isTrial) open('trialBlocked');
  }, [isLoading, failed, token, member, open]);
  if (failed)
    return (
      <QueryState query={failed} empty={false} emptyText="">
        {null}
      </QueryState>
    );
  return <>{blocked ? fallback : children}</>;
}

/** /agentHome: non-agents are sent to /agent (spec §2). */
export function RequireAgent({ children }: { children: ReactNode }) {
  const { member, isLoading } = useMember();
  if (isLoading) return null;
  if (!member?.isAgent) return <Navigate to={paths.agent} replace />;
  return <>{children}</>;
}
