import { quoteStatusCounts, quotes, type Tx } from '@scopewright/db';
import { QUOTE_STATUSES, type QuoteListPage } from '@scopewright/domain';
import { and, count, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { ListQuery } from './quote-list.queries';

/** Matches are counted exactly up to this many; above it the list says "1,000+" (ADR 0036). */
export const EXACT_COUNT_LIMIT = 1_000;

type QuoteCount = Pick<QuoteListPage, 'total' | 'totalIsExact'>;

/** The statuses a query admits when it filters by status and archiving alone; null when it filters by more. */
function statusesOnly(query: ListQuery): string[] | null {
  if (query.q || query.clientId || query.ownerId || query.range || query.from || query.to) return null;
  const chosen: readonly string[] = query.status && query.status.length > 0 ? query.status : QUOTE_STATUSES;
  if (query.archived === 'exclude') return chosen.filter((s) => s !== 'archived');
  if (query.archived === 'only') return chosen.filter((s) => s === 'archived');
  return [...chosen];
}

/**
 * The number of quotes the filters match, without reading them all: a status-only filter sums the maintained
 * per-status counts (exact); any other filter counts at most EXACT_COUNT_LIMIT + 1 matches.
 */
export async function countQuoteMatches(
  tx: Tx,
  tenantId: string,
  query: ListQuery,
  filters: SQL | undefined,
): Promise<QuoteCount> {
  const statuses = statusesOnly(query);
  if (statuses) {
    const [row] = await tx
      .select({ n: sum(quoteStatusCounts.quoteCount).mapWith(Number) })
      .from(quoteStatusCounts)
      .where(and(eq(quoteStatusCounts.tenantId, tenantId), inArray(quoteStatusCounts.status, statuses)));
    return { total: row?.n ?? 0, totalIsExact: true };
  }
  const capped = tx
    .select({ one: sql`1`.as('one') })
    .from(quotes)
    .where(filters)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('capped');
  const [row] = await tx.select({ n: count() }).from(capped);
  const n = row?.n ?? 0;
  return n > EXACT_COUNT_LIMIT ? { total: EXACT_COUNT_LIMIT, totalIsExact: false } : { total: n, totalIsExact: true };
}
