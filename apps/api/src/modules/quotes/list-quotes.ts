import { queryShaped, shapedStatements, withTenant } from '@scopewright/db';
import { QUOTE_API_COPY, timeRangeStart, type QuoteListPage } from '@scopewright/domain';
import { and, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { countQuoteMatches } from './count-quote-matches';
import { cachedQuoteCount } from './quote-count-cache';
import { decodeCursor, encodeCursor } from './quote-list-cursor';
import {
  afterCursor,
  filterShapeOf,
  listFilters,
  listFilterValues,
  orderOf,
  SORT_KEYS,
  type ListQuery,
} from './quote-list.queries';
import { LIST_ROW_COLUMNS, toListItem, type ListRow } from './quote.queries';

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

const pageStatement = shapedStatements('quote-list-page');

/** The page's statement for the query's filters, sort and cursor; the limit and every value are placeholders. */
export const quotePageStatement = (query: ListQuery, withCursor: boolean) =>
  pageStatement(`${query.sort} ${query.dir} ${withCursor ? 'after' : 'first'} ${filterShapeOf(query)}`, () => {
    const filters = listFilters(query);
    const { expr } = SORT_KEYS[query.sort];
    // The sort value as Postgres prints it: the next cursor compares exactly (timestamps keep microseconds).
    return sql`select ${LIST_ROW_COLUMNS}, (${expr})::text as "sortKey" from quotes
      where ${withCursor ? and(filters, afterCursor(query.sort, query.dir)) : filters}
      order by ${sql.join(orderOf(query.sort, query.dir), sql`, `)} limit ${sql.placeholder('limit')}`;
  });

/**
 * GET /api/quotes: one page in keyset order plus the number of matches. The page reads `quotes` alone (one row
 * more than asked, to know whether another page follows) in a prepared statement per shape; a first page holding
 * every match is its own count, and other counts read no more than EXACT_COUNT_LIMIT rows (countQuoteMatches).
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
    const values = listFilterValues(ctx.tenantId, query, now);
    const rows = await queryShaped<ListRow & { sortKey: string }>(tx, quotePageStatement(query, cursor !== null), {
      ...values,
      cursorValue: cursor?.v,
      cursorId: cursor?.i,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = rows.length > limit ? page.at(-1) : undefined;
    const nextCursor = last ? encodeCursor({ s: sort, d: dir, v: last.sortKey, i: last.id }) : null;
    const count =
      !cursor && !last
        ? { total: page.length, totalIsExact: true }
        : await cachedQuoteCount(ctx.tenantId, filterKeyOf(query, now), () => countQuoteMatches(tx, query, values));
    return { items: page.map(toListItem), nextCursor, ...count };
  });
}
