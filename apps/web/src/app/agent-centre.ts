import { createElement, lazy, type ComponentType } from 'react';
import type { AgentCentre, ContractKind } from '@jade/contract/agents';
import { centrePath } from './member-centre';

/** What every agent-centre page may use: the centre's header data. */
export type AgentPageProps = { centre: AgentCentre };

/** The menu entries' names: the spec's page names where it has them. */
export type AgentMenuName =
  | 'deposit'
  | 'withdraw'
  | 'announcement'
  | 'agentTeamOverview'
  | 'registerCenter'
  | 'downlineManagmentView'
  | 'personalHistoryCopy'
  | 'palStatementsAgentCopy'
  | 'agentRevenueReport'
  | 'agentDownlineTransactionDetailsCopy'
  | 'platformMessages'
  | 'customerService'
  | 'agentDividendRecordCopy2'
  | 'agentDailyWages2'
  | 'agentHourSalary'
  | 'agentRealtimeSalary';

/** Where a menu entry leads: a page of the centre, another address, or an app-wide modal. */
export type AgentEntry =
  | { name: AgentMenuName; kind: 'page'; Component: ComponentType<AgentPageProps>; contract?: ContractKind }
  | { name: AgentMenuName; kind: 'link'; to: string }
  | { name: 'announcement'; kind: 'modal' }
  | { name: 'customerService'; kind: 'support' };

// Every page is its own chunk.
const TeamOverviewPage = lazy(() =>
  import('@/features/agent/components/team-overview').then((m) => ({ default: m.TeamOverviewPage })),
);
const RegisterCentrePage = lazy(() =>
  import('@/features/agent/components/register-centre').then((m) => ({
    default: ({ centre }: AgentPageProps) => createElement(m.RegisterCentrePage, { affiliateCode: centre.affiliateCode }),
  })),
);
const TeamManagementPage = lazy(() =>
  import('@/features/agent/components/team-management').then((m) => ({ default: m.TeamManagementPage })),
);
const TeamBetsPage = lazy(() => import('@/features/agent/components/team-bets').then((m) => ({ default: m.TeamBetsPage })));
const UserLossPage = lazy(() => import('@/features/agent/components/user-loss').then((m) => ({ default: m.UserLossPage })));
const MyIncomePage = lazy(() =>
  import('@/features/agent/components/my-income').then((m) => ({
    default: ({ centre }: AgentPageProps) => createElement(m.MyIncomePage, { upline: centre.upline }),
  })),
);
const contractsPage = (kind: ContractKind) =>
  lazy(() =>
    import('@/features/agent/components/contracts-page').then((m) => ({
      default: () => createElement(m.ContractsPage, { kind }),
    })),
  );
const AccountDetailsPage = lazy(() =>
  import('@/features/agent/components/account-details').then((m) => ({ default: m.AccountDetailsPage })),
);
/** The personal centre's inbox, so an agent reads its platform messages without leaving the agent centre. */
const MessageCentre = lazy(() =>
  import('@/features/messages/components/message-centre').then((m) => ({ default: m.MessageCentre })),
);

/**
 * The agent centre's menu in the order of spec §2 (`/agentHome?page=<name>`): one list that both
 * the menu and the content map over. Contract pages show only when their kind is on.
 */
export const AGENT_ENTRIES: readonly AgentEntry[] = [
  { name: 'deposit', kind: 'link', to: centrePath('depositv2') },
  { name: 'withdraw', kind: 'link', to: centrePath('withdraw') },
  { name: 'announcement', kind: 'modal' },
  { name: 'agentTeamOverview', kind: 'page', Component: TeamOverviewPage },
  { name: 'registerCenter', kind: 'page', Component: RegisterCentrePage },
  { name: 'downlineManagmentView', kind: 'page', Component: TeamManagementPage },
  { name: 'personalHistoryCopy', kind: 'page', Component: TeamBetsPage },
  { name: 'palStatementsAgentCopy', kind: 'page', Component: UserLossPage },
  { name: 'agentRevenueReport', kind: 'page', Component: MyIncomePage },
  { name: 'agentDownlineTransactionDetailsCopy', kind: 'page', Component: AccountDetailsPage },
  { name: 'platformMessages', kind: 'page', Component: MessageCentre },
  { name: 'customerService', kind: 'support' },
  { name: 'agentDividendRecordCopy2', kind: 'page', Component: contractsPage('DIVIDEND'), contract: 'DIVIDEND' },
  { name: 'agentDailyWages2', kind: 'page', Component: contractsPage('DAILY_SALARY'), contract: 'DAILY_SALARY' },
  { name: 'agentHourSalary', kind: 'page', Component: contractsPage('HOURLY_SALARY'), contract: 'HOURLY_SALARY' },
  { name: 'agentRealtimeSalary', kind: 'page', Component: contractsPage('REALTIME_SALARY'), contract: 'REALTIME_SALARY' },
];

/** The entries this agent sees: contract pages only with AGENTPOLICY3 on and the kind offered. */
export function visibleEntries(centre: AgentCentre, agentPolicy: boolean): AgentEntry[] {
  return AGENT_ENTRIES.filter(
    (e) => e.kind !== 'page' || !e.contract || (agentPolicy && centre.contractKinds.includes(e.contract)),
  );
}

export const DEFAULT_AGENT_PAGE = 'agentTeamOverview';
