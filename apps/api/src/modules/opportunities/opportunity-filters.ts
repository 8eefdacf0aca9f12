import { opportunities } from '@scopewright/db';
import type { OpportunityBoardFilters } from '@scopewright/domain';
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';

/** The filters the list and the board share (owner, client, close date range, value range, stale days). */
export function sharedFilters(tenantId: string, query: OpportunityBoardFilters): SQL | undefined {
  return and(
    eq(opportunities.tenantId, tenantId),
    query.ownerId ? eq(opportunities.ownerId, query.ownerId) : undefined,
    query.clientId ? eq(opportunities.clientId, query.clientId) : undefined,
    query.closeFrom ? gte(opportunities.expectedCloseDate, query.closeFrom) : undefined,
    query.closeTo ? lte(opportunities.expectedCloseDate, query.closeTo) : undefined,
    query.minValueCents !== undefined ? gte(opportunities.valueCents, query.minValueCents) : undefined,
    query.maxValueCents !== undefined ? lte(opportunities.valueCents, query.maxValueCents) : undefined,
    query.staleDays
      ? sql`${opportunities.lastActivityAt} < now() - make_interval(days => ${query.staleDays}::int)`
      : undefined,
  );
}
