import { isIsoDate, QUOTE_API_COPY, QUOTE_SORTS, type QuoteSort } from '@scopewright/domain';
import { z } from 'zod';
import { AppError } from '../../platform/errors';

/** What a sort key is in SQL: the cursor's value is its text form, cast back when the next page is read. */
export type SortKeyKind = 'timestamp' | 'integer' | 'text';

/**
 * The opaque keyset cursor of GET /api/quotes: the last row's sort value (Postgres' own text form, so timestamps
 * keep their microseconds) and id, with the sort it belongs to; base64url JSON.
 */
const Cursor = z.strictObject({
  s: z.enum(QUOTE_SORTS),
  d: z.enum(['asc', 'desc']),
  v: z.string().max(300),
  i: z.uuid(),
});
export type QuoteListCursor = z.infer<typeof Cursor>;

const VALUE_PATTERNS: Record<SortKeyKind, RegExp> = {
  timestamp: /^\d{4}-\d{2}-\d{2}[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?([+-](0\d|1[0-5])(:[0-5]\d)?|Z)$/,
  integer: /^-?\d{1,18}$/,
  text: /^[\s\S]*$/,
};

export function encodeCursor(cursor: QuoteListCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

const invalid = () =>
  new AppError('VALIDATION', QUOTE_API_COPY.invalidCursor, {
    details: [{ path: 'cursor', message: QUOTE_API_COPY.invalidCursor }],
  });

/** A cursor of this sort and direction, or 422 for anything tampered with, truncated or from another sort. */
export function decodeCursor(raw: string, sort: QuoteSort, dir: 'asc' | 'desc', kind: SortKeyKind): QuoteListCursor {
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(raw)) throw invalid();
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const result = Cursor.safeParse(parsed);
  if (!result.success) throw invalid();
  const cursor = result.data;
  if (cursor.s !== sort || cursor.d !== dir || !VALUE_PATTERNS[kind].test(cursor.v)) throw invalid();
  // A tampered timestamp of the right shape naming no real day would fail in SQL.
  if (kind === 'timestamp' && !isIsoDate(cursor.v.slice(0, 10))) throw invalid();
  return cursor;
}
