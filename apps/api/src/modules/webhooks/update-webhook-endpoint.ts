import { webhookEndpoints, withTenant } from '@scopewright/db';
import type { UpdateWebhookEndpointInput, WebhookEndpointSummary } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { checkWebhookUrl } from './check-webhook-url';
import { auditedEndpoint, recordEndpointChange } from './webhook-audit';
import { failPendingDeliveries } from './switch-off-endpoint';
import type { WebhookDeps } from './webhook-deps';
import { getEndpointOrThrow } from './webhooks.queries';
import { toEndpointSummary } from './webhook-view';

type Changes = Partial<typeof webhookEndpoints.$inferInsert>;

/**
 * PATCH /api/webhooks/{id}: the given fields. Turning an endpoint back on clears its failure streak; turning it
 * off ends its queued deliveries as failed (they can be replayed by hand).
 */
export async function updateWebhookEndpoint(
  ctx: TenantContext,
  deps: Pick<WebhookDeps, 'config'>,
  input: UpdateWebhookEndpointInput & { id: string },
): Promise<WebhookEndpointSummary> {
  const url = input.url === undefined ? undefined : await checkWebhookUrl(deps.config, input.url);
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const row = await getEndpointOrThrow(tx, ctx.tenantId, input.id, { forUpdate: true });
    const changes: Changes = { updatedAt: new Date() };
    if (url !== undefined) changes.url = url;
    if (input.events !== undefined) changes.events = [...new Set(input.events)];
    if (input.description !== undefined) changes.description = input.description;
    if (input.enabled === true && row.status !== 'enabled') {
      Object.assign(changes, { status: 'enabled', disabledReason: null, consecutiveFailures: 0, failingSince: null });
    }
    if (input.enabled === false && row.status !== 'disabled') {
      Object.assign(changes, { status: 'disabled', disabledReason: null });
      await failPendingDeliveries(tx, ctx.tenantId, row.id);
    }
    const [updated] = await tx
      .update(webhookEndpoints)
      .set(changes)
      .where(and(eq(webhookEndpoints.tenantId, ctx.tenantId), eq(webhookEndpoints.id, row.id)))
      .returning();
    const [before, after] = [auditedEndpoint(row), auditedEndpoint(updated!)];
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordEndpointChange(tx, ctx, { action: 'webhook.updated', id: row.id, before, after });
    }
    return toEndpointSummary(updated!, deps.config.keyring);
  });
}
