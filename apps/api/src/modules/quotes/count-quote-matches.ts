import { queryShaped, quoteStatusCounts, shapedStatements, type ShapedStatement, type Tx } from '@scopewright/db';
import { QUOTE_STATUSES, type QuoteListPage } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import { filterShapeOf, isFiltered, listFilters, type ListQuery } from './quote-list.queries';

/** Matches are counted exactly up to this many; above it the list says "1,000+" (ADR 0036). */
export const EXACT_COUNT_LIMIT = 1_000;

type QuoteCount = Pick<QuoteListPage, 'total' | 'totalIsExact'>;

/** The statuses a query admits when it filters by status and archiving alone; null when it filters by more. */
function statusesOnly(query: ListQuery): string[] | null {
  if (isFiltered({ ...query, status: undefined })) return null;
  const chosen: readonly string[] = query.status && query.status.length > 0 ? query.status : QUOTE_STATUSES;
  if (query.archived === 'exclude') return chosen.filter((s) => s !== 'archived');
  if (query.archived === 'only') return chosen.filter((s) => s === 'archived');
  return [...chosen];
}

const statusSum: ShapedStatement = shapedStatements('quote-status-sum')(
  'sum',
  () =>
    sql`select coalesce(sum(${quoteStatusCounts.quoteCount}), 0)::int as n from ${quoteStatusCounts}
    where ${quoteStatusCounts.tenantId} = ${sql.placeholder('tenantId')}
    and ${quoteStatusCounts.status} = any(${sql.placeholder('statuses')}::text[])`,
);

/** Planned per call, as a filtered page is (list-quotes.ts). */
const cappedCount = shapedStatements('quote-capped-count', { plan: 'per-call' });

/**
 * The number of quotes the filters match, without reading them all: a status-only filter sums the maintained
 * per-status counts (exact); any other filter counts at most EXACT_COUNT_LIMIT + 1 matches.
 * `values` fills listFilters' placeholders; a search's `ids` are its few matches (searchIds), when it has few.
 */
export async function countQuoteMatches(
  tx: Tx,
  query: ListQuery,
  values: Record<string, unknown> & { tenantId: string },
): Promise<QuoteCount> {
  const statuses = statusesOnly(query);
  if (statuses) {
    const [row] = await queryShaped<{ n: number }>(tx, statusSum, { tenantId: values.tenantId, statuses });
    return { total: row?.n ?? 0, totalIsExact: true };
  }
  // A search with few matches counts among their ids; one with many stops at the cap soon, row by row.
  const search = values.ids ? 'ids' : 'match';
  const statement = cappedCount(
    `${filterShapeOf(query)} ${search}`,
    () =>
      sql`select count(*)::int as n from (select 1 from quotes where ${listFilters(query, search)}
      limit ${EXACT_COUNT_LIMIT + 1}) capped`,
  );
  const [row] = await queryShaped<{ n: number }>(tx, statement, values);
  const n = row?.n ?? 0;
  return n > EXACT_COUNT_LIMIT ? { total: EXACT_COUNT_LIMIT, totalIsExact: false } : { total: n, totalIsExact: true };
}
