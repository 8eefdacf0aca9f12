import { pipelineTargets, withTenant } from '@scopewright/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import type { PutPipelineTargetsInput } from './analytics-schemas';
import { readPipelineTargets } from './pipeline-targets.queries';
import { readWorkspaceCurrency } from './read-pipeline-rows';

/** GET /api/pipeline/targets. */
export function getPipelineTargets(ctx: TenantContext) {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => ({
    currency: await readWorkspaceCurrency(tx, ctx.tenantId),
    targets: await readPipelineTargets(tx, ctx.tenantId),
  }));
}

/** PUT /api/pipeline/targets: sets the listed periods' targets (null removes one); the others stay. */
export function savePipelineTargets(ctx: TenantContext, input: PutPipelineTargetsInput) {
  const { tenantId } = ctx;
  const userId = ctx.actor.userId;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const removed = input.targets.filter((t) => t.targetCents === null).map((t) => t.periodKey);
    const set = input.targets.flatMap((t) => (t.targetCents === null ? [] : [{ ...t, targetCents: t.targetCents }]));
    if (removed.length > 0)
      await tx
        .delete(pipelineTargets)
        .where(and(eq(pipelineTargets.tenantId, tenantId), inArray(pipelineTargets.periodKey, removed)));
    for (const target of set) {
      await tx
        .insert(pipelineTargets)
        .values({ tenantId, periodKey: target.periodKey, targetCents: target.targetCents, updatedBy: userId })
        .onConflictDoUpdate({
          target: [pipelineTargets.tenantId, pipelineTargets.periodKey],
          set: { targetCents: target.targetCents, updatedBy: userId, updatedAt: new Date() },
        });
    }
    return {
      currency: await readWorkspaceCurrency(tx, tenantId),
      targets: await readPipelineTargets(tx, tenantId),
    };
  });
}
