import { tenantContext } from '../../platform/access/use-case-context';
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
import * as routes from './webhooks.routes';
import { webhookDepsProvider, type WebhooksRouterOptions } from './webhook-deps-provider';

export type { WebhooksRouterOptions } from './webhook-deps-provider';

/** Settings → API → Webhooks (admins of workspaces with API access). */
export function webhooksRouter(
  services: Pick<AppServices, 'database' | 'mail' | 'config'>,
  options: WebhooksRouterOptions,
) {
  const ctx = (c: Parameters<typeof tenantContext>[0]) => tenantContext(c, services.database);
  const deps = webhookDepsProvider(services, options);
  return createRouter()
    .openapi(routes.listWebhookEndpointsRoute, async (c) => c.json(await listWebhookEndpoints(ctx(c), deps()), 200))
    .openapi(routes.createWebhookEndpointRoute, async (c) =>
      c.json(await createWebhookEndpoint(ctx(c), deps(), c.req.valid('json')), 201),
    )
    .openapi(routes.getWebhookEndpointRoute, async (c) =>
      c.json(await getWebhookEndpoint(ctx(c), deps(), c.req.valid('param')), 200),
    )
    .openapi(routes.updateWebhookEndpointRoute, async (c) =>
      c.json(await updateWebhookEndpoint(ctx(c), deps(), { ...c.req.valid('json'), ...c.req.valid('param') }), 200),
    )
    .openapi(routes.deleteWebhookEndpointRoute, async (c) => {
      await deleteWebhookEndpoint(ctx(c), c.req.valid('param'));
      return c.body(null, 204);
    })
    .openapi(routes.rotateWebhookSecretRoute, async (c) =>
      c.json(await rotateWebhookSecret(ctx(c), deps(), c.req.valid('param')), 200),
    )
    .openapi(routes.sendTestWebhookRoute, async (c) =>
      c.json(await sendTestWebhook(ctx(c), deps(), c.req.valid('param')), 202),
    )
    .openapi(routes.listWebhookDeliveriesRoute, async (c) =>
      c.json(await listWebhookDeliveries(ctx(c), { ...c.req.valid('query'), ...c.req.valid('param') }), 200),
    )
    .openapi(routes.getWebhookDeliveryRoute, async (c) =>
      c.json(await getWebhookDelivery(ctx(c), c.req.valid('param')), 200),
    )
    .openapi(routes.replayWebhookDeliveryRoute, async (c) =>
      c.json(await replayWebhookDelivery(ctx(c), deps(), c.req.valid('param')), 202),
    );
}
