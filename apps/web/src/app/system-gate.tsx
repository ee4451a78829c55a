import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSiteConfig } from '@/features/system/api/get-site-config';
import { useStatus } from '@/features/system/api/get-status';
import { LanguageSelector } from '@/features/system/components/language-selector';
import { ThemeToggle } from '@/features/system/components/theme-toggle';
import { hideBootLoader } from './boot-loader';

const MaintenancePage = lazy(() =>
  import('@/features/system/components/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
const RegionBlockedPage = lazy(() =>
  import('@/features/system/components/region-blocked-page').then((m) => ({ default: m.RegionBlockedPage })),
);

/** Shows the maintenance or region-blocked page instead of the app when the status says so. */
export function SystemGate({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const status = useStatus();
  const closed = status.data !== undefined && status.data.status !== 0;
  const config = useSiteConfig(i18n.language);
  const failed = status.isError && status.data === undefined;
  useEffect(() => {
    if (closed || failed) hideBootLoader();
  }, [closed, failed]);

  if (failed) {
    return (
      <main role="alert" className="center-message">
        <p>{t('system.loadFailed')}</p>
        <Button onClick={() => void status.refetch()}>{t('common.retry')}</Button>
      </main>
    );
  }
  if (status.data === undefined) return null;
  if (closed) {
    const tools = (
      <>
        <LanguageSelector compact />
        <ThemeToggle />
      </>
    );
    return (
      <Suspense fallback={null}>
        {status.data.status === 1 ? (
          <MaintenancePage config={config.data} tools={tools} />
        ) : (
          <RegionBlockedPage config={config.data} tools={tools} />
        )}
      </Suspense>
    );
  }
  return <>{children}</>;
}
