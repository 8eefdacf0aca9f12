import { webhookDeliveries, withTenant } from '@scopewright/db';
import type { WebhookDeliveryPage, WebhookDeliveryStatus } from '@scopewright/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { keysetAfter, keysetOrder, keysetPage, type KeysetSort } from '../../platform/keyset-cursor';
import { WEBHOOK_DELIVERY_PAGE_SIZE } from './webhook-deps';
import { getEndpointOrThrow } from './webhooks.queries';
import { toDeliverySummary } from './webhook-view';

const NEWEST_FIRST: KeysetSort = {
  expr: sql`${webhookDeliveries.createdAt}`,
  asText: sql`${webhookDeliveries.createdAt}::text`,
  cast: (value) => sql`${value}::timestamptz`,
  dir: 'desc',
};

/** GET /api/webhooks/{id}/deliveries: the endpoint's log, newest first, 50 a page, optionally one status. */
export function listWebhookDeliveries(
  ctx: TenantContext,
  input: { id: string; status?: WebhookDeliveryStatus; cursor?: string },
): Promise<WebhookDeliveryPage> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const endpoint = await getEndpointOrThrow(tx, ctx.tenantId, input.id);
    const rows = await tx
      .select({ row: webhookDeliveries, sortKey: sql<string>`${NEWEST_FIRST.asText}` })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.tenantId, ctx.tenantId),
          eq(webhookDeliveries.endpointId, endpoint.id),
          input.status ? eq(webhookDeliveries.status, input.status) : undefined,
          keysetAfter(NEWEST_FIRST, webhookDeliveries.id, input.cursor),
        ),
      )
      .orderBy(keysetOrder(NEWEST_FIRST, webhookDeliveries.id))
      .limit(WEBHOOK_DELIVERY_PAGE_SIZE + 1);
    const { page, nextCursor } = keysetPage(rows, WEBHOOK_DELIVERY_PAGE_SIZE, (r) => ({
      key: r.sortKey,
      id: r.row.id,
    }));
    return { items: page.map((r) => toDeliverySummary(r.row)), nextCursor };
  });
}
