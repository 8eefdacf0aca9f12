import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { DASHBOARD_PAGES, dashboardSubPath, findDashboardPage } from '@/components/app-shell/dashboard-pages';
import DashboardScreen from '@/features/dashboard/dashboard-screen';
import { queryClient } from '@/lib/query-client';
import { useDashboardPageMeta } from './dashboard-page-meta';
import DashboardLayoutRoute from './dashboard-layout-route';
import { DASHBOARD_SCREENS, dashboardScreenFor } from './dashboard-screens';
import { seedEarlyQueries } from './seed-early-queries';

// The requests the entry started for this first load (app/early-requests.ts) become the dashboard's queries.
if (typeof window !== 'undefined') seedEarlyQueries(queryClient, window.location.search);

const dashboardRoutes: RouteObject[] = [
  {
    element: <DashboardLayoutRoute />,
    children: [
      // The home screen is the first screen: it comes with this module, in the same download (ADR 0040).
      { index: true, element: <DashboardScreen /> },
      ...DASHBOARD_PAGES.filter(({ path }) => path !== '').map(({ path }): RouteObject => {
        const Screen = DASHBOARD_SCREENS[dashboardScreenFor(path)];
        return { path, element: <Screen /> };
      }),
      { path: '*', element: <Navigate to="/not-found" replace /> },
    ],
  },
];

/** Everything below /dashboard (app/routes.tsx mounts it at /dashboard/*), kept out of the public pages' bundle. */
export default function DashboardRoutes() {
  useDashboardPageMeta();
  return useRoutes(dashboardRoutes);
}

/**
 * Loads the feature module of the dashboard URL a page was opened at (none for the home screen, which comes with
 * this module), so the first render does not suspend on it (lib/lazy-screen.tsx).
 */
export async function preloadDashboardScreen(pathname: string): Promise<void> {
  const page = findDashboardPage(dashboardSubPath(pathname));
  if (page && page.path !== '') await DASHBOARD_SCREENS[dashboardScreenFor(page.path)].preload();
}
