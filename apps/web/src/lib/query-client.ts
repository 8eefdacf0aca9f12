import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toastMutationError } from './mutation-error-toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorToast: false`: the screen shows this mutation's errors itself (fields, an inline notice). */
    mutationMeta: { errorToast?: false };
  }
}

export const QUERY_STALE_TIME_MS = 60_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_MAX_RETRIES = 2;
const RETRY_BASE_DELAY_MS = 1_000;
const RETRY_MAX_DELAY_MS = 30_000;

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return undefined;
}

/** Up to 2 retries, never on 401 or 403 (docs/product-rules.md#app-shell). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status === 401 || status === 403) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

/** 1 s, 2 s, 4 s … capped at 30 s (docs/product-rules.md#app-shell). `attemptIndex` is 0 for the first retry. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);
}

/** One default for failed writes (docs/decisions/0035); tests build their clients with it too. */
export function createMutationCache(): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.errorToast !== false) toastMutationError(error);
    },
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
