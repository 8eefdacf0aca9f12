import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { changePlan } from './change-plan';
import { getBillingOverview } from './get-billing-overview';
import { changePlanRoute, getBillingRoute } from './billing.routes';

export function billingRouter(services: Pick<AppServices, 'database' | 'mail'>) {
  return createRouter()
    .openapi(getBillingRoute, async (c) => {
      const overview = await getBillingOverview(tenantContext(c, services.database));
      c.header('Cache-Control', 'no-store');
      return c.json(overview, 200);
    })
    .openapi(changePlanRoute, async (c) => {
      const ctx = { ...tenantContext(c, services.database), mail: services.mail };
      return c.json(await changePlan(ctx, c.req.valid('json')), 200);
    });
}
