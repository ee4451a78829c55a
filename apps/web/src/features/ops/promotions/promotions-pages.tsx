import { NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOpsSession } from '../api/ops-api';
import { opsPath } from '../shell/nav';
import { PageHead, pageHeadStyles } from '../shell/page-head';
import { Applications } from './applications';
import { PromotionList } from './promotion-list';
import { Redemptions } from './redemptions';

/**
 * /ops-console/promotions: the promotions with what they cost, the applications queue, the points
 * mall's redemptions. Content and readonly see the list only (content edits its texts): the queues
 * and the rest are the admin's.
 */
export function PromotionsPages() {
  const { t } = useTranslation();
  const role = useOpsSession().data?.role;
  if (role !== 'admin')
    return (
      <>
        <PageHead title={t('ops.promotions.title')} />
        <PromotionList role={role} />
      </>
    );
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
        <Route index element={<PromotionList role="admin" />} />
        <Route path="applications" element={<Applications />} />
        <Route path="redemptions" element={<Redemptions />} />
      </Routes>
    </>
  );
}
