import { opportunities, withTenant } from '@scopewright/db';
import type { OpportunityListFilters, OpportunityListPage, OpportunitySort } from '@scopewright/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { keysetAfter, keysetOrder, keysetPage, type KeysetSort } from '../../platform/keyset-cursor';
import { sharedFilters } from './opportunity-filters';
import { selectSummaries, toSummary } from './opportunities.queries';

const closeDate = sql`coalesce(${opportunities.expectedCloseDate}, 'infinity'::date)`;

/** Each sort's key; a deal without a close date sorts last ('infinity': a null key would drop it from every page). */
const SORTS: Record<OpportunitySort, KeysetSort> = {
  close_date: { expr: closeDate, asText: sql`${closeDate}::text`, cast: (v) => sql`${v}::date`, dir: 'asc' },
  value: {
    expr: sql`${opportunities.valueCents}`,
    asText: sql`${opportunities.valueCents}::text`,
    cast: (v) => sql`${v}::bigint`,
    dir: 'desc',
  },
  updated: {
    expr: sql`${opportunities.updatedAt}`,
    asText: sql`${opportunities.updatedAt}::text`,
    cast: (v) => sql`${v}::timestamptz`,
    dir: 'desc',
  },
  name: {
    expr: sql`lower(${opportunities.name})`,
    asText: sql`lower(${opportunities.name})`,
    cast: (v) => sql`${v}::text`,
    dir: 'asc',
  },
};

/** GET /api/opportunities: one keyset page of the filtered deals in the chosen order, with the count of all matches. */
export function listOpportunities(ctx: TenantContext, query: OpportunityListFilters): Promise<OpportunityListPage> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const sort = SORTS[query.sort];
    const where = and(
      sharedFilters(tenantId, query),
      query.stageId ? eq(opportunities.stageId, query.stageId) : undefined,
      query.status ? eq(opportunities.status, query.status) : undefined,
    );
    const rows = await selectSummaries(tx, and(where, keysetAfter(sort, opportunities.id, query.cursor)), {
      sortKey: sql<string>`${sort.asText}`,
    })
      .orderBy(keysetOrder(sort, opportunities.id))
      .limit(query.limit + 1);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(opportunities).where(where);
    const { page, nextCursor } = keysetPage(rows, query.limit, (row) => ({ key: row.sortKey, id: row.row.id }));
    return { items: page.map(toSummary), total, nextCursor };
  });
}
