import { integrationConnections, withTenant } from '@scopewright/db';
import type { IntegrationProviderId } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../../platform/access/use-case-context';
import { getConnectionOrThrow } from './connections.queries';
import { recordConnectionChange } from './connection-audit';

/**
 * DELETE /api/integrations/{provider}: the connection, its sealed credentials, mapping, external refs and sync log
 * (the refs and runs go by their foreign keys' cascade). Nothing is deleted in the PSA.
 */
export function disconnectProvider(ctx: TenantContext, provider: IntegrationProviderId): Promise<void> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const row = await getConnectionOrThrow(tx, ctx.tenantId, provider, { forUpdate: true });
    await tx
      .delete(integrationConnections)
      .where(and(eq(integrationConnections.tenantId, ctx.tenantId), eq(integrationConnections.id, row.id)));
    await recordConnectionChange(tx, ctx, {
      action: 'integration.disconnected',
      row,
      changes: { account: { before: { ...row.account }, after: null } },
    });
  });
}
