import { NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { opsPath } from '../shell/nav';
import { PageHead, pageHeadStyles } from '../shell/page-head';
import { Applications } from './applications';
import { PromotionList } from './promotion-list';
import { Redemptions } from './redemptions';

/** /ops-console/promotions: the promotions with what they cost, the applications queue, the points mall's redemptions. */
export function PromotionsPages() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('ops.promotions.title')} />
      <nav className={pageHeadStyles.tabs} aria-label={t('ops.promotions.title')}>
        <NavLink to={opsPath('promotions')} end>
          {t('ops.promotions.tabs.list')}
        </NavLink>
        <NavLink to={opsPath('promotions/applications')}>{t('ops.promotions.tabs.applications')}</NavLink>
        <NavLink to={opsPath('promotions/redemptions')}>{t('ops.promotions.tabs.redemptions')}</NavLink>
      </nav>
      <Routes>
        <Route index element={<PromotionList />} />
        <Route path="applications" element={<Applications />} />
        <Route path="redemptions" element={<Redemptions />} />
      </Routes>
    </>
  );
}
