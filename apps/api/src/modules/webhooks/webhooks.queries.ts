import {
  isUuid,
  webhookDeliveries,
  webhookEndpoints,
  type Tx,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@scopewright/db';
import { PUBLIC_API_COPY } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';

/** The workspace's endpoint; NOT_FOUND for a missing id and for another workspace's alike. */
export async function getEndpointOrThrow(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<WebhookEndpoint> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', PUBLIC_API_COPY.webhookNotFound);
  const query = tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  if (!row) throw new AppError('NOT_FOUND', PUBLIC_API_COPY.webhookNotFound);
  return row;
}

/** A delivery of the endpoint (the endpoint checked first, so another workspace's ids are both unknown). */
export async function getDeliveryOrThrow(
  tx: Tx,
  tenantId: string,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await getEndpointOrThrow(tx, tenantId, endpointId);
  if (!isUuid(deliveryId)) throw new AppError('NOT_FOUND', PUBLIC_API_COPY.webhookDeliveryNotFound);
  const [row] = await tx
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.tenantId, tenantId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, deliveryId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', PUBLIC_API_COPY.webhookDeliveryNotFound);
  return row;
}
