import { Hono } from 'hono';
import { apiGuards, type FakeControls } from './api/api-guards';
import { registerCatalogRoutes } from './api/catalog-routes';
import { registerCheckoutRoutes } from './api/checkout-routes';
import { registerControlRoutes } from './api/control-routes';
import { registerCustomerRoutes } from './api/customer-routes';
import type { FakeContext } from './fake-context';
import { registerCheckoutPage } from './hosted-pages/checkout-page';
import { registerInvoicePages } from './hosted-pages/invoice-pages';
import { registerPortalPage } from './hosted-pages/portal-page';
import { StripeFakeError } from './stripe-fake-error';
import { registerSubscriptionRoutes } from './api/subscription-routes';

/** The fake's HTTP surface: Stripe's /v1 API, the hosted pages and the /__fake test controls. */
export function createStripeFakeApp(ctx: FakeContext, controls: FakeControls): Hono {
  const app = new Hono();
  app.use('/v1/*', apiGuards(controls));
  registerCatalogRoutes(app, ctx);
  registerCustomerRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx);
  registerSubscriptionRoutes(app, ctx);
  registerCheckoutPage(app, ctx);
  registerPortalPage(app, ctx);
  registerInvoicePages(app, ctx);
  registerControlRoutes(app, ctx, controls);

  app.notFound((c) => {
    const error = new StripeFakeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${c.req.method}: ${c.req.path}).`,
    );
    return c.json(error.toBody(), 404);
  });
  app.onError((error, c) => {
    if (error instanceof StripeFakeError) return c.json(error.toBody(), error.status);
    console.error('[stripe-fake]', error);
    return c.json(new StripeFakeError(500, 'api_error', `The Stripe fake failed: ${error.message}`).toBody(), 500);
  });
  return app;
}
