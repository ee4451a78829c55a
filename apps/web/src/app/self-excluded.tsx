import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/features/auth/api/logout';
import { SelfExcludedPage } from '@/features/protection/components/self-excluded-page';

const WithdrawPage = lazy(() =>
  import('@/features/payments/components/withdraw-page').then((m) => ({ default: m.WithdrawPage })),
);

/** A self-excluded member's whole site: the notice, the withdrawal and sign out (player protection). */
export default function SelfExcluded({ until }: { until: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <SelfExcludedPage until={until} onSignOut={() => logout.mutate()}>
      <Suspense fallback={<p>{t('common.loading')}</p>}>
        <WithdrawPage />
      </Suspense>
    </SelfExcludedPage>
  );
}
