import { opportunities, pipelineStages, withTenant } from '@scopewright/db';
import { OPPORTUNITY_BOARD_COLUMN_CAP, type OpportunityBoard, type OpportunityBoardFilters } from '@scopewright/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { sharedFilters } from './opportunity-filters';
import { loadBoardCards } from './board-cards';
import { listStageRows, toStage } from './pipeline.queries';

/** Won and lost columns show the deals closed in the last 30 days; open columns every open deal. */
const CLOSED_COLUMN_DAYS = 30;

/**
 * GET /api/opportunities/board: one column per current stage with its count, total and weighted total (over every
 * matching deal) and its most recently touched cards, capped (`hasMore`) so the answer stays flat in the
 * workspace's size (docs/decisions/0036). Each column's cards are one range of the board index.
 */
export function getOpportunityBoard(ctx: TenantContext, query: OpportunityBoardFilters): Promise<OpportunityBoard> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const stages = (await listStageRows(tx, tenantId)).filter((stage) => !stage.retiredAt);
    const filters = sharedFilters(tenantId, query);
    const onBoard = sql`(${opportunities.status} = 'open' or ${opportunities.closedAt} > now() - make_interval(days => ${CLOSED_COLUMN_DAYS}))`;
    const totals = await tx
      .select({
        stageId: opportunities.stageId,
        count: sql<number>`count(*)::int`,
        totalCents: sql<number>`coalesce(sum(${opportunities.valueCents}), 0)::bigint`,
        weightedCents: sql<number>`coalesce(sum(round(${opportunities.valueCents} * coalesce(${opportunities.probabilityOverrideBps}, ${pipelineStages.probabilityBps}) / 10000.0)), 0)::bigint`,
      })
      .from(opportunities)
      .innerJoin(
        pipelineStages,
        and(eq(pipelineStages.tenantId, opportunities.tenantId), eq(pipelineStages.id, opportunities.stageId)),
      )
      .where(and(filters, onBoard, isNull(pipelineStages.retiredAt)))
      .groupBy(opportunities.stageId);
    const byStage = new Map(totals.map((row) => [row.stageId, row]));
    const cards = await loadBoardCards(tx, tenantId, and(filters, onBoard), stages);
    const columns = stages.map((stage) => {
      const sums = byStage.get(stage.id);
      const here = cards.get(stage.id) ?? [];
      return {
        stage: toStage(stage),
        count: sums?.count ?? 0,
        totalCents: Number(sums?.totalCents ?? 0),
        weightedCents: Number(sums?.weightedCents ?? 0),
        cards: here.slice(0, OPPORTUNITY_BOARD_COLUMN_CAP),
        hasMore: here.length > OPPORTUNITY_BOARD_COLUMN_CAP,
      };
    });
    return { columns };
  });
}
