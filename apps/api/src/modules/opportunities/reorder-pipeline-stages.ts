import { pipelineStages, withTenant } from '@scopewright/db';
import { OPPORTUNITY_COPY, type PipelineStage, type ReorderPipelineStagesInput } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { fieldError, listStageRows, toStage } from './pipeline.queries';

/** PUT /api/pipeline/stages/order: the current stages in the given order; retired ones keep their place after them. */
export function reorderPipelineStages(
  ctx: TenantContext,
  input: z.output<typeof ReorderPipelineStagesInput>,
): Promise<{ stages: PipelineStage[] }> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const rows = await listStageRows(tx, tenantId);
    const current = rows.filter((row) => !row.retiredAt).map((row) => row.id);
    const given = new Set(input.stageIds);
    if (current.length !== given.size || current.some((id) => !given.has(id))) {
      throw fieldError('stageIds', OPPORTUNITY_COPY.orderMismatch);
    }
    const order = [...input.stageIds, ...rows.filter((row) => row.retiredAt).map((row) => row.id)];
    for (const [position, id] of order.entries()) {
      await tx
        .update(pipelineStages)
        .set({ position, updatedAt: new Date() })
        .where(and(eq(pipelineStages.tenantId, tenantId), eq(pipelineStages.id, id)));
    }
    return { stages: (await listStageRows(tx, tenantId)).map(toStage) };
  });
}
