import { apiKeys, withTenant } from '@scopewright/db';
import type { ApiKeySummary } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { keySummary, lockKey } from './api-keys.queries';

/** POST /api/api-keys/{id}/revoke: the key stops working within a second everywhere; revoking twice changes nothing. */
export function revokeApiKey(ctx: TenantContext, id: string): Promise<ApiKeySummary> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const key = await lockKey(tx, ctx.tenantId, id);
    if (!key.revokedAt) {
      await tx
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.tenantId, ctx.tenantId), eq(apiKeys.id, id)));
      await recordAudit(tx, ctx, {
        action: 'api_key.revoked',
        tenantId: ctx.tenantId,
        target: { type: 'api_key', id, label: key.name },
        metadata: { scopes: key.scopes },
      });
    }
    return keySummary(tx, ctx.tenantId, id);
  });
}
