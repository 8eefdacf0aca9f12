import { queryShaped, withTenant, type Tx } from '@scopewright/db';
import { QUOTE_API_COPY, timeRangeStart, type QuoteListPage } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { countQuoteMatches } from './count-quote-matches';
import { cachedQuoteCount } from './quote-count-cache';
import { decodeCursor, encodeCursor } from './quote-list-cursor';
import { isFiltered, listFilterValues, SORT_KEYS, type ListQuery } from './quote-list.queries';
import { quotePageStatement, searchIds, type PageStrategy } from './quote-page-statements';
import { toListItem, type ListRow } from './quote.queries';
import type { QuoteListCursor } from './quote-list-cursor';

type PageRow = ListRow & { sortKey: string };

/**
 * One row more than the page (quote-page-statements.ts): a search with few matches reads among their ids; a
 * common one walks the sort, and asks every match's id only when the walk falls short.
 */
async function readPage(
  tx: Tx,
  query: ListQuery,
  values: Record<string, unknown>,
  cursor: QuoteListCursor | null,
): Promise<PageRow[]> {
  const read = (strategy: PageStrategy) =>
    queryShaped<PageRow>(tx, quotePageStatement(query, cursor !== null, strategy), {
      ...values,
      cursorValue: cursor?.v,
      cursorId: cursor?.i,
      limit: query.limit + 1,
    });
  if (!query.q) return read(isFiltered(query) ? 'filtered' : 'sorted');
  if (values.ids) return read('search-ids');
  const walked = await read('search-walk');
  return walked.length > query.limit ? walked : read('search-index');
}

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
 * more than asked, to know whether another page follows; quote-page-statements.ts says how); a first page holding
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
    const filterValues = listFilterValues(ctx.tenantId, query, now);
    // A search's few matches, once for the page and the count.
    const values = query.q ? { ...filterValues, ids: await searchIds(tx, filterValues) } : filterValues;
    const rows = await readPage(tx, query, values, cursor);
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
