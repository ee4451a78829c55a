import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { GameCategory } from '@jade/contract/catalog';
import { STORAGE_KEYS } from '@jade/contract/limits';
import { paths, TOKEN_REQUIRED_PATHS } from '@/config/paths';
import { session } from '@/lib/storage';
import { RequireAgent, RequireRealMember } from './guards';
import { RootLayout } from './layouts/root-layout';
import { ModalHost } from './modals';
// Home is where most visits land: in the first chunk, so it paints with the shell (a lazy page
// would cost another round trip, and the footer would show first and then jump).
import { HomePage } from './pages/home-page';

const LoginRoute = lazy(() => import('./pages/login-route').then((m) => ({ default: m.LoginRoute })));
const HelpRoute = lazy(() => import('./pages/help-route').then((m) => ({ default: m.HelpRoute })));
const RegisterRoute = lazy(() => import('./pages/register-route').then((m) => ({ default: m.RegisterRoute })));
const ResetPasswordPage = lazy(() => import('./pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const AgentLoginPage = lazy(() => import('./pages/agent-login-page').then((m) => ({ default: m.AgentLoginPage })));
const AgentHomePage = lazy(() => import('./pages/agent-home-page').then((m) => ({ default: m.AgentHomePage })));
const MemberPage = lazy(() => import('./pages/member-page').then((m) => ({ default: m.MemberPage })));
const GamePage = lazy(() => import('./pages/game-page').then((m) => ({ default: m.GamePage })));
const AccountGamesPage = lazy(() => import('./pages/account-games-page').then((m) => ({ default: m.AccountGamesPage })));
const SeamlessPage = lazy(() => import('./pages/seamless-page').then((m) => ({ default: m.SeamlessPage })));
const NotFoundPage = lazy(() => import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const LiveChatPage = lazy(() => import('./pages/live-chat-page').then((m) => ({ default: m.LiveChatPage })));
const AppDownloadPage = lazy(() => import('./pages/app-download-page').then((m) => ({ default: m.AppDownloadPage })));
const WinnerListPage = lazy(() => import('./pages/winner-list-page').then((m) => ({ default: m.WinnerListPage })));
const LotteryPage = lazy(() => import('./pages/lottery-page').then((m) => ({ default: m.LotteryPage })));
const SportsbookPage = lazy(() => import('./pages/sportsbook-page').then((m) => ({ default: m.SportsbookPage })));
const PromotionsPage = lazy(() => import('./pages/promotions-page').then((m) => ({ default: m.PromotionsPage })));
const PointMallRoute = lazy(() => import('./pages/point-mall-page').then((m) => ({ default: m.PointMallRoute })));
const OpsConsolePage = lazy(() => import('./pages/ops-console-page').then((m) => ({ default: m.OpsConsolePage })));

/** Pages that need a session token send visitors without one to /login (spec §2). */
function RequireToken({ children }: { children: ReactNode }) {
  return session.get(STORAGE_KEYS.token) ? children : <Navigate to={paths.login} replace />;
}

/**
 * The route table of spec §2. Pages whose features arrive later render the home page until then;
 * each one is replaced here by its feature's page when that lands.
 */
const homeRoutes = [...paths.homeAliases];

const gameRoutes: [string, GameCategory | null][] = [
  [paths.sports, 'SPORTS'],
  [paths.esports, 'ESPORTS'],
  [paths.lott, 'LOTT'],
  [paths.elott, 'ELOTT'],
  [paths.cockfight, 'COCKFIGHT'],
  [paths.live, 'LIVE'],
  [paths.fish, 'FISH'],
  [paths.rng, 'RNG'],
  [paths.pvp, 'PVP'],
  [paths.bgs, null],
];

export const routes: RouteObject[] = [
  // The agent login page has no side menu or header (spec §2), but the same modal host.
  {
    path: paths.agent,
    element: (
      <ModalHost>
        <Suspense fallback={null}>
          <AgentLoginPage />
        </Suspense>
      </ModalHost>
    ),
  },
  // The operator console stands alone too: its own sign-in, frame and pages (issue 20).
  {
    path: `${paths.opsConsole}/*`,
    element: (
      <Suspense fallback={null}>
        <OpsConsolePage />
      </Suspense>
    ),
  },
  // The agent centre has its own layout (header with clock and sign-out, the agent menu).
  {
    path: paths.agentHome,
    element: (
      <ModalHost>
        <RequireAgent>
          <Suspense fallback={null}>
            <AgentHomePage />
          </Suspense>
        </RequireAgent>
      </ModalHost>
    ),
  },
  {
    path: paths.home,
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.register, element: <RegisterRoute /> },
      { path: paths.help, element: <HelpRoute /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      {
        path: paths.member,
        element: (
          <RequireRealMember fallback={<HomePage />}>
            <MemberPage />
          </RequireRealMember>
        ),
      },
      ...homeRoutes.map((path) => ({ path, element: <HomePage /> })),
      // The in-house game page and the fairness verify page (no side menu: isGamePage).
      { path: paths.seamless, element: <SeamlessPage /> },
      // Game centres and game list centres (spec §2); /bgs is bingo, which no language offers yet.
      ...gameRoutes.map(([path, category]) => ({
        path,
        element: <GamePage key={path} category={category} slotFilters={path === paths.rng} />,
      })),
      { path: paths.liveChat, element: <LiveChatPage /> },
      { path: paths.appDownload, element: <AppDownloadPage /> },
      { path: paths.winnerList, element: <WinnerListPage /> },
      { path: paths.promotions, element: <PromotionsPage /> },
      { path: paths.pointMall, element: <PointMallRoute /> },
      { path: paths.favorite, element: <AccountGamesPage kind="favorite" /> },
      { path: paths.recent, element: <AccountGamesPage kind="recent" /> },
      ...TOKEN_REQUIRED_PATHS.map((path) => ({
        path,
        element: (
          <RequireToken>
            <LotteryPage />
          </RequireToken>
        ),
      })),
      // The book the sports, e-sports and cockfight launches open (session required, as the lottery's).
      {
        path: paths.sportsbook,
        element: (
          <RequireToken>
            <SportsbookPage />
          </RequireToken>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
