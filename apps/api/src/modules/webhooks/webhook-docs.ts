import { z } from '@hono/zod-openapi';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_ENDPOINT_STATUSES, WEBHOOK_EVENT_TYPES } from '@scopewright/domain';

const eventTypes = z.enum(WEBHOOK_EVENT_TYPES as [string, ...string[]]);

export const WebhookEndpointDoc = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string(),
    events: z.array(eventTypes),
    status: z.enum(WEBHOOK_ENDPOINT_STATUSES).openapi({
      description: '`auto_disabled`: switched off by us after a 410 Gone or sustained failure (`disabledReason`).',
    }),
    disabledReason: z.string().nullable(),
    consecutiveFailures: z.number().int(),
    secretStart: z.string().openapi({ description: 'The first characters of the signing secret (`whsec_…`).' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('WebhookEndpoint');

export const WebhookEndpointListDoc = z
  .object({
    items: z.array(WebhookEndpointDoc),
    events: z.array(z.object({ type: eventTypes, description: z.string() })),
  })
  .openapi('WebhookEndpointList');

export const CreatedWebhookEndpointDoc = z
  .object({
    endpoint: WebhookEndpointDoc,
    secret: z.string().openapi({
      description: 'The signing secret (`whsec_` + base64), for `new Webhook(secret)` of standardwebhooks. Shown once.',
    }),
  })
  .openapi('CreatedWebhookEndpoint');

export const WebhookDeliveryDoc = z
  .object({
    id: z.string(),
    messageId: z.string().openapi({ description: 'The `webhook-id` header: the same on every try and replay.' }),
    eventType: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attemptCount: z.number().int(),
    nextAttemptAt: z.string().nullable(),
    lastResponseStatus: z.number().int().nullable(),
    lastError: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('WebhookDelivery');

export const WebhookDeliveryPageDoc = z
  .object({ items: z.array(WebhookDeliveryDoc), nextCursor: z.string().nullable() })
  .openapi('WebhookDeliveryPage');

export const WebhookDeliveryDetailDoc = WebhookDeliveryDoc.extend({
  payload: z.record(z.string(), z.unknown()).openapi({ description: 'The body sent: `{ type, timestamp, data }`.' }),
  attempts: z.array(
    z.object({
      attemptNo: z.number().int(),
      trigger: z.enum(['automatic', 'replay', 'test']),
      responseStatus: z.number().int().nullable(),
      durationMs: z.number().int(),
      responseExcerpt: z.string().nullable().openapi({ description: 'The first 1,024 characters of the answer.' }),
      error: z.string().nullable(),
      succeeded: z.boolean(),
      createdAt: z.string(),
    }),
  ),
}).openapi('WebhookDeliveryDetail');

export const WebhookDeliveryQuery = z.strictObject({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  cursor: z.string().max(500).optional(),
});
