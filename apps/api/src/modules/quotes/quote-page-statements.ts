import { queryPrepared, shapedStatements, type PreparedStatement, type Tx } from '@scopewright/db';
import { and, sql, type SQL } from 'drizzle-orm';
import {
  afterCursor,
  filterShapeOf,
  listFilters,
  orderOf,
  searchCondition,
  SORT_KEYS,
  type ListQuery,
} from './quote-list.queries';
import { LIST_ROW_COLUMNS } from './quote.queries';

/**
 * How a page is read (ADR 0036):
 * - `sorted`: no filter but archiving; one best plan (the sort's index), so a shared prepared statement;
 * - `filtered`: planned per call for its values (a client with three quotes and one with thousands want
 *   different plans);
 * - `search-walk`: the first SEARCH_WALK_ROWS rows in the sort's order, tested one by one: a common word fills
 *   the page within them;
 * - `search-ids`: when the walk falls short, the page among the matches' ids (searchIds): a rare word or a quote
 *   number, which a walk would look for through the whole workspace;
 * - otherwise `filtered`, row by row: a word with too many matches for `search-ids` that the walk did not find
 *   often enough (an old one, a narrow filter), or one under three characters.
 */
export type PageStrategy = 'sorted' | 'filtered' | 'search-ids' | 'search-walk';

export const SEARCH_WALK_ROWS = 1_000;
/** A search with at most this many matches in the workspace reads its page among their ids. */
export const SEARCH_FEW_MATCHES = 1_000;

const SEARCH_IDS: PreparedStatement = {
  name: 'quote-search-ids',
  text: 'select array(select app_search_quote_ids($1, $2::int, $3)) as ids',
};

/**
 * The ids of the workspace's matches when there are at most SEARCH_FEW_MATCHES of them; null when more, or when
 * the search is under three characters (no trigrams: the search indexes cannot find it).
 */
export async function searchIds(tx: Tx, values: Record<string, unknown>): Promise<string[] | null> {
  if (typeof values.pattern !== 'string' || values.pattern.length < 5) return null;
  const [row] = await queryPrepared<{ ids: string[] }>(tx, SEARCH_IDS, [
    values.pattern,
    values.number,
    SEARCH_FEW_MATCHES + 1,
  ]);
  const ids = row?.ids ?? [];
  return ids.length > SEARCH_FEW_MATCHES ? null : ids;
}

const families = {
  sorted: shapedStatements('quote-list-page'),
  filtered: shapedStatements('quote-list-filtered', { plan: 'per-call' }),
  'search-ids': shapedStatements('quote-search-ids-page', { plan: 'per-call' }),
  'search-walk': shapedStatements('quote-search-walk', { plan: 'per-call' }),
};

const limitSlot = sql.placeholder('limit');

function buildPage(query: ListQuery, withCursor: boolean, strategy: PageStrategy): SQL {
  const { expr } = SORT_KEYS[query.sort];
  const order = sql.join(orderOf(query.sort, query.dir), sql`, `);
  const where = (filters: SQL | undefined) => (withCursor ? and(filters, afterCursor(query.sort, query.dir)) : filters);
  // The sort value as Postgres prints it: the next cursor compares exactly (timestamps keep microseconds).
  const columns = sql`${LIST_ROW_COLUMNS}, (${expr})::text as "sortKey"`;
  if (strategy === 'search-walk') {
    return sql`select ${columns} from (select * from quotes where ${where(listFilters(query, 'none'))}
        order by ${order} limit ${SEARCH_WALK_ROWS}) quotes
      where ${searchCondition('match')} order by ${order} limit ${limitSlot}`;
  }
  const filters = listFilters(query, strategy === 'search-ids' ? 'ids' : 'match');
  return sql`select ${columns} from quotes where ${where(filters)} order by ${order} limit ${limitSlot}`;
}

/** A page's statement for the query's filters, sort and cursor; the limit and every value are placeholders. */
export const quotePageStatement = (query: ListQuery, withCursor: boolean, strategy: PageStrategy) =>
  families[strategy](`${query.sort} ${query.dir} ${withCursor ? 'after' : 'first'} ${filterShapeOf(query)}`, () =>
    buildPage(query, withCursor, strategy),
  );
