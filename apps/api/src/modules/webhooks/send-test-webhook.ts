import { webhookDeliveries, withTenant } from '@scopewright/db';
import type { WebhookDeliverySummary } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { newMessageId } from './record-webhook-event';
import { WEBHOOK_TEST_EVENT } from './webhook-event-data';
import type { WebhookDeps } from './webhook-deps';
import { getEndpointOrThrow } from './webhooks.queries';
import { toDeliverySummary } from './webhook-view';

/**
 * POST /api/webhooks/{id}/test: a `webhook.test` event for this endpoint alone (even switched off), sent right
 * away and tried once; its outcome shows in the delivery log. Answers 202 with the delivery, still pending.
 */
export async function sendTestWebhook(
  ctx: TenantContext,
  deps: Pick<WebhookDeps, 'dispatcher'>,
  input: { id: string },
): Promise<WebhookDeliverySummary> {
  const row = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const endpoint = await getEndpointOrThrow(tx, ctx.tenantId, input.id);
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        tenantId: ctx.tenantId,
        endpointId: endpoint.id,
        messageId: newMessageId(),
        eventType: WEBHOOK_TEST_EVENT,
        payload: {
          type: WEBHOOK_TEST_EVENT,
          timestamp: new Date().toISOString(),
          data: { endpointId: endpoint.id, message: 'A test event from Scopewright: your endpoint is reachable.' },
        },
        nextAttemptAt: sql`now()`,
        // Reserved for this process's send; if it dies first, a worker takes the delivery when the lease ends.
        leaseExpiresAt: sql`now() + ${deps.dispatcher.leaseSeconds} * interval '1 second'`,
      })
      .returning();
    return delivery!;
  });
  deps.dispatcher.sendNow({ tenantId: ctx.tenantId, deliveryId: row.id }, 'test');
  return toDeliverySummary(row);
}
