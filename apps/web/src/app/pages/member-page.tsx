import { SecurityCenter } from '@/features/auth/components/security-center';
import { useModals } from '../modals';

/** /member: the member centre, opening on "my account" (the security centre). */
export function MemberPage() {
  const { open } = useModals();
  return <SecurityCenter onChangePassword={() => open('changePassword')} />;
}
