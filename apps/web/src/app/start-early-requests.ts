import { startEarlyRequests } from './early-requests';
import { isDashboardPath, loadDashboardRoutes } from './routes/load-dashboard-routes';

// Imported first by main.tsx: runs before React and the router are evaluated (ADR 0040).
startEarlyRequests(window.location.pathname, window.location.search);

// A dashboard URL: its first screen's code (one route module with all its chunks, fetched in parallel by the
// preload helper) starts downloading now, beside its data. The lazy route (routes/lazy-screens.ts) then finds
// the module already loading; a failure here is left to its retries and error screen.
if (isDashboardPath(window.location.pathname)) void loadDashboardRoutes().catch(() => {});
