import { webhookDeliveryAttempts, withTenant } from '@scopewright/db';
import type { WebhookDeliveryDetail } from '@scopewright/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getDeliveryOrThrow } from './webhooks.queries';
import { toAttempt, toDeliverySummary } from './webhook-view';

/** GET /api/webhooks/{id}/deliveries/{deliveryId}: the payload as sent and every try, oldest first. */
export function getWebhookDelivery(
  ctx: TenantContext,
  input: { id: string; deliveryId: string },
): Promise<WebhookDeliveryDetail> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const delivery = await getDeliveryOrThrow(tx, ctx.tenantId, input.id, input.deliveryId);
    const attempts = await tx
      .select()
      .from(webhookDeliveryAttempts)
      .where(
        and(eq(webhookDeliveryAttempts.tenantId, ctx.tenantId), eq(webhookDeliveryAttempts.deliveryId, delivery.id)),
      )
      .orderBy(asc(webhookDeliveryAttempts.attemptNo));
    return { ...toDeliverySummary(delivery), payload: delivery.payload, attempts: attempts.map(toAttempt) };
  });
}
