import { quotes } from '@scopewright/db';
import { dateSpanBounds, timeRangeStart, type QuoteListQuery, type QuoteSort } from '@scopewright/domain';
import { and, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SortKeyKind } from './quote-list-cursor';
import { containsPattern } from '../../platform/contains-pattern';

export type ListQuery = z.output<typeof QuoteListQuery>;

/** Nulls (no revenue) sort as the lowest margin: below any real one, negative margins included. */
const NO_MARGIN = -2_147_483_648;

/**
 * `unique`: the key alone orders the tenant's quotes (no id tiebreak), so its unique index serves the page.
 * `descIndex`: its index is built DESC NULLS LAST; the ORDER BY must say the same for the index to serve it.
 */
export const SORT_KEYS: Record<QuoteSort, { expr: SQL; kind: SortKeyKind; unique?: boolean; descIndex?: boolean }> = {
  updated: { expr: sql`${quotes.updatedAt}`, kind: 'timestamp', descIndex: true },
  created: { expr: sql`${quotes.createdAt}`, kind: 'timestamp', descIndex: true },
  number: { expr: sql`${quotes.number}`, kind: 'integer', unique: true },
  title: { expr: sql`lower(${quotes.title})`, kind: 'text' },
  // lower(client name) kept on the quote by triggers (ADR 0036): an index serves it, no join.
  client: { expr: sql`${quotes.clientSortKey}`, kind: 'text' },
  one_time: { expr: sql`${quotes.oneTimeTotalCents}`, kind: 'integer' },
  mrr: { expr: sql`${quotes.mrrCents}`, kind: 'integer' },
  tcv: { expr: sql`${quotes.tcvCents}`, kind: 'integer' },
  margin: { expr: sql`coalesce(${quotes.marginBps}, ${sql.raw(String(NO_MARGIN))})`, kind: 'integer' },
};

const CASTS: Record<SortKeyKind, string> = { timestamp: 'timestamptz', integer: 'bigint', text: 'text' };

/** "Q-1042", "q1042" or "1042" name a quote number. */
const quoteNumberOf = (q: string): number | null => {
  const match = /^(?:q-?)?(\d{1,9})$/i.exec(q.trim());
  return match ? Number(match[1]) : null;
};

/** The values of a page's or a count's statement: each placeholder the shape may hold, named as below. */
const slot = (name: string) => sql.placeholder(name);

/** Which filters a query uses: the shape of its statements (the values go in as placeholders). */
export const filterShapeOf = (query: ListQuery) =>
  [
    query.archived,
    query.status && query.status.length > 0 ? 's' : '',
    query.clientId ? 'c' : '',
    query.ownerId ? 'o' : '',
    query.range ? 'r' : '',
    query.from ? 'f' : '',
    query.to ? 't' : '',
    query.q ? 'q' : '',
  ].join('');

/** Whether the query filters by more than archiving (a status, client, owner, date or search). */
export const isFiltered = (query: ListQuery): boolean => filterShapeOf(query) !== query.archived;

/**
 * How a search is written: `match` tests each row (ILIKE, which row-level security keeps off the trigram index);
 * `ids` takes the matches from the placeholder `ids`, asked of the search indexes beforehand
 * (app_search_quote_ids, migration 0024); `none` leaves the search out.
 */
export type SearchMode = 'match' | 'ids' | 'none';

/** The search condition alone (the query must have one). */
export function searchCondition(mode: Exclude<SearchMode, 'none'>): SQL {
  if (mode === 'ids') return sql`${quotes.id} = any(${slot('ids')}::uuid[])`;
  // Both columns sit in one trigram index (ADR 0036); the client's is its name in lower case.
  return sql`(${quotes.title} ilike ${slot('pattern')} or ${quotes.clientSortKey} ilike ${slot('pattern')}
    or ${quotes.number} = ${slot('number')}::int)`;
}

/** Every filter of the query (not the cursor), with placeholders for its values: the page and the count share them. */
export function listFilters(query: ListQuery, search: SearchMode = 'match'): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(quotes.tenantId, slot('tenantId'))];
  // Archiving sets status 'archived' with archived_at: filtering on status lets counts use the status index alone.
  if (query.archived === 'exclude') conditions.push(ne(quotes.status, 'archived'));
  if (query.archived === 'only') conditions.push(eq(quotes.status, 'archived'));
  if (query.status && query.status.length > 0) conditions.push(sql`${quotes.status} = any(${slot('status')}::text[])`);
  if (query.clientId) conditions.push(eq(quotes.clientId, slot('clientId')));
  if (query.ownerId) conditions.push(eq(quotes.ownerId, slot('ownerId')));
  if (query.range) conditions.push(gte(quotes.createdAt, slot('rangeStart')));
  if (query.from) conditions.push(gte(quotes.createdAt, slot('start')));
  if (query.to) conditions.push(lt(quotes.createdAt, slot('end')));
  if (query.q && search !== 'none') conditions.push(searchCondition(search));
  return and(...conditions);
}

/** The values listFilters' placeholders stand for. */
export function listFilterValues(
  tenantId: string,
  query: ListQuery,
  now: Date,
): Record<string, unknown> & { tenantId: string } {
  const { start, end } = dateSpanBounds(query.from, query.to);
  return {
    tenantId,
    status: query.status,
    clientId: query.clientId,
    ownerId: query.ownerId,
    rangeStart: query.range ? timeRangeStart(query.range, now) : undefined,
    start,
    end,
    pattern: query.q ? containsPattern(query.q) : undefined,
    number: query.q ? quoteNumberOf(query.q) : null,
  };
}

/** Rows after the cursor in the sort's order (placeholders cursorValue, cursorId): a row comparison the indexes serve. */
export function afterCursor(sort: QuoteSort, dir: 'asc' | 'desc'): SQL {
  const { expr, kind, unique } = SORT_KEYS[sort];
  const value = sql`cast(${slot('cursorValue')} as ${sql.raw(CASTS[kind])})`;
  if (unique) return dir === 'desc' ? sql`${expr} < ${value}` : sql`${expr} > ${value}`;
  const id = sql`${slot('cursorId')}::uuid`;
  return dir === 'desc'
    ? sql`(${expr}, ${quotes.id}) < (${value}, ${id})`
    : sql`(${expr}, ${quotes.id}) > (${value}, ${id})`;
}

/** The keys are never null; the NULLS clause only lets the planner match the index's order (a range scan). */
export function orderOf(sort: QuoteSort, dir: 'asc' | 'desc'): SQL[] {
  const nulls = SORT_KEYS[sort].descIndex ? (dir === 'desc' ? ' nulls last' : ' nulls first') : '';
  const direction = sql.raw(`${dir}${nulls}`);
  const key = sql`${SORT_KEYS[sort].expr} ${direction}`;
  return SORT_KEYS[sort].unique ? [key] : [key, sql`${quotes.id} ${direction}`];
}
