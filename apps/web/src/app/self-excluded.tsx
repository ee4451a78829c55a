import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/features/auth/api/logout';
import { PaymentPasswordCard } from '@/features/auth/components/payment-password-card';
import { useWithdrawInfo } from '@/features/payments/api/get-withdraw-info';
import { SelfExcludedPage } from '@/features/protection/components/self-excluded-page';

const WithdrawPage = lazy(() =>
  import('@/features/payments/components/withdraw-page').then((m) => ({ default: m.WithdrawPage })),
);

/** A self-excluded member's whole site: the notice, the withdrawal and sign out (player protection). */
export default function SelfExcluded({ until }: { until: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const info = useWithdrawInfo();
  return (
    <SelfExcludedPage until={until} onSignOut={() => logout.mutate()}>
      {/* A withdrawal needs the payment password: set here, as the security centre is closed. */}
      {info.data && !info.data.hasPaymentPassword ? <PaymentPasswordCard has={false} /> : null}
      <Suspense fallback={<p>{t('common.loading')}</p>}>
        <WithdrawPage />
      </Suspense>
    </SelfExcludedPage>
  );
}
