import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '@jade/contract/system';
import { ClosedPage, closedPageStyles } from './closed-page';

/** Shown instead of the app when the visitor's address is in a blocked range (status 2). */
export function RegionBlockedPage({ config, tools }: { config: SiteConfig | undefined; tools?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ClosedPage
      testId="region-blocked-page"
      icon="⛔"
      title={t('system.regionHeading')}
      text={config?.regionRestriction.content ?? t('errors.SYSTEM_REGION_RESTRICTED')}
      extra={config ? <p className={closedPageStyles.ip}>{t('system.yourIp', { ip: config.location.ip })}</p> : null}
      channels={config?.customerService ?? []}
      tools={tools}
    />
  );
}
