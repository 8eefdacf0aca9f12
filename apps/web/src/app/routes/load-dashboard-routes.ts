/** The dashboard's route module, with its first screen (dashboard-routes.tsx): one import site for the entry. */
export const loadDashboardRoutes = () => import('./dashboard-routes');

/** Whether a path is one of the dashboard's (/dashboard and below). */
export const isDashboardPath = (pathname: string) => /^\/dashboard(\/|$)/.test(pathname);
