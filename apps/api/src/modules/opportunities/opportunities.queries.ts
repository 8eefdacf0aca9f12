import {
  clientContacts,
  clients,
  lossReasons,
  opportunities,
  pipelineStages,
  users,
  type OpportunityRow,
  type Tx,
} from '@scopewright/db';
import {
  opportunityProbabilityBps,
  probabilityBpsToPercent,
  weightedValueCents,
  type OpportunitySummary,
} from '@scopewright/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/errors';

export const SUMMARY_COLUMNS = {
  row: opportunities,
  clientName: clients.name,
  contactName: sql<string | null>`nullif(trim(${clientContacts.firstName} || ' ' || ${clientContacts.lastName}), '')`,
  ownerName: users.name,
  stageName: pipelineStages.name,
  stageKind: pipelineStages.kind,
  stageProbabilityBps: pipelineStages.probabilityBps,
  lossReasonLabel: lossReasons.label,
};

/** The opportunities with the names a card shows (client, contact, owner, stage, loss reason), plus `extra` columns. */
export function selectSummaries<Extra extends Record<string, SQL.Aliased | SQL>>(
  tx: Tx,
  where: SQL | undefined,
  extra: Extra = {} as Extra,
) {
  return tx
    .select({ ...SUMMARY_COLUMNS, ...extra })
    .from(opportunities)
    .innerJoin(clients, and(eq(clients.tenantId, opportunities.tenantId), eq(clients.id, opportunities.clientId)))
    .innerJoin(
      pipelineStages,
      and(eq(pipelineStages.tenantId, opportunities.tenantId), eq(pipelineStages.id, opportunities.stageId)),
    )
    .leftJoin(
      clientContacts,
      and(eq(clientContacts.tenantId, opportunities.tenantId), eq(clientContacts.id, opportunities.contactId)),
    )
    .leftJoin(users, eq(users.id, opportunities.ownerId))
    .leftJoin(
      lossReasons,
      and(eq(lossReasons.tenantId, opportunities.tenantId), eq(lossReasons.id, opportunities.lossReasonId)),
    )
    .where(where)
    .$dynamic();
}

export type SummaryRow = {
  row: OpportunityRow;
  clientName: string;
  contactName: string | null;
  ownerName: string | null;
  stageName: string;
  stageKind: 'open' | 'won' | 'lost';
  stageProbabilityBps: number;
  lossReasonLabel: string | null;
};

export function toSummary({ row, ...names }: SummaryRow): OpportunitySummary {
  const probabilityBps = opportunityProbabilityBps(row.probabilityOverrideBps, names.stageProbabilityBps);
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    clientName: names.clientName,
    contactId: row.contactId,
    contactName: names.contactName,
    ownerId: row.ownerId,
    ownerName: names.ownerName,
    stageId: row.stageId,
    stageName: names.stageName,
    stageKind: names.stageKind,
    status: row.status,
    expectedCloseDate: row.expectedCloseDate,
    probabilityOverride:
      row.probabilityOverrideBps === null ? null : probabilityBpsToPercent(row.probabilityOverrideBps),
    probability: probabilityBpsToPercent(probabilityBps),
    source: row.source,
    lossReasonId: row.lossReasonId,
    lossReasonLabel: names.lossReasonLabel,
    lossNote: row.lossNote,
    nextStep: row.nextStep,
    nextStepDate: row.nextStepDate,
    oneTimeCents: row.oneTimeCents,
    mrrCents: row.mrrCents,
    tcvCents: row.tcvCents,
    valueCents: row.valueCents,
    weightedValueCents: weightedValueCents(row.valueCents, probabilityBps),
    valuesOverridden: row.valuesOverridden,
    primaryQuoteId: row.primaryQuoteId,
    closedAt: row.closedAt?.toISOString() ?? null,
    lockVersion: row.lockVersion,
    lastActivityAt: row.lastActivityAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const byId = (tenantId: string, id: string) => and(eq(opportunities.tenantId, tenantId), eq(opportunities.id, id));

/** The deal, or NOT_FOUND for a missing id and another workspace's alike; `forUpdate` locks the row. */
export async function getOpportunityOrThrow(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<OpportunityRow> {
  const query = tx.select().from(opportunities).where(byId(tenantId, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', 'This opportunity does not exist or is not in your workspace.');
  return row;
}

export async function loadSummary(tx: Tx, tenantId: string, id: string): Promise<OpportunitySummary> {
  const [row] = await selectSummaries(tx, byId(tenantId, id));
  if (!row) throw new AppError('NOT_FOUND', 'This opportunity does not exist or is not in your workspace.');
  return toSummary(row);
}
