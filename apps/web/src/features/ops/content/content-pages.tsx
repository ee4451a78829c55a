import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { opsPath } from '../shell/nav';
import { PageHead, pageHeadStyles } from '../shell/page-head';
import { AnnouncementsPage } from './announcements-page';
import { BannersPage } from './banners-page';
import { HelpPage } from './help-page';

const TABS = [
  { path: 'announcements', label: 'announcements', element: <AnnouncementsPage type={null} /> },
  { path: 'notices', label: 'notices', element: <AnnouncementsPage type="PL" /> },
  { path: 'popups', label: 'popups', element: <AnnouncementsPage type="PU" /> },
  { path: 'banners', label: 'banners', element: <BannersPage /> },
  { path: 'help', label: 'help', element: <HelpPage /> },
] as const;

/**
 * /ops-console/content/*: what members read — the announcements (the marquee notices and the
 * popups are two of their types, each with its own view), the banners of each group and the help
 * centre; HTML is edited beside its live preview, cleaned as the site cleans it.
 */
export function ContentPages() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('ops.content.heading')} />
      <nav className={pageHeadStyles.tabs} aria-label={t('ops.content.heading')}>
        {TABS.map((tab) => (
          <NavLink key={tab.path} to={opsPath(`content/${tab.path}`)}>
            {t(`ops.content.tabs.${tab.label}`)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="announcements" replace />} />
        {TABS.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </>
  );
}
