import type { DashboardSummary, TimeRange } from '@scopewright/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The quotes feature refreshes everything under `dashboard` after a quote changes. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (range: TimeRange) => [...dashboardKeys.all, 'summary', range] as const,
};

export function useDashboardSummary(range: TimeRange) {
  return useQuery({
    queryKey: dashboardKeys.summary(range),
    queryFn: ({ signal }) => api.get<DashboardSummary>('/api/dashboard/summary', { signal, query: { range } }),
    placeholderData: keepPreviousData,
  });
}
