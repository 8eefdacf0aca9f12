import { withTenant } from '@scopewright/db';
import { readMapping, type IntegrationMappingView, type IntegrationProviderId } from '@scopewright/domain';
import type { TenantContext } from '../../../platform/access/use-case-context';
import { getConnectionOrThrow } from './connections.queries';
import { adapterForRow, type ConnectionConfig } from './load-connection';
import { listMappingSubjects } from './mapping-subjects';
import { psaUnavailable } from './psa-failure';
import { suggestMapping } from './suggest-mapping';

/**
 * GET /api/integrations/{provider}/mapping: the PSA's lists (read live), ours, the saved mapping and the defaults
 * found by name. The lock version is the connection's, for the save.
 */
export async function getMapping(
  ctx: TenantContext,
  config: ConnectionConfig,
  provider: IntegrationProviderId,
): Promise<IntegrationMappingView & { lockVersion: number }> {
  const { row, ours } = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => ({
    row: await getConnectionOrThrow(tx, ctx.tenantId, provider),
    ours: await listMappingSubjects(tx, ctx.tenantId),
  }));
  const lookups = await adapterForRow(config, row)
    .lookups()
    .catch((error: unknown) => psaUnavailable(provider, error));
  return {
    lookups,
    ours,
    mapping: readMapping(row.mapping),
    suggested: suggestMapping(ours, lookups),
    lockVersion: row.lockVersion,
  };
}
