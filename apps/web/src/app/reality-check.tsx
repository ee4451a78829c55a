import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { RealityCheckDialog } from '@/features/protection/components/reality-check-dialog';
import { centrePath } from './member-centre';

/** The reality check over every page of a signed-in member: its history is the betting record. */
export default function RealityCheck() {
  const navigate = useNavigate();
  const logout = useLogout();
  return <RealityCheckDialog onHistory={() => navigate(centrePath('personalHistoryCopy'))} onSignOut={() => logout.mutate()} />;
}
