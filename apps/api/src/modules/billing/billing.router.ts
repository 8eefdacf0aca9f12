import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { Identity } from '../auth/identity';
import { changePlan } from './change-plan';
import { getBillingOverview } from './get-billing-overview';
import { changePlanRoute, getBillingRoute } from './billing.routes';

export function billingRouter(identity: Pick<Identity, 'database' | 'mail'>) {
  return createRouter()
    .openapi(getBillingRoute, async (c) => {
      const overview = await getBillingOverview(tenantContext(c, identity.database));
      c.header('Cache-Control', 'no-store');
      return c.json(overview, 200);
    })
    .openapi(changePlanRoute, async (c) => {
      const ctx = { ...tenantContext(c, identity.database), mail: identity.mail };
      return c.json(await changePlan(ctx, c.req.valid('json')), 200);
    });
}
