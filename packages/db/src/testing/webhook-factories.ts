import type { DbClient } from '../connection/connect-database';
import { newId } from '../ids';
import {
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../schema/webhooks';
import { withTenant } from '../tenancy/with-tenant';

/**
 * An enabled endpoint with a placeholder sealed secret (the API's create flow seals a real one). The default URL is
 * a documentation address the outbound rules refuse, so nothing is ever sent to it.
 */
export function createWebhookEndpoint(
  db: DbClient,
  tenantId: string,
  overrides: Partial<typeof webhookEndpoints.$inferInsert> = {},
): Promise<WebhookEndpoint> {
  return withTenant({ db, tenantId }, async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        tenantId,
        url: 'https://192.0.2.10/scopewright-hooks',
        events: ['quote.sent', 'quote.accepted'],
        secretSealed: 'v1.test-only',
        ...overrides,
      })
      .returning();
    return row!;
  });
}

/** A delivered event of the endpoint with its one successful attempt. */
export function createWebhookDelivery(
  db: DbClient,
  tenantId: string,
  endpointId: string,
  overrides: Partial<typeof webhookDeliveries.$inferInsert> = {},
): Promise<WebhookDelivery> {
  return withTenant({ db, tenantId }, async (tx) => {
    const now = new Date();
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        tenantId,
        endpointId,
        messageId: `msg_${newId().replaceAll('-', '')}`,
        eventType: 'quote.sent',
        payload: { type: 'quote.sent', timestamp: now.toISOString(), data: { id: tenantId } },
        status: 'succeeded',
        attemptCount: 1,
        lastAttemptAt: now,
        lastResponseStatus: 200,
        deliveredAt: now,
        ...overrides,
      })
      .returning();
    if (delivery!.attemptCount > 0) {
      await tx.insert(webhookDeliveryAttempts).values({
        tenantId,
        deliveryId: delivery!.id,
        attemptNo: 1,
        responseStatus: 200,
        durationMs: 12,
        responseExcerpt: 'ok',
        succeeded: true,
      });
    }
    return delivery!;
  });
}
