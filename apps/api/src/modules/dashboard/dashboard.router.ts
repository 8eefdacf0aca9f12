import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { getDashboardSummaryRoute } from './dashboard.routes';
import { getDashboardSummary } from './get-dashboard-summary';

export function dashboardRouter(services: Pick<AppServices, 'database'>) {
  return createRouter().openapi(getDashboardSummaryRoute, async (c) => {
    const summary = await getDashboardSummary(tenantContext(c, services.database), c.req.valid('query'));
    c.header('Cache-Control', 'no-store');
    return c.json(summary, 200);
  });
}
