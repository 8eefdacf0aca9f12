import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { DbClient } from '../connection/connect-database';
import {
  lossReasons,
  opportunities,
  opportunityStageChanges,
  pipelineStages,
  type LossReasonRow,
  type NewOpportunity,
  type OpportunityRow,
  type PipelineStageRow,
} from '../schema/opportunities';
import { insertPipelineDefaults } from '../seed/workspace-defaults';
import { withTenant } from '../tenancy/with-tenant';
import { createClient } from './quote-factories';

export interface TestPipeline {
  stages: PipelineStageRow[];
  lossReasons: LossReasonRow[];
  /** The stages by their seeded names: lead, qualified, scoping, proposalSent, negotiation, won, lost. */
  byName: Record<'lead' | 'qualified' | 'scoping' | 'proposalSent' | 'negotiation' | 'won' | 'lost', PipelineStageRow>;
}

const KEYS = ['lead', 'qualified', 'scoping', 'proposalSent', 'negotiation', 'won', 'lost'] as const;

/** The workspace's pipeline, seeded with the defaults first when it has none (tenant factories do not seed it). */
export async function createPipeline(db: DbClient, tenantId: string): Promise<TestPipeline> {
  return withTenant({ db, tenantId }, async (tx) => {
    await insertPipelineDefaults(tx, tenantId);
    const stages = await tx
      .select()
      .from(pipelineStages)
      .where(eq(pipelineStages.tenantId, tenantId))
      .orderBy(asc(pipelineStages.position));
    const reasons = await tx
      .select()
      .from(lossReasons)
      .where(eq(lossReasons.tenantId, tenantId))
      .orderBy(asc(lossReasons.position));
    const byName = Object.fromEntries(KEYS.map((key, index) => [key, stages[index]])) as TestPipeline['byName'];
    return { stages, lossReasons: reasons, byName };
  });
}

/** An open deal in the first stage (a new client unless one is given), with its first stage change recorded. */
export async function createOpportunity(
  db: DbClient,
  tenantId: string,
  overrides: Partial<Omit<NewOpportunity, 'tenantId'>> = {},
): Promise<OpportunityRow> {
  const pipeline = await createPipeline(db, tenantId);
  const clientId = overrides.clientId ?? (await createClient(db, tenantId)).id;
  const stageId = overrides.stageId ?? pipeline.byName.lead.id;
  return withTenant({ db, tenantId }, async (tx) => {
    const [row] = await tx
      .insert(opportunities)
      .values({ name: `Deal ${randomBytes(3).toString('hex')}`, ...overrides, clientId, stageId, tenantId })
      .returning();
    if (!row) throw new Error('createOpportunity: insert returned no row');
    await tx
      .insert(opportunityStageChanges)
      .values({ tenantId, opportunityId: row.id, toStageId: stageId, changedBy: overrides.createdBy ?? null });
    return row;
  });
}
