import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { typedApi, type ApiQuery } from './typed-api';

export type DashboardRange = NonNullable<NonNullable<ApiQuery<'/api/dashboard/summary', 'get'>>['range']>;

/** The quotes feature refreshes everything under `dashboard` after a quote changes. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (range: DashboardRange) => [...dashboardKeys.all, 'summary', range] as const,
};

export function useDashboardSummary(range: DashboardRange) {
  return useQuery({
    queryKey: dashboardKeys.summary(range),
    queryFn: ({ signal }) => typedApi.get('/api/dashboard/summary', { signal, query: { range } }),
    placeholderData: keepPreviousData,
  });
}
