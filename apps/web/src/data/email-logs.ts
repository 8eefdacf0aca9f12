import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from './api-schema.gen';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { typedApi, type ApiQuery, type ApiResponse } from './typed-api';

type Schemas = components['schemas'];

/** Whose emails: the workspace's own (Admin → Email Analytics) or every workspace's (Super admin → Email). */
export type EmailLogScope = 'workspace' | 'platform';
export type EmailLogPage = ApiResponse<'/api/email-logs', 'get'>;
export type EmailLogSummary = Schemas['EmailLogSummary'];
export type EmailLogDetail = Schemas['EmailLogDetail'];
export type EmailMetrics = Schemas['EmailMetrics'];
export type EmailLogStatus = EmailLogSummary['status'];
/** The platform's filters: the workspace's plus tenantId. */
export type EmailLogQuery = NonNullable<ApiQuery<'/api/platform/email-logs', 'get'>>;
export type EmailMetricsQuery = NonNullable<ApiQuery<'/api/platform/email-logs/metrics', 'get'>>;
export type EmailMetricRange = NonNullable<EmailMetricsQuery['range']>;

export const emailLogKeys = {
  all: ['email-logs'] as const,
  scope: (scope: EmailLogScope) => [...emailLogKeys.all, scope] as const,
  list: (scope: EmailLogScope, query: EmailLogQuery) => [...emailLogKeys.scope(scope), 'list', query] as const,
  metrics: (scope: EmailLogScope, query: EmailMetricsQuery) =>
    [...emailLogKeys.scope(scope), 'metrics', query] as const,
  detail: (scope: EmailLogScope, id: string) => [...emailLogKeys.scope(scope), 'detail', id] as const,
  workspaces: (q: string) => [...emailLogKeys.all, 'workspaces', q] as const,
};

const FRESH_MS = 30_000;

/** The workspace's door takes no tenantId: it is dropped rather than sent. */
function workspaceQuery<Q extends { tenantId?: string }>(query: Q): Omit<Q, 'tenantId'> {
  const { tenantId: _tenantId, ...rest } = query;
  return rest;
}

/** GET /api/email-logs (or the platform's): one page of the filtered log, newest first, with its total. */
export function useEmailLogs(scope: EmailLogScope, query: EmailLogQuery) {
  return useQuery({
    queryKey: emailLogKeys.list(scope, query),
    queryFn: ({ signal }) =>
      scope === 'platform'
        ? typedApi.get('/api/platform/email-logs', { signal, query })
        : typedApi.get('/api/email-logs', { signal, query: workspaceQuery(query) }),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

/** GET /api/email-logs/metrics (or the platform's): counts, rates and the series of the range. */
export function useEmailMetrics(scope: EmailLogScope, query: EmailMetricsQuery) {
  return useQuery({
    queryKey: emailLogKeys.metrics(scope, query),
    queryFn: ({ signal }) =>
      scope === 'platform'
        ? typedApi.get('/api/platform/email-logs/metrics', { signal, query })
        : typedApi.get('/api/email-logs/metrics', { signal, query: workspaceQuery(query) }),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

/** GET /api/email-logs/{id} (or the platform's): the message, events, metadata and whether it can be resent. */
export function useEmailLog(scope: EmailLogScope, id: string | null) {
  return useQuery({
    queryKey: emailLogKeys.detail(scope, id ?? ''),
    queryFn: ({ signal }) =>
      scope === 'platform'
        ? typedApi.get('/api/platform/email-logs/{id}', { signal, path: { id: id! } })
        : typedApi.get('/api/email-logs/{id}', { signal, path: { id: id! } }),
    enabled: id !== null,
  });
}

/** POST …/{id}/resend: a new log row linked to the failed one; the log, metrics and detail are read again. */
export function useResendEmail(scope: EmailLogScope, settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      scope === 'platform'
        ? typedApi.post('/api/platform/email-logs/{id}/resend', { path: { id } })
        : typedApi.post('/api/email-logs/{id}/resend', { path: { id } }),
    meta: mutationMeta(settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailLogKeys.scope(scope) }),
  });
}

/** GET /api/platform/email-logs/workspaces: the workspace filter's choices, by name. */
export function useEmailWorkspaces(q: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: emailLogKeys.workspaces(q),
    queryFn: ({ signal }) => typedApi.get('/api/platform/email-logs/workspaces', { signal, query: q ? { q } : {} }),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
    enabled: options.enabled,
  });
}
