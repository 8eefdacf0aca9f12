import { opportunityStageChanges, pipelineStages, withTenant, type Tx } from '@scopewright/db';
import { OPPORTUNITY_COPY, type OpportunitySummary, type ReopenOpportunityInput } from '@scopewright/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { getOpportunityOrThrow, loadSummary } from './opportunities.queries';
import { fieldError, getTargetStageOrThrow } from './pipeline.queries';
import { applyStageMove, throwIfStale } from './stage-moves';

/** The open stage the deal last sat in (still current), else the pipeline's first open stage. */
async function lastOpenStage(tx: Tx, tenantId: string, opportunityId: string) {
  const active = and(
    eq(pipelineStages.tenantId, tenantId),
    eq(pipelineStages.kind, 'open'),
    isNull(pipelineStages.retiredAt),
  );
  const [last] = await tx
    .select({ stage: pipelineStages })
    .from(opportunityStageChanges)
    .innerJoin(
      pipelineStages,
      and(
        eq(pipelineStages.tenantId, opportunityStageChanges.tenantId),
        eq(pipelineStages.id, opportunityStageChanges.toStageId),
      ),
    )
    .where(
      and(
        eq(opportunityStageChanges.tenantId, tenantId),
        eq(opportunityStageChanges.opportunityId, opportunityId),
        active,
      ),
    )
    .orderBy(desc(opportunityStageChanges.changedAt))
    .limit(1);
  if (last) return last.stage;
  const [first] = await tx.select().from(pipelineStages).where(active).orderBy(asc(pipelineStages.position)).limit(1);
  if (!first) throw fieldError('stageId', OPPORTUNITY_COPY.reopenStageRequired);
  return first;
}

/** POST /api/opportunities/{id}/reopen: a won or lost deal goes back to an open stage, its close and reason cleared. */
export function reopenOpportunity(
  ctx: TenantContext,
  id: string,
  input: z.output<typeof ReopenOpportunityInput>,
): Promise<OpportunitySummary> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const row = await getOpportunityOrThrow(tx, tenantId, id, { forUpdate: true });
    await throwIfStale(tx, row, input.lockVersion, 'move');
    if (row.status === 'open') throw new AppError('CONFLICT', OPPORTUNITY_COPY.notClosed);
    const to = input.stageId
      ? await getTargetStageOrThrow(tx, tenantId, input.stageId)
      : await lastOpenStage(tx, tenantId, id);
    if (to.kind !== 'open') throw fieldError('stageId', OPPORTUNITY_COPY.reopenStageRequired);
    await applyStageMove(tx, row, { to, by: ctx.actor.userId });
    return loadSummary(tx, tenantId, id);
  });
}
