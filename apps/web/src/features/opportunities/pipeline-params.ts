import { OPPORTUNITY_SORTS, type OpportunitySort, QUOTE_VIEW_MODES, type QuoteViewMode } from '@scopewright/domain';
import type { OpportunityBoardQuery, OpportunityListQuery } from '@/data/opportunities';

/** The view modes (docs/product-rules.md#dashboard-screens), the quotes screen's three. */
export type PipelineView = QuoteViewMode;
export const PIPELINE_VIEWS = QUOTE_VIEW_MODES;

/**
 * The pipeline's filters as the URL holds them (`?owner=&client=&stage=&from=&to=&min=&max=&stale=&sort=`). Values
 * are whole currency units in the URL (what a person types), cents for the API.
 */
export interface PipelineFilters {
  ownerId: string | null;
  clientId: string | null;
  stageId: string | null;
  closeFrom: string | null;
  closeTo: string | null;
  minValue: number | null;
  maxValue: number | null;
  staleDays: number | null;
  sort: OpportunitySort;
}

export const DEFAULT_FILTERS: PipelineFilters = {
  ownerId: null,
  clientId: null,
  stageId: null,
  closeFrom: null,
  closeTo: null,
  minValue: null,
  maxValue: null,
  staleDays: null,
  sort: 'updated',
};

/** "No activity for N days" choices. */
export const STALE_DAY_CHOICES = [7, 14, 30, 60, 90] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_UNITS = 1_000_000_000;

const wholeNumber = (value: string | null, max: number): number | null => {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n <= max ? n : null;
};

/** Reads the filters from the URL; an unknown or malformed value is no filter rather than a 422. */
export function readFilters(params: URLSearchParams): PipelineFilters {
  const id = (key: string) => (UUID.test(params.get(key) ?? '') ? params.get(key) : null);
  const date = (key: string) => (DATE.test(params.get(key) ?? '') ? params.get(key) : null);
  const stale = wholeNumber(params.get('stale'), 3650);
  const sort = params.get('sort');
  return {
    ownerId: id('owner'),
    clientId: id('client'),
    stageId: id('stage'),
    closeFrom: date('from'),
    closeTo: date('to'),
    minValue: wholeNumber(params.get('min'), MAX_UNITS),
    maxValue: wholeNumber(params.get('max'), MAX_UNITS),
    staleDays: stale && stale > 0 ? stale : null,
    sort: (OPPORTUNITY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as OpportunitySort) : 'updated',
  };
}

/** Writes the filters into a copy of `params`, leaving other keys (view, open deal) alone; defaults are omitted. */
export function writeFilters(params: URLSearchParams, filters: PipelineFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | number | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  };
  set('owner', filters.ownerId);
  set('client', filters.clientId);
  set('stage', filters.stageId);
  set('from', filters.closeFrom);
  set('to', filters.closeTo);
  set('min', filters.minValue);
  set('max', filters.maxValue);
  set('stale', filters.staleDays);
  set('sort', filters.sort === DEFAULT_FILTERS.sort ? null : filters.sort);
  return next;
}

const cents = (units: number | null) => (units === null ? undefined : units * 100);

/** GET /api/opportunities/board's query (the board shows every stage; a stage filter picks the column). */
export function toBoardQuery(filters: PipelineFilters): OpportunityBoardQuery {
  const query: OpportunityBoardQuery = {
    ownerId: filters.ownerId ?? undefined,
    clientId: filters.clientId ?? undefined,
    closeFrom: filters.closeFrom ?? undefined,
    closeTo: filters.closeTo ?? undefined,
    minValueCents: cents(filters.minValue),
    maxValueCents: cents(filters.maxValue),
    staleDays: filters.staleDays ?? undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as OpportunityBoardQuery;
}

/** GET /api/opportunities's query. */
export function toListQuery(filters: PipelineFilters): OpportunityListQuery {
  return { ...toBoardQuery(filters), ...(filters.stageId ? { stageId: filters.stageId } : {}), sort: filters.sort };
}

/** How many filters narrow the pipeline (the sort is not one). */
export function countActiveFilters(filters: PipelineFilters): number {
  const { sort: _sort, ...rest } = filters;
  return Object.values(rest).filter((value) => value !== null).length;
}

export const readView = (value: string | null): PipelineView | null =>
  (PIPELINE_VIEWS as readonly string[]).includes(value ?? '') ? (value as PipelineView) : null;
