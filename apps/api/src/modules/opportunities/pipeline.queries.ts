import {
  lossReasons,
  pipelineSettings,
  pipelineStages,
  type LossReasonRow,
  type PipelineStageRow,
  type Tx,
} from '@scopewright/db';
import {
  OPPORTUNITY_COPY,
  probabilityBpsToPercent,
  type LossReason,
  type PipelineSettings,
  type PipelineStage,
} from '@scopewright/domain';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';

export const toStage = (row: PipelineStageRow): PipelineStage => ({
  id: row.id,
  name: row.name,
  position: row.position,
  kind: row.kind,
  probability: probabilityBpsToPercent(row.probabilityBps),
  retiredAt: row.retiredAt?.toISOString() ?? null,
});

export const toLossReason = (row: LossReasonRow): LossReason => ({
  id: row.id,
  label: row.label,
  position: row.position,
  retiredAt: row.retiredAt?.toISOString() ?? null,
});

/** Every stage of the workspace, retired ones included, in board order. */
export function listStageRows(tx: Tx, tenantId: string): Promise<PipelineStageRow[]> {
  return tx
    .select()
    .from(pipelineStages)
    .where(eq(pipelineStages.tenantId, tenantId))
    .orderBy(asc(pipelineStages.position), asc(pipelineStages.createdAt));
}

/** A stage of the workspace, or NOT_FOUND (another workspace's alike). */
export async function getStageOrThrow(tx: Tx, tenantId: string, id: string): Promise<PipelineStageRow> {
  const [row] = await tx
    .select()
    .from(pipelineStages)
    .where(and(eq(pipelineStages.tenantId, tenantId), eq(pipelineStages.id, id)));
  if (!row) throw new AppError('NOT_FOUND', OPPORTUNITY_COPY.stageNotFound);
  return row;
}

/** A stage a deal may go to: one of the workspace's (else a 422 on `path`) and not retired (a 422 naming it). */
export async function getTargetStageOrThrow(
  tx: Tx,
  tenantId: string,
  id: string,
  path = 'stageId',
): Promise<PipelineStageRow> {
  const [row] = await tx
    .select()
    .from(pipelineStages)
    .where(and(eq(pipelineStages.tenantId, tenantId), eq(pipelineStages.id, id)));
  if (!row) throw fieldError(path, OPPORTUNITY_COPY.stageNotFound);
  if (row.retiredAt) throw fieldError(path, OPPORTUNITY_COPY.stageRetired(row.name));
  return row;
}

export async function getLossReasonOrThrow(tx: Tx, tenantId: string, id: string): Promise<LossReasonRow> {
  const [row] = await tx
    .select()
    .from(lossReasons)
    .where(and(eq(lossReasons.tenantId, tenantId), eq(lossReasons.id, id)));
  if (!row) throw new AppError('NOT_FOUND', OPPORTUNITY_COPY.lossReasonNotFound);
  return row;
}

export async function readPipelineSettings(tx: Tx, tenantId: string): Promise<PipelineSettings> {
  const [row] = await tx.select().from(pipelineSettings).where(eq(pipelineSettings.tenantId, tenantId));
  return { requireLossReason: row?.requireLossReason ?? false };
}

/** A 422 naming one field, the shape forms map onto their inputs. */
export const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION', message, { details: [{ path, message }] });
