import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from './api-schema.gen';
import { apiUrl, typedApi, type ApiQuery } from './typed-api';

export type PlatformWorkspacePage = components['schemas']['PlatformWorkspacePage'];
export type PlatformWorkspace = components['schemas']['PlatformWorkspace'];
export type PlatformWorkspacesQuery = NonNullable<ApiQuery<'/api/platform/workspaces', 'get'>>;
/** The list's filters and sort, without paging: what the CSV export takes. */
export type PlatformWorkspacesFilters = NonNullable<ApiQuery<'/api/platform/workspaces/export', 'get'>>;

export const platformWorkspaceKeys = {
  all: ['platform-workspaces'] as const,
  list: (query: PlatformWorkspacesQuery) => [...platformWorkspaceKeys.all, 'list', query] as const,
};

const FRESH_MS = 30_000;

/** GET /api/platform/workspaces: Super admin → MSPs, one page of the filtered workspaces with the total. */
export function usePlatformWorkspaces(query: PlatformWorkspacesQuery) {
  return useQuery({
    queryKey: platformWorkspaceKeys.list(query),
    queryFn: ({ signal }) => typedApi.get('/api/platform/workspaces', { signal, query }),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

/** The CSV export's address for the same filters and sort: the browser downloads it (the session cookie goes along). */
export const platformWorkspacesCsvUrl = (filters: PlatformWorkspacesFilters) =>
  apiUrl('/api/platform/workspaces/export', { query: filters });
