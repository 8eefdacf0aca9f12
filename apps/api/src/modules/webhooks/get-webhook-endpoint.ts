import { withTenant } from '@scopewright/db';
import type { WebhookEndpointSummary } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import type { WebhookDeps } from './webhook-deps';
import { getEndpointOrThrow } from './webhooks.queries';
import { toEndpointSummary } from './webhook-view';

/** GET /api/webhooks/{id}. */
export async function getWebhookEndpoint(
  ctx: TenantContext,
  deps: Pick<WebhookDeps, 'config'>,
  input: { id: string },
): Promise<WebhookEndpointSummary> {
  const row = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    getEndpointOrThrow(tx, ctx.tenantId, input.id),
  );
  return toEndpointSummary(row, deps.config.keyring);
}
