import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { opsPath } from '../shell/nav';
import { PageHead, pageHeadStyles } from '../shell/page-head';
import { AdjustPage } from './adjust-page';
import { ChannelsPage } from './channels-page';
import { DepositsQueue } from './deposits-queue';
import { DisputesQueue } from './disputes-queue';
import { WithdrawalsQueue } from './withdrawals-queue';

const TABS = [
  { path: 'deposits', label: 'deposits', Page: DepositsQueue },
  { path: 'withdrawals', label: 'withdrawals', Page: WithdrawalsQueue },
  { path: 'disputes', label: 'disputes', Page: DisputesQueue },
  { path: 'channels', label: 'channels', Page: ChannelsPage },
  { path: 'adjust', label: 'adjust', Page: AdjustPage },
] as const;

/** A tab's address (absolute: relative links in a splat route resolve against the splat). */
const tabPath = (path: string) => opsPath(`finance/${path}`);

/**
 * /ops-console/finance/*: the money desk — the deposits, withdrawals and disputes queues, the
 * payment channels and settings, and adjustments and bonuses — one sub-page per tab.
 */
export function FinancePages() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('ops.finance.title')} />
      <nav className={pageHeadStyles.tabs} aria-label={t('ops.finance.title')}>
        {TABS.map((tab) => (
          <NavLink key={tab.path} to={tabPath(tab.path)}>
            {t(`ops.finance.tabs.${tab.label}`)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to={tabPath('deposits')} replace />} />
        {TABS.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </>
  );
}
