import { opportunities, withTenant } from '@scopewright/db';
import type { BulkOpportunitiesInput, OpportunitySummary } from '@scopewright/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { checkOwnerIsMember } from './opportunity-fields';
import { selectSummaries, toSummary } from './opportunities.queries';
import { getTargetStageOrThrow } from './pipeline.queries';
import { applyStageMove, checkLossReason } from './stage-moves';

/**
 * POST /api/opportunities/bulk: one stage or owner for up to 100 deals, all or nothing: an id that is not the
 * workspace's is a 404 and nothing changes. Each stage change is recorded as a single move would be.
 */
export function bulkUpdateOpportunities(
  ctx: TenantContext,
  input: z.output<typeof BulkOpportunitiesInput>,
): Promise<{ items: OpportunitySummary[] }> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const where = and(eq(opportunities.tenantId, tenantId), inArray(opportunities.id, input.ids));
    const rows = await tx.select().from(opportunities).where(where).orderBy(asc(opportunities.id)).for('update');
    if (rows.length !== input.ids.length) {
      throw new AppError('NOT_FOUND', 'Some of these opportunities do not exist or are not in your workspace.');
    }
    if (input.stageId) {
      const to = await getTargetStageOrThrow(tx, tenantId, input.stageId);
      await checkLossReason(tx, tenantId, to, input.lossReasonId);
      for (const row of rows) {
        await applyStageMove(tx, row, { to, by: ctx.actor.userId, lossReasonId: input.lossReasonId });
      }
    }
    if (input.ownerId !== undefined) {
      if (input.ownerId) await checkOwnerIsMember(tx, tenantId, input.ownerId);
      const now = new Date();
      await tx
        .update(opportunities)
        .set({
          ownerId: input.ownerId,
          lockVersion: sql`${opportunities.lockVersion} + 1`,
          lastActivityAt: now,
          updatedAt: now,
          updatedBy: ctx.actor.userId,
        })
        .where(where);
    }
    return { items: (await selectSummaries(tx, where).orderBy(asc(opportunities.name))).map(toSummary) };
  });
}
