import { NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { opsPath } from '../shell/nav';
import { PageHead, pageHeadStyles } from '../shell/page-head';
import { JackpotsPage } from './jackpots-page';
import { RtpPage } from './rtp-page';
import { TitlesPage } from './titles-page';
import { VendorsPage } from './vendors-page';

/** /ops-console/games: vendors, titles, jackpot pools, and the in-house titles' RTP. */
export function GamesPages() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('ops.games.title')} />
      <nav className={pageHeadStyles.tabs} aria-label={t('ops.games.title')}>
        <NavLink to={opsPath('games')} end>
          {t('ops.games.tabs.vendors')}
        </NavLink>
        <NavLink to={opsPath('games/titles')}>{t('ops.games.tabs.titles')}</NavLink>
        <NavLink to={opsPath('games/jackpots')}>{t('ops.games.tabs.jackpots')}</NavLink>
        <NavLink to={opsPath('games/rtp')}>{t('ops.games.tabs.rtp')}</NavLink>
      </nav>
      <Routes>
        <Route index element={<VendorsPage />} />
        <Route path="titles" element={<TitlesPage />} />
        <Route path="jackpots" element={<JackpotsPage />} />
        <Route path="rtp" element={<RtpPage />} />
      </Routes>
    </>
  );
}
