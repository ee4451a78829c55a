import { NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { opsPath } from '../shell/nav';
import { PageHead, pageHeadStyles } from '../shell/page-head';
import { AgentTree } from './agent-tree';
import { SettlementZonePage } from './settlement-zone';
import { StatementsPage } from './statements-page';

/** /ops-console/agents: the agent tree (contracts and moves from each account), the statements per period, the settlement zone. */
export function AgentsPages() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('ops.agents.title')} />
      <nav className={pageHeadStyles.tabs} aria-label={t('ops.agents.title')}>
        <NavLink to={opsPath('agents')} end>
          {t('ops.agents.tabs.tree')}
        </NavLink>
        <NavLink to={opsPath('agents/statements')}>{t('ops.agents.tabs.statements')}</NavLink>
        <NavLink to={opsPath('agents/zone')}>{t('ops.agents.tabs.zone')}</NavLink>
      </nav>
      <Routes>
        <Route index element={<AgentTree />} />
        <Route path="statements" element={<StatementsPage />} />
        <Route path="zone" element={<SettlementZonePage />} />
      </Routes>
    </>
  );
}
