import { VALIDATION_POLL_MS, VALIDATION_STALE_AFTER_MINUTES } from '@scopewright/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, paths } from './api-schema.gen';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { typedApi, type ApiResponse } from './typed-api';

type Schemas = components['schemas'];
export type ValidationRun = Schemas['ValidationRun'];
export type ValidationRunDetail = Schemas['ValidationRunDetail'];
export type ValidationFinding = Schemas['ValidationFinding'];
export type DebugInfo = ApiResponse<'/api/platform/debug', 'get'>;
export type FailedJob = DebugInfo['failedJobs'][number];

/** The started run: a 202's body (ApiResponse reads 200 and 201 only). */
type StartedRun = paths['/api/platform/validation/runs']['post']['responses'][202]['content']['application/json'];

export const platformHealthKeys = {
  all: ['platform-health'] as const,
  runs: () => [...platformHealthKeys.all, 'validation-runs'] as const,
  run: (id: string) => [...platformHealthKeys.runs(), id] as const,
  debug: () => [...platformHealthKeys.all, 'debug'] as const,
};

const pollWhileRunning = (running: boolean) => (running ? VALIDATION_POLL_MS : false);

/**
 * A run still working: running and started less than 30 minutes ago. An older one's process died; the next start
 * marks it timed out and replaces it, so it neither blocks "Run checks now" nor is followed.
 */
export function isRunInProgress(run: Pick<ValidationRun, 'status' | 'startedAt'>, now = Date.now()): boolean {
  return run.status === 'running' && now - new Date(run.startedAt).getTime() < VALIDATION_STALE_AFTER_MINUTES * 60_000;
}

/** Super admin → Validation: the latest 20 runs, asked for again every 2 s while one is running. */
export function useValidationRuns() {
  return useQuery({
    queryKey: platformHealthKeys.runs(),
    queryFn: ({ signal }) => typedApi.get('/api/platform/validation/runs', { signal }),
    refetchInterval: (query) => pollWhileRunning(query.state.data?.items.some((run) => isRunInProgress(run)) ?? false),
  });
}

/** One run and its findings, 100 a page (more on demand), asked for again every 2 s while it runs. */
export function useValidationRun(id: string | null) {
  return useInfiniteQuery({
    queryKey: platformHealthKeys.run(id ?? ''),
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }) =>
      typedApi.get('/api/platform/validation/runs/{id}', {
        signal,
        path: { id: id ?? '' },
        query: { page: pageParam },
      }),
    getNextPageParam: (last) =>
      last.findings.page * last.findings.pageSize < last.findings.total ? last.findings.page + 1 : undefined,
    enabled: id !== null,
    refetchInterval: (query) => {
      const run = query.state.data?.pages[0]?.run;
      return pollWhileRunning(run !== undefined && isRunInProgress(run));
    },
  });
}

export function useStartValidationRun(settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => typedApi.post('/api/platform/validation/runs') as Promise<unknown> as Promise<StartedRun>,
    meta: mutationMeta(settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: platformHealthKeys.runs() }),
  });
}

/** Super admin → Debug: this server's diagnostics, read when the screen opens and on Refresh. */
export function useDebugInfo() {
  return useQuery({
    queryKey: platformHealthKeys.debug(),
    queryFn: ({ signal }) => typedApi.get('/api/platform/debug', { signal }),
  });
}

export function useRetryFailedJob(settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => typedApi.post('/api/platform/debug/jobs/{id}/retry', { path: { id } }),
    meta: mutationMeta(settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: platformHealthKeys.debug() }),
  });
}
