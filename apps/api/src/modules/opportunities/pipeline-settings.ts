import { pipelineSettings, withTenant } from '@scopewright/db';
import type { PipelineSettings, PipelineSettingsInput } from '@scopewright/domain';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { readPipelineSettings } from './pipeline.queries';

/** GET /api/pipeline/settings: the defaults until an admin saves. */
export function getPipelineSettings(ctx: TenantContext): Promise<PipelineSettings> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) => readPipelineSettings(tx, ctx.tenantId));
}

/** PUT /api/pipeline/settings. */
export function savePipelineSettings(
  ctx: TenantContext,
  input: z.output<typeof PipelineSettingsInput>,
): Promise<PipelineSettings> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    await tx
      .insert(pipelineSettings)
      .values({ tenantId, requireLossReason: input.requireLossReason })
      .onConflictDoUpdate({
        target: pipelineSettings.tenantId,
        set: { requireLossReason: input.requireLossReason, updatedAt: new Date() },
      });
    return readPipelineSettings(tx, tenantId);
  });
}
