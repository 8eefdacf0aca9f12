import { withTenant } from '@scopewright/db';
import type { MoveOpportunityInput, OpportunitySummary } from '@scopewright/domain';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getOpportunityOrThrow, loadSummary } from './opportunities.queries';
import { getTargetStageOrThrow } from './pipeline.queries';
import { applyStageMove, checkLossReason, throwIfStale } from './stage-moves';

/**
 * POST /api/opportunities/{id}/move: to a stage, at the lock version the board showed. A won or lost stage closes
 * the deal (a lost one with its reason, required when the admin says so). Of two moves of one card the first wins;
 * the row lock makes the second read the winner's version and get a 409 naming who moved it and where.
 */
export function moveOpportunity(
  ctx: TenantContext,
  id: string,
  input: z.output<typeof MoveOpportunityInput>,
): Promise<OpportunitySummary> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const row = await getOpportunityOrThrow(tx, tenantId, id, { forUpdate: true });
    await throwIfStale(tx, row, input.lockVersion, 'move');
    const to = await getTargetStageOrThrow(tx, tenantId, input.stageId);
    await checkLossReason(tx, tenantId, to, input.lossReasonId);
    await applyStageMove(tx, row, {
      to,
      by: ctx.actor.userId,
      lossReasonId: input.lossReasonId,
      lossNote: input.lossNote,
    });
    return loadSummary(tx, tenantId, id);
  });
}
