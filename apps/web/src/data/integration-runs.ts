import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type IntegrationProvider, integrationKeys, isRunActive } from './integrations';
import { type ApiResponse, typedApi } from './typed-api';

export type SyncRunDetail = ApiResponse<'/api/integrations/runs/{runId}', 'get'>;
export type SyncEvent = SyncRunDetail['events'][number];

/** One run with its log (what was sent, what came back, the records reached), read when someone opens it. */
export function useSyncRunDetail(runId: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: [...integrationKeys.all, 'run', runId],
    queryFn: ({ signal }) => typedApi.get('/api/integrations/runs/{runId}', { signal, path: { runId } }),
    enabled: options.enabled,
    refetchInterval: (query) => (query.state.data && isRunActive(query.state.data) ? 2_000 : false),
  });
}

/** A connection's pushes and imports, newest first, a page of 25 at a time; polled while one is under way. */
export function useConnectionRuns(provider: IntegrationProvider) {
  return useInfiniteQuery({
    queryKey: [...integrationKeys.all, 'runs', provider],
    queryFn: ({ signal, pageParam }) =>
      typedApi.get('/api/integrations/{provider}/runs', {
        signal,
        path: { provider },
        query: pageParam ? { cursor: pageParam } : {},
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.items.some(isRunActive)) ? 3_000 : false),
  });
}
