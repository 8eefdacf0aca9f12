import { PUBLIC_PAGES } from '@scopewright/domain';
import { Suspense } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { LoadingScreen } from '@/components/shell/loading-screen';
import { RootLayout } from './root-layout';
import { AuthLayoutRoute } from './routes/auth-layout-route';
import {
  AccessDeniedPage,
  AUTH_SCREENS,
  AuthPlaceholder,
  DashboardRoutes,
  LandingPage,
  NotFoundRoute,
  PublicPage,
} from './routes/lazy-screens';
import { PublicLayoutRoute } from './routes/public-layout-route';

const AUTH_PATHS = ['/login', '/signup', '/reset-password', '/update-password', '/auth/oauth-callback', '/onboarding'];
const OWN_ROUTES = new Set(['/', '/access-denied', '/not-found', ...AUTH_PATHS]);

/** The legacy palette targets open the real screens (docs/product-rules.md#dashboard-screens). */
const LEGACY_REDIRECTS: Record<string, string> = {
  '/quotes/new': '/dashboard/quotes/wizard',
  '/clients/new': '/dashboard/clients?new=1',
  '/templates/new': '/dashboard/templates/management?new=1',
  '/settings': '/dashboard/settings',
};

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayoutRoute />,
        children: [
          { index: true, element: <LandingPage /> },
          ...PUBLIC_PAGES.filter((p) => !OWN_ROUTES.has(p.path)).map((p) => ({
            path: p.path,
            element: <PublicPage />,
          })),
          { path: '/access-denied', element: <AccessDeniedPage /> },
          { path: '/not-found', element: <NotFoundRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      {
        element: <AuthLayoutRoute />,
        children: [...AUTH_PATHS, '/invite/:token'].map((path) => {
          const Screen = AUTH_SCREENS[path as keyof typeof AUTH_SCREENS] ?? AuthPlaceholder;
          return { path, element: <Screen /> };
        }),
      },
      ...Object.entries(LEGACY_REDIRECTS).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
      {
        // The dashboard's own route table loads with it (routes/dashboard-routes.tsx).
        path: '/dashboard/*',
        element: (
          <Suspense fallback={<LoadingScreen />}>
            <DashboardRoutes />
          </Suspense>
        ),
      },
    ],
  },
];

/** The whole app's routes, for the declarative router (main.tsx, prerender/entry-server.tsx; ADR 0017). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
