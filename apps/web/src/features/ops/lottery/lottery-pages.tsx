import { NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { opsPath } from '../shell/nav';
import { PageHead, pageHeadStyles } from '../shell/page-head';
import { Draws } from './draws';
import { Limits } from './limits';
import { Odds } from './odds';

/** /ops-console/lottery: each game's draw calendar (cancel, enter or correct results), the betting limits, the odds tables. */
export function LotteryPages() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('ops.lottery.title')} />
      <nav className={pageHeadStyles.tabs} aria-label={t('ops.lottery.title')}>
        <NavLink to={opsPath('lottery')} end>
          {t('ops.lottery.tabs.draws')}
        </NavLink>
        <NavLink to={opsPath('lottery/limits')}>{t('ops.lottery.tabs.limits')}</NavLink>
        <NavLink to={opsPath('lottery/odds')}>{t('ops.lottery.tabs.odds')}</NavLink>
      </nav>
      <Routes>
        <Route index element={<Draws />} />
        <Route path="limits" element={<Limits />} />
        <Route path="odds" element={<Odds />} />
      </Routes>
    </>
  );
}
