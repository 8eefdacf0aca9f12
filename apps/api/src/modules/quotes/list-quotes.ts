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
 * One row more than the page (quote-page-statements.ts): a search walks the start of the sort's order, where a
 * common word fills the page; when the walk falls short it asks the search indexes for the matches' ids and, if
 * they are few, reads the page among them (`ids`, kept for the count); otherwise it tests every row.
 */
async function readPage(
  tx: Tx,
  query: ListQuery,
  values: Record<string, unknown>,
  cursor: QuoteListCursor | null,
): Promise<{ rows: PageRow[]; ids?: string[] }> {
  const read = (strategy: PageStrategy, ids?: string[]) =>
    queryShaped<PageRow>(tx, quotePageStatement(query, cursor !== null, strategy), {
      ...values,
      ids,
      cursorValue: cursor?.v,
      cursorId: cursor?.i,
      limit: query.limit + 1,
    });
  if (!query.q) return { rows: await read(isFiltered(query) ? 'filtered' : 'sorted') };
  const walked = await read('search-walk');
  if (walked.length > query.limit) return { rows: walked };
  const ids = await searchIds(tx, values);
  return ids ? { rows: await read('search-ids', ids), ids } : { rows: await read('filtered') };
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
    const values = listFilterValues(ctx.tenantId, query, now);
    const { rows, ids } = await readPage(tx, query, values, cursor);
    const page = rows.slice(0, limit);
    const last = rows.length > limit ? page.at(-1) : undefined;
    const nextCursor = last ? encodeCursor({ s: sort, d: dir, v: last.sortKey, i: last.id }) : null;
    const count =
      !cursor && !last
        ? { total: page.length, totalIsExact: true }
        : await cachedQuoteCount(ctx.tenantId, filterKeyOf(query, now), () =>
            countQuoteMatches(tx, query, { ...values, ids }),
          );
    return { items: page.map(toListItem), nextCursor, ...count };
  });
}
