import { TIME_RANGES } from '@scopewright/domain';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys, type DashboardRange } from '@/data/dashboard';
import { authKeys } from '@/lib/auth-keys';
import { meFromResponse } from '@/lib/fetch-me';
import { takeEarlyResponse } from '../early-requests';

/**
 * Puts the entry's early requests (early-requests.ts) in the query cache under the keys the dashboard's hooks
 * read, so they find the answer (or the request in flight) instead of asking again. An early request that failed
 * is asked again by the hook when it mounts, with its own error handling.
 */
export function seedEarlyQueries(client: QueryClient, search: string): void {
  const me = takeEarlyResponse('/api/me');
  if (me)
    void client.prefetchQuery({
      queryKey: authKeys.me(),
      queryFn: async () => meFromResponse((await me)!),
      retry: false,
    });
  const range = new URLSearchParams(search).get('range') ?? 'month';
  if ((TIME_RANGES as readonly string[]).includes(range)) {
    seed(client, dashboardKeys.summary(range as DashboardRange), `/api/dashboard/summary?range=${range}`);
  }
}

function seed(client: QueryClient, queryKey: readonly unknown[], path: string) {
  const early = takeEarlyResponse(path);
  if (!early) return;
  // A failed prefetch leaves the query in error: the hook that mounts asks again (retryOnMount).
  void client.prefetchQuery({
    queryKey,
    retry: false,
    queryFn: async () => {
      const response = await early;
      if (!response?.ok) throw new Error(`${path} → ${response?.status ?? 'not sent'}`);
      return (await response.json()) as unknown;
    },
  });
}
