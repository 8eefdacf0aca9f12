import { integrationConnections, withTenant } from '@scopewright/db';
import type { IntegrationConnection, IntegrationProviderId } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../../platform/access/use-case-context';
import { AppError } from '../../../platform/errors';
import { PsaError } from '../psa/psa-adapter';
import { toConnectionView } from './connection-view';
import { getConnectionOrThrow } from './connections.queries';
import { adapterForRow, type ConnectionConfig } from './load-connection';

type Outcome = { accountLabel: string; error: null } | { accountLabel: null; error: string };

/**
 * POST /api/integrations/{provider}/test: "Test connection" with the saved credentials. Passed or failed, the
 * answer is the connection with the outcome recorded (a failure in lastTestError); settings are not touched.
 */
export async function retestConnection(
  ctx: TenantContext,
  config: ConnectionConfig,
  provider: IntegrationProviderId,
): Promise<IntegrationConnection> {
  const tenant = { db: ctx.database.db, tenantId: ctx.tenantId };
  const row = await withTenant(tenant, (tx) => getConnectionOrThrow(tx, ctx.tenantId, provider));
  const outcome = await runTest(config, row);
  return withTenant(tenant, async (tx) => {
    const [updated] = await tx
      .update(integrationConnections)
      .set({
        lastTestedAt: new Date(),
        lastTestError: outcome.error,
        ...(outcome.accountLabel === null ? {} : { accountLabel: outcome.accountLabel }),
      })
      .where(and(eq(integrationConnections.tenantId, ctx.tenantId), eq(integrationConnections.id, row.id)))
      .returning();
    if (updated === undefined) return getConnectionOrThrow(tx, ctx.tenantId, provider).then(toConnectionView);
    return toConnectionView(updated);
  });
}

async function runTest(config: ConnectionConfig, row: Parameters<typeof adapterForRow>[1]): Promise<Outcome> {
  try {
    const { accountLabel } = await adapterForRow(config, row).testConnection();
    return { accountLabel, error: null };
  } catch (error) {
    // Credentials that no longer open are a failed test too: the message says to connect again.
    if (error instanceof PsaError || (error instanceof AppError && error.code === 'PRECONDITION_FAILED')) {
      return { accountLabel: null, error: error.message };
    }
    throw error;
  }
}
