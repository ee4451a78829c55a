import { NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { opsPath } from '../shell/nav';
import { PageHead, pageHeadStyles } from '../shell/page-head';
import { Events } from './events';
import { Settings } from './settings';

/** /ops-console/sports: the book's events (start, score, suspend, prices, results, cancellation) and its limits. */
export function SportsPages() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('ops.sports.title')} />
      <nav className={pageHeadStyles.tabs} aria-label={t('ops.sports.title')}>
        <NavLink to={opsPath('sports')} end>
          {t('ops.sports.tabs.events')}
        </NavLink>
        <NavLink to={opsPath('sports/settings')}>{t('ops.sports.tabs.settings')}</NavLink>
      </nav>
      <Routes>
        <Route index element={<Events />} />
        <Route path="settings" element={<Settings />} />
      </Routes>
    </>
  );
}
