import {
  opportunityStageChanges,
  pipelineStages,
  quotes,
  quoteVersions,
  type Tx,
  users,
  withTenant,
} from '@scopewright/db';
import type { OpportunityDetail } from '@scopewright/domain';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TenantContext } from '../../platform/access/use-case-context';
import { loadSummary } from './opportunities.queries';

/** GET /api/opportunities/{id}: the deal, its quotes with their status, and its stage history with names and who. */
export function getOpportunity(ctx: TenantContext, id: string): Promise<OpportunityDetail> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const summary = await loadSummary(tx, tenantId, id);
    const quoteRows = await tx
      .select({
        id: quotes.id,
        number: quotes.number,
        title: quotes.title,
        status: quotes.status,
        oneTimeTotalCents: quotes.oneTimeTotalCents,
        mrrCents: quotes.mrrCents,
        tcvCents: quotes.tcvCents,
        updatedAt: quotes.updatedAt,
      })
      .from(quotes)
      .where(and(eq(quotes.tenantId, tenantId), eq(quotes.opportunityId, id)))
      .orderBy(desc(quotes.updatedAt));
    const declines = await loadDeclines(
      tx,
      tenantId,
      quoteRows.filter((q) => q.status === 'declined').map((q) => q.id),
    );
    const from = alias(pipelineStages, 'from_stage');
    const to = alias(pipelineStages, 'to_stage');
    const history = await tx
      .select({
        id: opportunityStageChanges.id,
        fromStageId: opportunityStageChanges.fromStageId,
        fromStageName: from.name,
        toStageId: opportunityStageChanges.toStageId,
        toStageName: to.name,
        changedById: opportunityStageChanges.changedBy,
        changedByName: users.name,
        changedAt: opportunityStageChanges.changedAt,
      })
      .from(opportunityStageChanges)
      .leftJoin(
        from,
        and(eq(from.tenantId, opportunityStageChanges.tenantId), eq(from.id, opportunityStageChanges.fromStageId)),
      )
      .innerJoin(
        to,
        and(eq(to.tenantId, opportunityStageChanges.tenantId), eq(to.id, opportunityStageChanges.toStageId)),
      )
      .leftJoin(users, eq(users.id, opportunityStageChanges.changedBy))
      .where(and(eq(opportunityStageChanges.tenantId, tenantId), eq(opportunityStageChanges.opportunityId, id)))
      .orderBy(asc(opportunityStageChanges.changedAt), asc(opportunityStageChanges.id));
    return {
      ...summary,
      quotes: quoteRows.map((q) => ({
        ...q,
        isPrimary: q.id === summary.primaryQuoteId,
        updatedAt: q.updatedAt.toISOString(),
        declinedAt: declines.get(q.id)?.declinedAt.toISOString() ?? null,
        declineReason: declines.get(q.id)?.declineReason ?? null,
      })),
      stageHistory: history.map((h) => ({ ...h, changedAt: h.changedAt.toISOString() })),
    };
  });
}

/** The client's answer on each declined quote: the version they declined, with the reason they typed. */
async function loadDeclines(tx: Tx, tenantId: string, quoteIds: string[]) {
  if (quoteIds.length === 0) return new Map<string, { declinedAt: Date; declineReason: string | null }>();
  const rows = await tx
    .selectDistinctOn([quoteVersions.quoteId], {
      quoteId: quoteVersions.quoteId,
      declinedAt: quoteVersions.declinedAt,
      declineReason: quoteVersions.declineReason,
    })
    .from(quoteVersions)
    .where(
      and(
        eq(quoteVersions.tenantId, tenantId),
        inArray(quoteVersions.quoteId, quoteIds),
        isNotNull(quoteVersions.declinedAt),
      ),
    )
    .orderBy(quoteVersions.quoteId, desc(quoteVersions.declinedAt));
  return new Map(rows.map((r) => [r.quoteId, { declinedAt: r.declinedAt!, declineReason: r.declineReason }]));
}
