import { withTenant } from '@scopewright/db';
import type { ApiKeySummary } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { listKeySummaries } from './api-keys.queries';

/** GET /api/api-keys: every key of the workspace, newest first (revoked ones too, for the record). */
export async function listApiKeys(ctx: TenantContext): Promise<{ items: ApiKeySummary[] }> {
  const items = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    listKeySummaries(tx, ctx.tenantId),
  );
  return { items };
}
