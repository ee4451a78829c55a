import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSiteConfig } from '@/features/system/api/get-site-config';
import { useStatus } from '@/features/system/api/get-status';
import { LanguageSelector } from '@/features/system/components/language-selector';
import { ThemeToggle } from '@/features/system/components/theme-toggle';
import { local } from '@/lib/storage';
import { hideBootLoader } from './boot-loader';

const MaintenancePage = lazy(() =>
  import('@/features/system/components/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
const RegionBlockedPage = lazy(() =>
  import('@/features/system/components/region-blocked-page').then((m) => ({ default: m.RegionBlockedPage })),
);

/** localStorage: the site was closed (maintenance or region) when this browser last asked. */
export const LAST_CLOSED_KEY = 'systemClosed';

/**
 * Shows the maintenance or region-blocked page instead of the app when the status says so.
 *
 * The app renders at once, without waiting for the status: its answer is a round trip that would
 * otherwise come before the first paint of every visit. While the site is closed the server refuses
 * every call but the status and the site config (plugins/system-gate.ts), so before the status
 * answers a closed site shows at most the shell's frame (brand, menu, placeholders) and never its
 * content. A browser that found the site closed last time waits for the status, as before, so a
 * visitor in a blocked region or during maintenance does not see that frame again on each visit
 * (and is told when the status cannot be read). A status that fails otherwise leaves the app on
 * screen, its sections showing their own errors; any call refused as closed reads it again.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const status = useStatus();
  const closed = status.data !== undefined && status.data.status !== 0;
  const config = useSiteConfig(i18n.language);
  const [wasClosed] = useState(() => local.get(LAST_CLOSED_KEY) === '1');
  // Only a browser that found the site closed waits for the status; the others show the app.
  const waiting = status.data === undefined && wasClosed;
  const failed = waiting && status.isError;
  useEffect(() => {
    if (status.data !== undefined) local.set(LAST_CLOSED_KEY, closed ? '1' : '0');
  }, [status.data, closed]);
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
  if (waiting) return null;
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
