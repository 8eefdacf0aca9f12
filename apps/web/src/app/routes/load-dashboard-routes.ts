/** The dashboard's route module, with its first screen (dashboard-routes.tsx): one import site for the entry. */
export const loadDashboardRoutes = () => import('./dashboard-routes');
