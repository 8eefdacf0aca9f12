import { opportunities, opportunityStageChanges, pipelineStages, withTenant, type Tx } from '@scopewright/db';
import { OPPORTUNITY_COPY, type CreateOpportunityInput, type OpportunitySummary } from '@scopewright/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { checkDealPeople, dealColumns, getDealClientOrThrow } from './opportunity-fields';
import { loadSummary } from './opportunities.queries';
import { fieldError, getTargetStageOrThrow } from './pipeline.queries';
import { opportunityCreatedEvent, recordWebhookEvent } from '../webhooks';

async function firstOpenStage(tx: Tx, tenantId: string) {
  const [stage] = await tx
    .select()
    .from(pipelineStages)
    .where(
      and(eq(pipelineStages.tenantId, tenantId), eq(pipelineStages.kind, 'open'), isNull(pipelineStages.retiredAt)),
    )
    .orderBy(asc(pipelineStages.position))
    .limit(1);
  if (!stage) throw fieldError('stageId', OPPORTUNITY_COPY.stageNotFound);
  return stage;
}

/** A deal in an open stage (the first one by default), owned by its creator unless said, in the caller's transaction. */
export async function insertOpportunity(
  tx: Tx,
  ctx: TenantContext,
  input: z.output<typeof CreateOpportunityInput>,
): Promise<OpportunitySummary> {
  const { tenantId } = ctx;
  const { clientId, stageId, ...fields } = input;
  await getDealClientOrThrow(tx, tenantId, clientId);
  const ownerId = fields.ownerId === undefined ? ctx.actor.userId : fields.ownerId;
  await checkDealPeople(tx, tenantId, clientId, { contactId: fields.contactId, ownerId });
  const stage = stageId ? await getTargetStageOrThrow(tx, tenantId, stageId) : await firstOpenStage(tx, tenantId);
  if (stage.kind !== 'open') throw fieldError('stageId', OPPORTUNITY_COPY.createInOpenStage);
  const [row] = await tx
    .insert(opportunities)
    .values({
      ...dealColumns(fields),
      name: fields.name,
      ownerId,
      tenantId,
      clientId,
      stageId: stage.id,
      createdBy: ctx.actor.userId,
      updatedBy: ctx.actor.userId,
    })
    .returning({ id: opportunities.id });
  if (!row) throw new Error('insertOpportunity: insert returned no row');
  await tx
    .insert(opportunityStageChanges)
    .values({ tenantId, opportunityId: row.id, toStageId: stage.id, changedBy: ctx.actor.userId });
  const summary = await loadSummary(tx, tenantId, row.id);
  await recordWebhookEvent(tx, tenantId, opportunityCreatedEvent(summary));
  return summary;
}

/** POST /api/opportunities. */
export function createOpportunity(
  ctx: TenantContext,
  input: z.output<typeof CreateOpportunityInput>,
): Promise<OpportunitySummary> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) => insertOpportunity(tx, ctx, input));
}
