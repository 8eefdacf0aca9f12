import { webhookEndpoints, withTenant } from '@scopewright/db';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getEndpointOrThrow } from './webhooks.queries';
import { auditedEndpoint, recordEndpointChange } from './webhook-audit';

/** DELETE /api/webhooks/{id}: the endpoint with its deliveries and their attempts. */
export async function deleteWebhookEndpoint(ctx: TenantContext, input: { id: string }): Promise<void> {
  await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const row = await getEndpointOrThrow(tx, ctx.tenantId, input.id, { forUpdate: true });
    await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.tenantId, ctx.tenantId), eq(webhookEndpoints.id, row.id)));
    await recordEndpointChange(tx, ctx, {
      action: 'webhook.deleted',
      id: row.id,
      before: auditedEndpoint(row),
      after: null,
    });
  });
}
