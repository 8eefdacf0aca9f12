import {
  opportunities,
  opportunityStageChanges,
  pipelineStages,
  users,
  type OpportunityRow,
  type PipelineStageRow,
  type Tx,
} from '@scopewright/db';
import { OPPORTUNITY_COPY } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { fieldError, getLossReasonOrThrow, readPipelineSettings } from './pipeline.queries';
import { opportunityMoveEvents, recordWebhookEvents } from '../webhooks';

export interface StageMove {
  to: PipelineStageRow;
  /** Who moved it; null is the client (accepting a quote). */
  by: string | null;
  lossReasonId?: string | null;
  lossNote?: string;
}

/**
 * Puts the deal in the stage: its status follows the stage's kind, a close stamps closed_at, a reopen clears it and
 * the loss reason; lock_version and last_activity_at move, and the change is recorded — all in the caller's
 * transaction. Moving to the stage it is in changes nothing.
 */
export async function applyStageMove(tx: Tx, row: OpportunityRow, move: StageMove): Promise<void> {
  const { to } = move;
  if (row.stageId === to.id && !move.lossReasonId && move.lossNote === undefined) return;
  const now = new Date();
  const lost = to.kind === 'lost';
  await tx
    .update(opportunities)
    .set({
      stageId: to.id,
      status: to.kind,
      closedAt: to.kind === 'open' ? null : row.status === to.kind && row.closedAt ? row.closedAt : now,
      lossReasonId: lost ? (move.lossReasonId ?? null) : null,
      lossNote: lost ? (move.lossNote ?? '') : '',
      lockVersion: row.lockVersion + 1,
      lastActivityAt: now,
      updatedAt: now,
      updatedBy: move.by,
    })
    .where(and(eq(opportunities.tenantId, row.tenantId), eq(opportunities.id, row.id)));
  if (row.stageId !== to.id) {
    await tx.insert(opportunityStageChanges).values({
      tenantId: row.tenantId,
      opportunityId: row.id,
      fromStageId: row.stageId,
      toStageId: to.id,
      changedBy: move.by,
      changedAt: now,
    });
  }
  await recordWebhookEvents(tx, row.tenantId, opportunityMoveEvents(row, to));
}

/** A loss reason goes with a lost stage only; a lost stage needs one when the workspace says so. */
export async function checkLossReason(
  tx: Tx,
  tenantId: string,
  to: PipelineStageRow,
  lossReasonId: string | null | undefined,
): Promise<void> {
  if (to.kind !== 'lost') {
    if (lossReasonId) throw fieldError('lossReasonId', OPPORTUNITY_COPY.lossReasonOnlyWhenLost);
    return;
  }
  if (lossReasonId) {
    const reason = await getLossReasonOrThrow(tx, tenantId, lossReasonId).catch(() => {
      throw fieldError('lossReasonId', OPPORTUNITY_COPY.lossReasonNotFound);
    });
    if (reason.retiredAt) throw fieldError('lossReasonId', OPPORTUNITY_COPY.lossReasonRetired(reason.label));
    return;
  }
  if ((await readPipelineSettings(tx, tenantId)).requireLossReason) {
    throw fieldError('lossReasonId', OPPORTUNITY_COPY.lossReasonRequired);
  }
}

/** Who wrote the deal last: a member by name; the client when its acceptance moved it (no writer, closed as won). */
async function lastWriterName(tx: Tx, row: OpportunityRow): Promise<string> {
  if (!row.updatedBy) return row.status === 'won' ? OPPORTUNITY_COPY.theClient : OPPORTUNITY_COPY.someoneElse;
  const [who] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.updatedBy));
  return who?.name || OPPORTUNITY_COPY.someoneElse;
}

/** A write carrying an old lock_version: 409 naming who wrote last and where the deal is now; nothing changes. */
export async function throwIfStale(
  tx: Tx,
  row: OpportunityRow,
  lockVersion: number,
  kind: 'move' | 'edit',
): Promise<void> {
  if (row.lockVersion === lockVersion) return;
  const [stage] = await tx
    .select({ name: pipelineStages.name })
    .from(pipelineStages)
    .where(and(eq(pipelineStages.tenantId, row.tenantId), eq(pipelineStages.id, row.stageId)));
  const movedBy = await lastWriterName(tx, row);
  const stageName = stage?.name ?? '';
  throw new AppError(
    'CONFLICT',
    kind === 'move' ? OPPORTUNITY_COPY.staleMove(movedBy, stageName) : OPPORTUNITY_COPY.staleEdit(movedBy, stageName),
    {
      reason: 'stale',
      details: { currentLockVersion: row.lockVersion, stageId: row.stageId, stageName, movedBy },
    },
  );
}
