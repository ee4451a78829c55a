import { NavLink, Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { opsPath } from '../shell/nav';
import { PageHead, pageHeadStyles } from '../shell/page-head';
import { FlagsTab } from './flags-tab';
import { HousekeepingTab } from './housekeeping-tab';
import { MaintenanceTab } from './maintenance-tab';
import { RangesTab } from './ranges-tab';
import { RegisterTab } from './register-tab';
import { SecurityTab } from './security-tab';

const TABS = [
  { path: 'maintenance', Tab: MaintenanceTab },
  { path: 'ranges', Tab: RangesTab },
  { path: 'flags', Tab: FlagsTab },
  { path: 'register', Tab: RegisterTab },
  { path: 'security', Tab: SecurityTab },
  { path: 'housekeeping', Tab: HousekeepingTab },
] as const;

/** /ops-console/system/* (admin): maintenance, blocked ranges, feature flags, registration, sign-in and retention settings. */
export function SystemPages() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('ops.system.heading')} />
      <nav className={pageHeadStyles.tabs} aria-label={t('ops.system.heading')}>
        {TABS.map(({ path }) => (
          <NavLink key={path} to={opsPath(`system/${path}`)}>
            {t(`ops.system.tabs.${path}`)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to={opsPath('system/maintenance')} replace />} />
        {TABS.map(({ path, Tab }) => (
          <Route key={path} path={path} element={<Tab />} />
        ))}
      </Routes>
    </>
  );
}
