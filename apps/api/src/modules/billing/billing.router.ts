import { tenantContext } from '../../platform/access/use-case-context';
import type { StripeGateway } from '../../platform/billing/stripe-gateway';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import type { BillingDeps } from './billing-deps';
import { getBillingHistory } from './billing-history';
import * as routes from './billing.routes';
import { cancelPlan } from './cancel-plan';
import { changePlan } from './change-plan';
import { changeStripePlan } from './change-stripe-plan';
import { getBillingOverview } from './get-billing-overview';
import { openBillingPortal } from './open-billing-portal';
import { receiveStripeEvent } from './receive-stripe-event';
import { resumePlan } from './resume-plan';
import { startCheckout } from './start-checkout';
import { getUsageHistory } from './usage-history';

export interface BillingOptions {
  /** The Stripe provider; null or absent runs the free manual provider (ADR 0013). */
  stripe?: StripeGateway | null;
}

export function billingRouter(
  services: Pick<AppServices, 'database' | 'mail' | 'config'>,
  options: BillingOptions = {},
) {
  const stripe = options.stripe ?? null;
  const provider = stripe ? ('stripe' as const) : ('manual' as const);
  // The request's own logger (request id, actor) goes with every billing call.
  const billingDeps = (logger: BillingDeps['logger']): BillingDeps => ({
    database: services.database,
    stripe,
    mail: services.mail,
    appUrl: services.config.appUrl,
    logger,
  });
  const stripeContext = (c: Parameters<typeof tenantContext>[0]) => {
    const ctx = tenantContext(c, services.database);
    return { ...ctx, billing: billingDeps(ctx.logger) };
  };
  return createRouter()
    .openapi(routes.getBillingRoute, async (c) => {
      const overview = await getBillingOverview(tenantContext(c, services.database), provider);
      c.header('Cache-Control', 'no-store');
      return c.json(overview, 200);
    })
    .openapi(routes.changePlanRoute, async (c) => {
      const input = c.req.valid('json');
      if (stripe) return c.json(await changeStripePlan(stripeContext(c), input), 200);
      const ctx = { ...tenantContext(c, services.database), mail: services.mail };
      return c.json(await changePlan(ctx, input), 200);
    })
    .openapi(routes.checkoutRoute, async (c) => c.json(await startCheckout(stripeContext(c), c.req.valid('json')), 200))
    .openapi(routes.portalRoute, async (c) => c.json(await openBillingPortal(stripeContext(c)), 200))
    .openapi(routes.cancelPlanRoute, async (c) => c.json(await cancelPlan(stripeContext(c)), 200))
    .openapi(routes.resumePlanRoute, async (c) => c.json(await resumePlan(stripeContext(c)), 200))
    .openapi(routes.billingHistoryRoute, async (c) => {
      const history = await getBillingHistory(tenantContext(c, services.database), c.req.valid('query').cursor);
      c.header('Cache-Control', 'no-store');
      return c.json(history, 200);
    })
    .openapi(routes.usageHistoryRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getUsageHistory(tenantContext(c, services.database)), 200);
    })
    .openapi(routes.stripeWebhookRoute, async (c) => {
      const outcome = await receiveStripeEvent(
        billingDeps(c.get('logger')),
        await c.req.text(),
        c.req.header('stripe-signature'),
      );
      return c.json({ received: true as const, duplicate: outcome.duplicate }, 200);
    });
}
