import { integrationConnections, integrationSyncRuns, type Tx } from '@scopewright/db';
import type { IntegrationProviderId } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';

/** A run of the workspace and its connection's provider; 404 for another workspace's id alike. */
export async function getRunOrThrow(tx: Tx, tenantId: string, runId: string, lock = false) {
  const query = tx
    .select({ run: integrationSyncRuns, provider: integrationConnections.provider })
    .from(integrationSyncRuns)
    .innerJoin(
      integrationConnections,
      and(
        eq(integrationConnections.tenantId, integrationSyncRuns.tenantId),
        eq(integrationConnections.id, integrationSyncRuns.connectionId),
      ),
    )
    .where(and(eq(integrationSyncRuns.tenantId, tenantId), eq(integrationSyncRuns.id, runId)));
  const [row] = lock ? await query.for('update', { of: integrationSyncRuns }) : await query;
  if (!row) throw new AppError('NOT_FOUND', 'No such sync run in your workspace.');
  return row as { run: typeof row.run; provider: IntegrationProviderId };
}

export async function getConnectionIdOrThrow(tx: Tx, tenantId: string, provider: IntegrationProviderId) {
  const [row] = await tx
    .select({ id: integrationConnections.id })
    .from(integrationConnections)
    .where(and(eq(integrationConnections.tenantId, tenantId), eq(integrationConnections.provider, provider)));
  if (!row) throw new AppError('NOT_FOUND', 'That PSA is not connected.');
  return row.id;
}
