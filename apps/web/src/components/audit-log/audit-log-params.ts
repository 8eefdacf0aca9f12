import {
  AUDIT_ACTIONS,
  AUDIT_CATEGORY_NAMES,
  isAuditAction,
  isIsoDate,
  resolveTimeRange,
  TIME_RANGES,
  type AuditAction,
  type AuditCategory,
  type TimeRange,
} from '@scopewright/domain';
import { useSearchParams } from 'react-router';
import type { AuditLogFilters } from '@/data/audit-log';

/**
 * The audit log's view in the URL, so a filtered view can be linked (the workspace detail links to
 * `/dashboard/superadmin/audit?tenantId=…`): a preset `range` (the calendar period containing today, UTC) or
 * custom `from`/`to` days, and the other filters as the API names them.
 */
export interface AuditLogView {
  range: TimeRange | null;
  from?: string;
  to?: string;
  category?: AuditCategory;
  action?: AuditAction;
  actor?: string;
  tenantId?: string;
  targetType?: string;
  targetId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TEXT_MAX = 200;
const KEYS = ['range', 'from', 'to', 'category', 'action', 'actor', 'tenantId', 'targetType', 'targetId'] as const;

const text = (value: string | null) => value?.trim().slice(0, TEXT_MAX) || undefined;

/** The view the URL describes; anything unreadable is left out (the API would refuse it). */
export function readAuditLogView(params: URLSearchParams, isPlatform: boolean): AuditLogView {
  const view: AuditLogView = { range: TIME_RANGES.find((range) => range === params.get('range')) ?? null };
  if (!view.range) {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    if (isIsoDate(from)) view.from = from;
    if (isIsoDate(to) && (!view.from || to >= view.from)) view.to = to;
  }
  const category = AUDIT_CATEGORY_NAMES.find((name) => name === params.get('category'));
  if (category) view.category = category;
  const action = params.get('action') ?? '';
  if (isAuditAction(action) && (!category || AUDIT_ACTIONS[action].category === category)) view.action = action;
  const actor = text(params.get('actor'));
  if (actor) view.actor = actor;
  const tenantId = params.get('tenantId') ?? '';
  if (isPlatform && UUID.test(tenantId)) view.tenantId = tenantId;
  const targetType = text(params.get('targetType'));
  if (targetType) {
    view.targetType = targetType;
    const targetId = text(params.get('targetId'));
    if (targetId) view.targetId = targetId;
  }
  return view;
}

/** The URL for a view: its filters set, the rest of the URL kept as it was. */
export function writeAuditLogView(prev: URLSearchParams, view: AuditLogView): URLSearchParams {
  const out = new URLSearchParams(prev);
  for (const key of KEYS) out.delete(key);
  for (const key of KEYS) {
    const value = view[key];
    if (value) out.set(key, value);
  }
  return out;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A preset's first and last day (inclusive, UTC): "week" is the Monday-to-Sunday week containing `now`. */
export function presetDays(range: TimeRange, now: Date): { from: string; to: string } {
  const span = resolveTimeRange(range, now, 'UTC');
  return { from: day(span.start), to: day(span.end - 1) };
}

/** What the API is asked: the view's filters, a preset turned into its days as of `now`. */
export function auditLogFilters(view: AuditLogView, now: Date): AuditLogFilters {
  const { range, ...rest } = view;
  const filters: AuditLogFilters = {};
  for (const [key, value] of Object.entries(range ? { ...rest, ...presetDays(range, now) } : rest)) {
    if (value) (filters as Record<string, string>)[key] = value;
  }
  return filters;
}

/** Whether any filter narrows the log (the empty state says "match these filters" rather than "nothing yet"). */
export const isFiltered = (view: AuditLogView) => KEYS.some((key) => Boolean(view[key]));

export function useAuditLogView(isPlatform: boolean) {
  const [params, setParams] = useSearchParams();
  const view = readAuditLogView(params, isPlatform);
  // Each change of filters is a history entry: Back returns to the view before.
  const setView = (next: AuditLogView) => setParams((prev) => writeAuditLogView(prev, next));
  return { view, setView };
}
