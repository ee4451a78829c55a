import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '@jade/contract/system';
import { ClosedPage } from './closed-page';

/** Shown instead of the app while the operator has the site in maintenance (status 1). */
export function MaintenancePage({ config, tools }: { config: SiteConfig | undefined; tools?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ClosedPage
      testId="maintenance-page"
      icon="⚙"
      title={config?.maintenance.title || t('system.maintenanceHeading')}
      text={config?.maintenance.content ?? ''}
      channels={config?.customerService ?? []}
      tools={tools}
    />
  );
}
