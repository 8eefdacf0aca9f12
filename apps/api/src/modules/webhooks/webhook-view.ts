import type { WebhookDelivery, WebhookEndpoint, webhookDeliveryAttempts } from '@scopewright/db';
import type {
  WebhookDeliveryAttempt,
  WebhookDeliverySummary,
  WebhookEndpointSummary,
  WebhookEventType,
} from '@scopewright/domain';
import type { Keyring } from '../../platform/secret-box/encryption-keyring';
import { openWebhookSecret, secretStartOf, WEBHOOK_SECRET_PREFIX } from './webhook-secret';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The endpoint as screens and the API show it: the secret reduced to its first characters. */
export function toEndpointSummary(row: WebhookEndpoint, keyring: Keyring): WebhookEndpointSummary {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    status: row.status,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    secretStart: secretStartOrPrefix(keyring, row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function secretStartOrPrefix(keyring: Keyring, row: WebhookEndpoint): string {
  try {
    return secretStartOf(openWebhookSecret(keyring, row.tenantId, row.id, row.secretSealed));
  } catch {
    return WEBHOOK_SECRET_PREFIX;
  }
}

export function toDeliverySummary(row: WebhookDelivery): WebhookDeliverySummary {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attemptCount: row.attemptCount,
    nextAttemptAt: iso(row.nextAttemptAt),
    lastResponseStatus: row.lastResponseStatus,
    lastError: row.lastError,
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAttempt(row: typeof webhookDeliveryAttempts.$inferSelect): WebhookDeliveryAttempt {
  return {
    attemptNo: row.attemptNo,
    trigger: row.trigger,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    responseExcerpt: row.responseExcerpt,
    error: row.error,
    succeeded: row.succeeded,
    createdAt: row.createdAt.toISOString(),
  };
}
