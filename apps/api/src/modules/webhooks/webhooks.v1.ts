import type { Context } from 'hono';
import { publicRoute } from '../../platform/access/public-route';
import { tenantContext } from '../../platform/access/use-case-context';
import type { AppEnv } from '../../platform/context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { createWebhookEndpoint } from './create-webhook-endpoint';
import { deleteWebhookEndpoint } from './delete-webhook-endpoint';
import { getWebhookDelivery } from './get-webhook-delivery';
import { getWebhookEndpoint } from './get-webhook-endpoint';
import { listWebhookDeliveries } from './list-webhook-deliveries';
import { listWebhookEndpoints } from './list-webhook-endpoints';
import { replayWebhookDelivery } from './replay-webhook-delivery';
import { rotateWebhookSecret } from './rotate-webhook-secret';
import { sendTestWebhook } from './send-test-webhook';
import { updateWebhookEndpoint } from './update-webhook-endpoint';
import { webhookDepsProvider, type WebhooksRouterOptions } from './webhook-deps-provider';
import * as app from './webhooks.routes';

const path = (suffix = '') => `/api/v1/webhook-endpoints${suffix}`;

export const v1WebhookRoutes = {
  list: publicRoute(app.listWebhookEndpointsRoute, 'webhooks:read', { path: path() }),
  create: publicRoute(app.createWebhookEndpointRoute, 'webhooks:write', { path: path() }),
  get: publicRoute(app.getWebhookEndpointRoute, 'webhooks:read', { path: path('/{id}') }),
  update: publicRoute(app.updateWebhookEndpointRoute, 'webhooks:write', { path: path('/{id}') }),
  delete: publicRoute(app.deleteWebhookEndpointRoute, 'webhooks:write', { path: path('/{id}') }),
  rotateSecret: publicRoute(app.rotateWebhookSecretRoute, 'webhooks:write', { path: path('/{id}/rotate-secret') }),
  test: publicRoute(app.sendTestWebhookRoute, 'webhooks:write', { path: path('/{id}/test') }),
  deliveries: publicRoute(app.listWebhookDeliveriesRoute, 'webhooks:read', { path: path('/{id}/deliveries') }),
  delivery: publicRoute(app.getWebhookDeliveryRoute, 'webhooks:read', {
    path: path('/{id}/deliveries/{deliveryId}'),
  }),
  replay: publicRoute(app.replayWebhookDeliveryRoute, 'webhooks:write', {
    path: path('/{id}/deliveries/{deliveryId}/replay'),
  }),
};

/** /api/v1/webhook-endpoints: endpoints, their delivery log, tests and replays, through the app's use cases. */
export function v1WebhooksRouter(
  services: Pick<AppServices, 'database' | 'mail' | 'config'>,
  options: WebhooksRouterOptions,
) {
  const ctx = (c: Context<AppEnv>) => tenantContext(c, services.database);
  const deps = webhookDepsProvider(services, options);
  const r = v1WebhookRoutes;
  return createRouter()
    .openapi(r.list, async (c) => c.json(await listWebhookEndpoints(ctx(c), deps()), 200))
    .openapi(r.create, async (c) => c.json(await createWebhookEndpoint(ctx(c), deps(), c.req.valid('json')), 201))
    .openapi(r.get, async (c) => c.json(await getWebhookEndpoint(ctx(c), deps(), c.req.valid('param')), 200))
    .openapi(r.update, async (c) =>
      c.json(await updateWebhookEndpoint(ctx(c), deps(), { ...c.req.valid('json'), ...c.req.valid('param') }), 200),
    )
    .openapi(r.delete, async (c) => {
      await deleteWebhookEndpoint(ctx(c), c.req.valid('param'));
      return c.body(null, 204);
    })
    .openapi(r.rotateSecret, async (c) => c.json(await rotateWebhookSecret(ctx(c), deps(), c.req.valid('param')), 200))
    .openapi(r.test, async (c) => c.json(await sendTestWebhook(ctx(c), deps(), c.req.valid('param')), 202))
    .openapi(r.deliveries, async (c) =>
      c.json(await listWebhookDeliveries(ctx(c), { ...c.req.valid('query'), ...c.req.valid('param') }), 200),
    )
    .openapi(r.delivery, async (c) => c.json(await getWebhookDelivery(ctx(c), c.req.valid('param')), 200))
    .openapi(r.replay, async (c) => c.json(await replayWebhookDelivery(ctx(c), deps(), c.req.valid('param')), 202));
}
