import { opportunities, withTenant } from '@scopewright/db';
import type { OpportunitySummary, UpdateOpportunityInput } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { checkDealPeople, copyPrimaryQuoteValues, dealColumns } from './opportunity-fields';
import { getOpportunityOrThrow, loadSummary } from './opportunities.queries';
import { throwIfStale } from './stage-moves';

/** PATCH /api/opportunities/{id}: the given fields, at the lock version the form read (a stale one is a 409). */
export function updateOpportunity(
  ctx: TenantContext,
  id: string,
  input: z.output<typeof UpdateOpportunityInput>,
): Promise<OpportunitySummary> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const row = await getOpportunityOrThrow(tx, tenantId, id, { forUpdate: true });
    const { lockVersion, ...fields } = input;
    await throwIfStale(tx, row, lockVersion, 'edit');
    await checkDealPeople(tx, tenantId, row.clientId, fields);
    const now = new Date();
    await tx
      .update(opportunities)
      .set({
        ...dealColumns(fields),
        lockVersion: row.lockVersion + 1,
        lastActivityAt: now,
        updatedAt: now,
        updatedBy: ctx.actor.userId,
      })
      .where(and(eq(opportunities.tenantId, tenantId), eq(opportunities.id, id)));
    if (fields.valuesOverridden === false) await copyPrimaryQuoteValues(tx, tenantId, id);
    return loadSummary(tx, tenantId, id);
  });
}
