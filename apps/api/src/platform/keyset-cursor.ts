import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './errors';

/** An opaque keyset position: the sort key as text (timestamps keep their microseconds) and the row id. */
export interface KeysetCursor {
  key: string;
  id: string;
}

export const encodeKeysetCursor = (cursor: KeysetCursor): string =>
  Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeKeysetCursor(value: string): KeysetCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      UUID.test(parsed[1])
    ) {
      return { key: parsed[0], id: parsed[1] };
    }
  } catch {
    // falls through to the validation error
  }
  throw new AppError('VALIDATION', undefined, {
    details: [{ path: 'query.cursor', message: 'This page link is no longer valid. Start from the first page.' }],
  });
}

/**
 * One sort of a keyset-paged list: its key, the key as text for the cursor, and how cursor text is cast back.
 * The order and the "after the cursor" predicate are built from the same `expr`, so they cannot disagree.
 */
export interface KeysetSort {
  expr: SQL;
  asText: SQL;
  cast: (value: string) => SQL;
  dir: 'asc' | 'desc';
}

/** `order by key, id` in the sort's direction; the id breaks ties, so every row has one place. */
export const keysetOrder = (sort: KeysetSort, id: AnyPgColumn): SQL =>
  sort.dir === 'asc' ? sql`${sort.expr} asc, ${id} asc` : sql`${sort.expr} desc, ${id} desc`;

/** The rows after the cursor in that order; no cursor, no condition (the first page). */
export function keysetAfter(sort: KeysetSort, id: AnyPgColumn, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const at = decodeKeysetCursor(cursor);
  return sort.dir === 'asc'
    ? sql`(${sort.expr}, ${id}) > (${sort.cast(at.key)}, ${at.id}::uuid)`
    : sql`(${sort.expr}, ${id}) < (${sort.cast(at.key)}, ${at.id}::uuid)`;
}

/** Rows read with `limit + 1`: the page, and the cursor after its last row when another row follows. */
export function keysetPage<T>(rows: T[], limit: number, positionOf: (row: T) => KeysetCursor) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeKeysetCursor(positionOf(last)) : null };
}
