import { opportunities, withTenant } from '@scopewright/db';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getOpportunityOrThrow } from './opportunities.queries';

/** DELETE /api/opportunities/{id}: the deal and its history; its quotes stay, unlinked (the key's SET NULL). */
export function deleteOpportunity(ctx: TenantContext, id: string): Promise<void> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    await getOpportunityOrThrow(tx, tenantId, id, { forUpdate: true });
    await tx.delete(opportunities).where(and(eq(opportunities.tenantId, tenantId), eq(opportunities.id, id)));
  });
}
