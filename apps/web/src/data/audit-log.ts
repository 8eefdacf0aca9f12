import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { components } from './api-schema.gen';
import { apiUrl, typedApi, type ApiQuery, type ApiResponse } from './typed-api';

type Schemas = components['schemas'];

/** Whose entries: the workspace's own (Settings → Audit log) or every workspace's (Super admin → Audit). */
export type AuditLogScope = 'workspace' | 'platform';
export type AuditLogPage = ApiResponse<'/api/audit-log', 'get'>;
export type AuditLogEntry = Schemas['AuditLogEntry'];
/** The platform's filters: the workspace's plus tenantId (paging apart). */
export type AuditLogFilters = Omit<NonNullable<ApiQuery<'/api/platform/audit-log', 'get'>>, 'cursor' | 'limit'>;

export const auditLogKeys = {
  all: ['audit-log'] as const,
  scope: (scope: AuditLogScope) => [...auditLogKeys.all, scope] as const,
  list: (scope: AuditLogScope, filters: AuditLogFilters) => [...auditLogKeys.scope(scope), 'list', filters] as const,
};

const FRESH_MS = 30_000;

/** The workspace's door takes no tenantId: it is dropped rather than sent. */
function workspaceFilters(filters: AuditLogFilters): Omit<AuditLogFilters, 'tenantId'> {
  const { tenantId: _tenantId, ...rest } = filters;
  return rest;
}

/** GET /api/audit-log (or the platform's): the filtered entries newest first, one keyset page after another. */
export function useAuditLog(scope: AuditLogScope, filters: AuditLogFilters) {
  return useInfiniteQuery({
    queryKey: auditLogKeys.list(scope, filters),
    queryFn: ({ signal, pageParam }) => {
      const cursor = pageParam ?? undefined;
      return scope === 'platform'
        ? typedApi.get('/api/platform/audit-log', { signal, query: { ...filters, cursor } })
        : typedApi.get('/api/audit-log', { signal, query: { ...workspaceFilters(filters), cursor } });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

/** The CSV export of the same filters (a link the browser downloads; the server names the file). */
export function auditLogExportUrl(scope: AuditLogScope, filters: AuditLogFilters): string {
  return scope === 'platform'
    ? apiUrl('/api/platform/audit-log/export', { query: filters })
    : apiUrl('/api/audit-log/export', { query: workspaceFilters(filters) });
}
