import { lazy, useEffect, useState, type ComponentType } from 'react';
import { loadSection } from '@/lib/i18n';
import { OpsConsoleApp, type OpsPages } from '@/features/ops/shell/console-app';
import { hideBootLoader } from '../boot-loader';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** The console's pages, each its own chunk; the chat console is the chat feature's. */
const PAGES: OpsPages = {
  dashboard: page(() => import('@/features/ops/dashboard/dashboard-page'), 'DashboardPage'),
  members: page(() => import('@/features/ops/members/members-pages'), 'MembersPages'),
  finance: page(() => import('@/features/ops/finance/finance-pages'), 'FinancePages'),
  agents: page(() => import('@/features/ops/agents/agents-pages'), 'AgentsPages'),
  games: page(() => import('@/features/ops/games/games-pages'), 'GamesPages'),
  promotions: page(() => import('@/features/ops/promotions/promotions-pages'), 'PromotionsPages'),
  lottery: page(() => import('@/features/ops/lottery/lottery-pages'), 'LotteryPages'),
  sports: page(() => import('@/features/ops/sports/sports-pages'), 'SportsPages'),
  protection: page(() => import('@/features/ops/protection/protection-page'), 'ProtectionPage'),
  content: page(() => import('@/features/ops/content/content-pages'), 'ContentPages'),
  messages: page(() => import('@/features/ops/support/support-pages'), 'SupportPages'),
  chat: page(() => import('@/features/chat/components/ops-console'), 'OpsConsole'),
  system: page(() => import('@/features/ops/system/system-pages'), 'SystemPages'),
  audit: page(() => import('@/features/ops/audit/audit-page'), 'AuditPage'),
  operators: page(() => import('@/features/ops/operators/operators-page'), 'OperatorsPage'),
  account: page(() => import('@/features/ops/shell/account-page'), 'AccountPage'),
};

/** /ops-console/*: the operator console (no site header or side menu; its own sign-in). */
export function OpsConsolePage() {
  const [texts, setTexts] = useState(false);
  useEffect(() => {
    void loadSection('ops').then(() => setTexts(true));
  }, []);
  return texts ? <OpsConsoleApp pages={PAGES} onReady={hideBootLoader} /> : null;
}
