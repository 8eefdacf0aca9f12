import { quotes, withTenant } from '@scopewright/db';
import { QUOTE_API_COPY, timeRangeStart, type QuoteListPage } from '@scopewright/domain';
import { and, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { countQuoteMatches } from './count-quote-matches';
import { cachedQuoteCount } from './quote-count-cache';
import { decodeCursor, encodeCursor } from './quote-list-cursor';
import { afterCursor, listFilters, orderOf, SORT_KEYS, type ListQuery } from './quote-list.queries';
import { LIST_COLUMNS, LIST_NAME_COLUMNS, toListItem } from './quote.queries';

/** What the count depends on: the filters, with a range resolved to its start. */
const filterKeyOf = (query: ListQuery, now: Date) =>
  JSON.stringify([
    query.q ?? '',
    [...(query.status ?? [])].sort(),
    query.clientId ?? '',
    query.ownerId ?? '',
    query.range ? timeRangeStart(query.range, now).toISOString() : '',
    query.from ?? '',
    query.to ?? '',
    query.archived,
  ]);

/**
 * GET /api/quotes: one page in keyset order plus the number of matches. The page reads `quotes` alone (one row
 * more than asked, to know whether another page follows); a first page holding every match is its own count, and
 * other counts read no more than EXACT_COUNT_LIMIT rows (countQuoteMatches).
 */
export async function listQuotes(ctx: TenantContext, query: ListQuery, now = new Date()): Promise<QuoteListPage> {
  if (query.from && query.to && query.from > query.to) {
    throw new AppError('VALIDATION', QUOTE_API_COPY.invalidDateRange, {
      details: [{ path: 'from', message: QUOTE_API_COPY.invalidDateRange }],
    });
  }
  const { sort, dir, limit } = query;
  const cursor = query.cursor ? decodeCursor(query.cursor, sort, dir, SORT_KEYS[sort].kind) : null;

  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const filters = listFilters(ctx.tenantId, query, now);
    const rows = await tx
      .select({
        ...LIST_COLUMNS,
        ...LIST_NAME_COLUMNS,
        // The sort value as Postgres prints it: the next cursor compares exactly (timestamps keep microseconds).
        sortKey: sql<string>`(${SORT_KEYS[sort].expr})::text`,
      })
      .from(quotes)
      .where(cursor ? and(filters, afterCursor(sort, dir, cursor)) : filters)
      .orderBy(...orderOf(sort, dir))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = rows.length > limit ? page.at(-1) : undefined;
    const nextCursor = last ? encodeCursor({ s: sort, d: dir, v: last.sortKey, i: last.id }) : null;
    const count =
      !cursor && !last
        ? { total: page.length, totalIsExact: true }
        : await cachedQuoteCount(ctx.tenantId, filterKeyOf(query, now), () =>
            countQuoteMatches(tx, ctx.tenantId, query, filters),
          );
    return { items: page.map(toListItem), nextCursor, ...count };
  });
}
