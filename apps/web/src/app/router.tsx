import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { STORAGE_KEYS } from '@jade/contract/limits';
import { paths, TOKEN_REQUIRED_PATHS } from '@/config/paths';
import { session } from '@/lib/storage';
import { RootLayout } from './layouts/root-layout';

const HomePage = lazy(() => import('./pages/home-page').then((m) => ({ default: m.HomePage })));
const LoginRoute = lazy(() => import('./pages/login-route').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() => import('./pages/register-route').then((m) => ({ default: m.RegisterRoute })));
const NotFoundPage = lazy(() => import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** Pages that need a session token send visitors without one to /login (spec §2). */
function RequireToken({ children }: { children: ReactNode }) {
  return session.get(STORAGE_KEYS.token) ? children : <Navigate to={paths.login} replace />;
}

/**
 * The route table of spec §2. Pages whose features arrive later render the home page until then;
 * each one is replaced here by its feature's page when that lands.
 */
const homeRoutes = [
  ...paths.homeAliases,
  paths.help,
  paths.agent,
  paths.agentHome,
  paths.member,
  paths.sports,
  paths.esports,
  paths.lott,
  paths.elott,
  paths.cockfight,
  paths.live,
  paths.fish,
  paths.rng,
  paths.pvp,
  paths.bgs,
  paths.favorite,
  paths.recent,
  paths.promotions,
  paths.pointMall,
  paths.seamless,
];

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.register, element: <RegisterRoute /> },
      ...homeRoutes.map((path) => ({ path, element: <HomePage /> })),
      ...TOKEN_REQUIRED_PATHS.map((path) => ({
        path,
        element: (
          <RequireToken>
            <HomePage />
          </RequireToken>
        ),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
