import { webhookDeliveries, withTenant } from '@scopewright/db';
import { PUBLIC_API_COPY, type WebhookDeliverySummary } from '@scopewright/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import type { WebhookDeps } from './webhook-deps';
import { getDeliveryOrThrow } from './webhooks.queries';
import { toDeliverySummary } from './webhook-view';

/**
 * POST /api/webhooks/{id}/deliveries/{deliveryId}/replay: one more try now, with the same `webhook-id` (a receiver
 * that already has it can drop it), logged as a replay. A failed replay resumes the retry schedule where it
 * stopped; a delivery that had none left stays failed. 409 while a try of it is in flight.
 */
export async function replayWebhookDelivery(
  ctx: TenantContext,
  deps: Pick<WebhookDeps, 'dispatcher'>,
  input: { id: string; deliveryId: string },
): Promise<WebhookDeliverySummary> {
  const row = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const delivery = await getDeliveryOrThrow(tx, ctx.tenantId, input.id, input.deliveryId);
    const [leased] = await tx
      .update(webhookDeliveries)
      .set({
        status: 'pending',
        nextAttemptAt: sql`now()`,
        leaseExpiresAt: sql`now() + ${deps.dispatcher.leaseSeconds} * interval '1 second'`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(webhookDeliveries.tenantId, ctx.tenantId),
          eq(webhookDeliveries.id, delivery.id),
          or(isNull(webhookDeliveries.leaseExpiresAt), lt(webhookDeliveries.leaseExpiresAt, sql`now()`)),
        ),
      )
      .returning();
    if (!leased) throw new AppError('CONFLICT', PUBLIC_API_COPY.webhookDeliveryInFlight);
    return leased;
  });
  deps.dispatcher.sendNow({ tenantId: ctx.tenantId, deliveryId: row.id }, 'replay');
  return toDeliverySummary(row);
}
