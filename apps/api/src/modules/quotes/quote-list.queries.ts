import { quotes } from '@scopewright/db';
import { dateSpanBounds, timeRangeStart, type QuoteListQuery, type QuoteSort } from '@scopewright/domain';
import { and, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { QuoteListCursor, SortKeyKind } from './quote-list-cursor';

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

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** "Q-1042", "q1042" or "1042" name a quote number. */
const quoteNumberOf = (q: string): number | null => {
  const match = /^(?:q-?)?(\d{1,9})$/i.exec(q.trim());
  return match ? Number(match[1]) : null;
};

/** Every filter of the query (not the cursor): the page and the count share them. */
export function listFilters(tenantId: string, query: ListQuery, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(quotes.tenantId, tenantId)];
  // Archiving sets status 'archived' with archived_at: filtering on status lets counts use the status index alone.
  if (query.archived === 'exclude') conditions.push(ne(quotes.status, 'archived'));
  if (query.archived === 'only') conditions.push(eq(quotes.status, 'archived'));
  if (query.status && query.status.length > 0) conditions.push(inArray(quotes.status, query.status));
  if (query.clientId) conditions.push(eq(quotes.clientId, query.clientId));
  if (query.ownerId) conditions.push(eq(quotes.ownerId, query.ownerId));
  if (query.range) conditions.push(gte(quotes.createdAt, timeRangeStart(query.range, now)));
  const { start, end } = dateSpanBounds(query.from, query.to);
  if (start) conditions.push(gte(quotes.createdAt, start));
  if (end) conditions.push(lt(quotes.createdAt, end));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const number = quoteNumberOf(query.q);
    conditions.push(
      or(
        // Both columns sit in one trigram index (ADR 0036); the client's is its name in lower case.
        ilike(quotes.title, pattern),
        ilike(quotes.clientSortKey, pattern),
        number === null ? undefined : eq(quotes.number, number),
      ),
    );
  }
  return and(...conditions);
}

/** Rows after the cursor in the sort's order: a row comparison on (key, id) the indexes serve. */
export function afterCursor(sort: QuoteSort, dir: 'asc' | 'desc', cursor: QuoteListCursor): SQL {
  const { expr, kind, unique } = SORT_KEYS[sort];
  const value = sql`cast(${cursor.v} as ${sql.raw(CASTS[kind])})`;
  if (unique) return dir === 'desc' ? sql`${expr} < ${value}` : sql`${expr} > ${value}`;
  return dir === 'desc'
    ? sql`(${expr}, ${quotes.id}) < (${value}, ${cursor.i}::uuid)`
    : sql`(${expr}, ${quotes.id}) > (${value}, ${cursor.i}::uuid)`;
}

/** The keys are never null; the NULLS clause only lets the planner match the index's order (a range scan). */
export function orderOf(sort: QuoteSort, dir: 'asc' | 'desc'): SQL[] {
  const nulls = SORT_KEYS[sort].descIndex ? (dir === 'desc' ? ' nulls last' : ' nulls first') : '';
  const direction = sql.raw(`${dir}${nulls}`);
  const key = sql`${SORT_KEYS[sort].expr} ${direction}`;
  return SORT_KEYS[sort].unique ? [key] : [key, sql`${quotes.id} ${direction}`];
}
