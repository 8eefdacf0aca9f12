import { opportunities, pipelineStages, withTenant, type Tx } from '@scopewright/db';
import {
  OPPORTUNITY_COPY,
  probabilityPercentToBps,
  type CreatePipelineStageInput,
  type PipelineStage,
  type UpdatePipelineStageInput,
} from '@scopewright/domain';
import { and, count, eq, isNull, max, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/unique-violation';
import { fieldError, getStageOrThrow, listStageRows, toStage } from './pipeline.queries';

const NAME_UNIQUE = 'pipeline_stages_active_name_unique';
const nameTaken = (error: unknown) =>
  isUniqueViolation(error, NAME_UNIQUE) ? fieldError('name', OPPORTUNITY_COPY.stageNameTaken) : error;

/** GET /api/pipeline/stages: every stage, retired ones included (history names them), in board order. */
export function listPipelineStages(ctx: TenantContext): Promise<{ stages: PipelineStage[] }> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => ({
    stages: (await listStageRows(tx, ctx.tenantId)).map(toStage),
  }));
}

/** POST /api/pipeline/stages: a new stage at the end of the board (reorder to place it). */
export function createPipelineStage(
  ctx: TenantContext,
  input: z.output<typeof CreatePipelineStageInput>,
): Promise<PipelineStage> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const [{ last } = { last: null }] = await tx
      .select({ last: max(pipelineStages.position) })
      .from(pipelineStages)
      .where(eq(pipelineStages.tenantId, tenantId));
    const [row] = await tx
      .insert(pipelineStages)
      .values({
        tenantId,
        name: input.name,
        kind: input.kind,
        probabilityBps: probabilityPercentToBps(input.probability),
        position: (last ?? -1) + 1,
      })
      .returning()
      .catch((error: unknown) => {
        throw nameTaken(error);
      });
    if (!row) throw new Error('createPipelineStage: insert returned no row');
    return toStage(row);
  });
}

/** Retiring keeps at least one current stage of each kind and needs the stage empty of open deals. */
async function checkRetirable(tx: Tx, tenantId: string, stage: typeof pipelineStages.$inferSelect) {
  const [open] = await tx
    .select({ n: count() })
    .from(opportunities)
    .where(
      and(eq(opportunities.tenantId, tenantId), eq(opportunities.stageId, stage.id), eq(opportunities.status, 'open')),
    );
  if ((open?.n ?? 0) > 0) throw new AppError('CONFLICT', OPPORTUNITY_COPY.stageHasOpenDeals(open?.n ?? 0));
  const [others] = await tx
    .select({ n: count() })
    .from(pipelineStages)
    .where(
      and(
        eq(pipelineStages.tenantId, tenantId),
        eq(pipelineStages.kind, stage.kind),
        isNull(pipelineStages.retiredAt),
        ne(pipelineStages.id, stage.id),
      ),
    );
  if ((others?.n ?? 0) === 0) throw new AppError('CONFLICT', OPPORTUNITY_COPY.lastStageOfKind(stage.kind));
}

/** PATCH /api/pipeline/stages/{id}: rename, set the probability, retire or bring back. */
export function updatePipelineStage(
  ctx: TenantContext,
  id: string,
  input: z.output<typeof UpdatePipelineStageInput>,
): Promise<PipelineStage> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const stage = await getStageOrThrow(tx, tenantId, id);
    if (input.retired === true && !stage.retiredAt) await checkRetirable(tx, tenantId, stage);
    const [row] = await tx
      .update(pipelineStages)
      .set({
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.probability === undefined ? {} : { probabilityBps: probabilityPercentToBps(input.probability) }),
        ...(input.retired === undefined ? {} : { retiredAt: input.retired ? (stage.retiredAt ?? new Date()) : null }),
        updatedAt: new Date(),
      })
      .where(and(eq(pipelineStages.tenantId, tenantId), eq(pipelineStages.id, id)))
      .returning()
      .catch((error: unknown) => {
        throw nameTaken(error);
      });
    if (!row) throw new Error('updatePipelineStage: update returned no row');
    return toStage(row);
  });
}
