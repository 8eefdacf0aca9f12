export { recordWebhookEvent, recordWebhookEvents, WEBHOOK_CHANNEL } from './record-webhook-event';
export {
  clientEvent,
  opportunityCreatedEvent,
  opportunityMoveEvents,
  quoteEvent,
  WEBHOOK_TEST_EVENT,
  type WebhookEvent,
} from './webhook-event-data';
export type { WebhookConfig } from './webhook-config';
export type { WebhookDeps } from './webhook-deps';
export {
  createWebhookDispatcher,
  DEFAULT_DISPATCH_OPTIONS,
  type WebhookDispatcher,
  type WebhookDispatchOptions,
} from './webhook-dispatcher';
export { webhooksRouter, type WebhooksRouterOptions } from './webhooks.router';
// The use cases, each (ctx: TenantContext, deps?, input): the second door of /api/v1/webhooks calls these.
export { listWebhookEndpoints, type WebhookEndpointList } from './list-webhook-endpoints';
export { createWebhookEndpoint } from './create-webhook-endpoint';
export { getWebhookEndpoint } from './get-webhook-endpoint';
export { updateWebhookEndpoint } from './update-webhook-endpoint';
export { deleteWebhookEndpoint } from './delete-webhook-endpoint';
export { rotateWebhookSecret } from './rotate-webhook-secret';
export { sendTestWebhook } from './send-test-webhook';
export { listWebhookDeliveries } from './list-webhook-deliveries';
export { getWebhookDelivery } from './get-webhook-delivery';
export { replayWebhookDelivery } from './replay-webhook-delivery';
export { resealWebhookSecrets } from './reseal-webhook-secrets';
export * as webhookDocs from './webhook-docs';
export { v1WebhooksRouter } from './webhooks.v1';
export { seedDemoWebhooks } from './seed-demo-webhooks';
