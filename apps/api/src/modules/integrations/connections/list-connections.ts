import { integrationConnections, withTenant } from '@scopewright/db';
import { INTEGRATION_PROVIDER_NAMES, INTEGRATION_PROVIDERS, type IntegrationList } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import type { TenantContext } from '../../../platform/access/use-case-context';
import { toConnectionView } from './connection-view';

/** GET /api/integrations: the three PSAs in a fixed order, each with the workspace's connection or null. */
export async function listConnections(ctx: TenantContext): Promise<IntegrationList> {
  const rows = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    tx.select().from(integrationConnections).where(eq(integrationConnections.tenantId, ctx.tenantId)),
  );
  return {
    providers: INTEGRATION_PROVIDERS.map((provider) => {
      const row = rows.find((r) => r.provider === provider);
      return {
        provider,
        name: INTEGRATION_PROVIDER_NAMES[provider],
        connection: row === undefined ? null : toConnectionView(row),
      };
    }),
  };
}
