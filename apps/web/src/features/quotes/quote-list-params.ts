import {
  FILTERABLE_STATUSES,
  QUOTE_SORTS,
  QUOTE_VIEW_MODES,
  type QuoteSort,
  type QuoteStatus,
  type QuoteViewMode,
  TIME_RANGES,
  type TimeRange,
} from '@scopewright/domain';
import type { QuoteListRequest } from '@/data/quotes';

/** The list's filters as the URL holds them (`?q=&status=sent,viewed&client=&owner=&range=&sort=&dir=`). */
export interface QuoteListFilters {
  q: string;
  status: QuoteStatus[];
  clientId: string | null;
  ownerId: string | null;
  /** A range, 'custom' (from/to), or null for any time (docs/product-rules.md#dashboard-screens). */
  range: TimeRange | 'custom' | null;
  from: string | null;
  to: string | null;
  archived: boolean;
  sort: QuoteSort;
  dir: 'asc' | 'desc';
}

export const DEFAULT_FILTERS: QuoteListFilters = {
  q: '',
  status: [],
  clientId: null,
  ownerId: null,
  range: null,
  from: null,
  to: null,
  archived: false,
  sort: 'updated',
  dir: 'desc',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the filters from the URL; an unknown or malformed value is ignored rather than sent to the API. */
export function readFilters(params: URLSearchParams): QuoteListFilters {
  const status = (params.get('status') ?? '')
    .split(',')
    .map((s) => oneOf(FILTERABLE_STATUSES, s))
    .filter((s): s is QuoteStatus => s !== null);
  const range = params.get('range') === 'custom' ? 'custom' : oneOf(TIME_RANGES, params.get('range'));
  const date = (key: string) => (DATE.test(params.get(key) ?? '') ? params.get(key) : null);
  const id = (key: string) => (UUID.test(params.get(key) ?? '') ? params.get(key) : null);
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    status: [...new Set(status)],
    clientId: id('client'),
    ownerId: id('owner'),
    range,
    from: range === 'custom' ? date('from') : null,
    to: range === 'custom' ? date('to') : null,
    archived: params.get('archived') === '1',
    sort: oneOf(QUOTE_SORTS, params.get('sort')) ?? DEFAULT_FILTERS.sort,
    dir: params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : DEFAULT_FILTERS.dir,
  };
}

/** Writes the filters into a copy of `params`, leaving other keys (the view mode) alone; defaults are omitted. */
export function writeFilters(params: URLSearchParams, filters: QuoteListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null | undefined) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set('q', filters.q.trim());
  set('status', filters.status.join(','));
  set('client', filters.clientId);
  set('owner', filters.ownerId);
  set('range', filters.range);
  set('from', filters.range === 'custom' ? filters.from : null);
  set('to', filters.range === 'custom' ? filters.to : null);
  set('archived', filters.archived ? '1' : null);
  set('sort', filters.sort === DEFAULT_FILTERS.sort ? null : filters.sort);
  set('dir', filters.dir === DEFAULT_FILTERS.dir ? null : filters.dir);
  return next;
}

/** GET /api/quotes query of the filters (QuoteListQuery); `status` narrows them (a kanban column). */
export function toListRequest(
  filters: QuoteListFilters,
  { status, limit }: { status?: QuoteStatus; limit?: number } = {},
): QuoteListRequest {
  const statuses = status ? [status] : filters.status;
  return {
    q: filters.q.trim() || undefined,
    status: statuses.length > 0 ? statuses : undefined,
    clientId: filters.clientId ?? undefined,
    ownerId: filters.ownerId ?? undefined,
    range: filters.range && filters.range !== 'custom' ? filters.range : undefined,
    from: filters.range === 'custom' ? (filters.from ?? undefined) : undefined,
    to: filters.range === 'custom' ? (filters.to ?? undefined) : undefined,
    archived: filters.archived ? 'only' : undefined,
    sort: filters.sort,
    dir: filters.dir,
    limit,
  };
}

/** How many filters narrow the list (the search and sort are not counted). */
export function countActiveFilters(filters: QuoteListFilters): number {
  return [
    filters.status.length > 0,
    filters.clientId !== null,
    filters.ownerId !== null,
    filters.range !== null,
    filters.archived,
  ].filter(Boolean).length;
}

export const isFiltered = (filters: QuoteListFilters): boolean =>
  filters.q.trim() !== '' || countActiveFilters(filters) > 0;

export const VIEW_STORAGE_KEY = 'scopewright.quotes.view';

export const readViewMode = (value: string | null): QuoteViewMode | null => oneOf(QUOTE_VIEW_MODES, value);
