import { EMAIL_LOG_STATUSES, EMAIL_LOG_TYPES, EMAIL_METRIC_RANGES, isIsoDate } from '@scopewright/domain';
import { useSearchParams } from 'react-router';
import type { EmailLogQuery, EmailMetricRange } from '@/data/email-logs';

/** The screen's state in the URL: filters, page, the metrics' range and the open email (shareable, back works). */
export interface EmailLogView {
  filters: Omit<EmailLogQuery, 'page' | 'pageSize'>;
  page: number;
  range: EmailMetricRange;
  /** The email whose detail is open. */
  log: string | null;
}

export const DEFAULT_RANGE: EmailMetricRange = 'month';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TEXT_KEYS = ['templateName', 'recipient', 'q'] as const;

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** The view the URL describes; anything unreadable is left out (the API would refuse it). */
export function readEmailLogView(params: URLSearchParams, isPlatform: boolean): EmailLogView {
  const filters: EmailLogView['filters'] = {};
  const status = pick(EMAIL_LOG_STATUSES, params.get('status'));
  if (status) filters.status = status;
  const emailType = pick(EMAIL_LOG_TYPES, params.get('emailType'));
  if (emailType) filters.emailType = emailType;
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value.slice(0, 200);
  }
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (isIsoDate(from)) filters.from = from;
  if (isIsoDate(to) && (!filters.from || to >= filters.from)) filters.to = to;
  const tenantId = params.get('tenantId') ?? '';
  if (isPlatform && UUID.test(tenantId)) filters.tenantId = tenantId;
  const page = Number(params.get('page'));
  const log = params.get('log') ?? '';
  return {
    filters,
    page: Number.isInteger(page) && page >= 1 && page <= 200 ? page : 1,
    range: pick(EMAIL_METRIC_RANGES, params.get('range')) ?? DEFAULT_RANGE,
    log: UUID.test(log) ? log : null,
  };
}

const FILTER_KEYS = ['status', 'emailType', 'templateName', 'recipient', 'from', 'to', 'q', 'tenantId'] as const;

export function writeEmailLogView(prev: URLSearchParams, view: EmailLogView): URLSearchParams {
  const out = new URLSearchParams(prev);
  for (const key of [...FILTER_KEYS, 'page', 'range', 'log']) out.delete(key);
  for (const key of FILTER_KEYS) {
    const value = view.filters[key];
    if (value) out.set(key, value);
  }
  if (view.page > 1) out.set('page', String(view.page));
  if (view.range !== DEFAULT_RANGE) out.set('range', view.range);
  if (view.log) out.set('log', view.log);
  return out;
}

export function useEmailLogView(isPlatform: boolean) {
  const [params, setParams] = useSearchParams();
  const view = readEmailLogView(params, isPlatform);
  const update = (change: Partial<EmailLogView>, options: { replace?: boolean } = {}) =>
    setParams((prev) => writeEmailLogView(prev, { ...readEmailLogView(prev, isPlatform), ...change }), options);
  /** New filters start again at page 1. */
  const setFilters = (filters: EmailLogView['filters']) => update({ filters, page: 1 });
  return { view, update, setFilters };
}
