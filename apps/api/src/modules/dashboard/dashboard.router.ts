import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { getDashboardHomeRoute, getDashboardSummaryRoute } from './dashboard.routes';
import { getDashboardHome } from './get-dashboard-home';
import { getDashboardSummary } from './get-dashboard-summary';

export function dashboardRouter(services: Pick<AppServices, 'database'>) {
  return createRouter()
    .openapi(getDashboardSummaryRoute, async (c) => {
      const summary = await getDashboardSummary(tenantContext(c, services.database), c.req.valid('query'));
      c.header('Cache-Control', 'no-store');
      return c.json(summary, 200);
    })
    .openapi(getDashboardHomeRoute, async (c) => {
      const home = await getDashboardHome(tenantContext(c, services.database));
      c.header('Cache-Control', 'no-store');
      return c.json(home, 200);
    });
}
