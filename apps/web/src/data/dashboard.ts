import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { typedApi, type ApiQuery, type ApiResponse } from './typed-api';

export type DashboardRange = NonNullable<NonNullable<ApiQuery<'/api/dashboard/summary', 'get'>>['range']>;
/** GET /api/dashboard/home: what to do today (the caller's pipeline, waiting quotes, overdue deals, activity). */
export type DashboardHome = ApiResponse<'/api/dashboard/home', 'get'>;

/** The quotes feature refreshes everything under `dashboard` after a quote changes. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (range: DashboardRange) => [...dashboardKeys.all, 'summary', range] as const,
  home: () => [...dashboardKeys.all, 'home'] as const,
};

export function useDashboardSummary(range: DashboardRange) {
  return useQuery({
    queryKey: dashboardKeys.summary(range),
    queryFn: ({ signal }) => typedApi.get('/api/dashboard/summary', { signal, query: { range } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The page's HTML preloads this URL (ADR 0040, platform/spa/data-preloads.ts): the first request takes that answer.
 * Asked again on every visit of the home screen, like the first-run checklist (what to do today changes).
 */
export function useDashboardHome() {
  return useQuery({
    queryKey: dashboardKeys.home(),
    queryFn: ({ signal }) => typedApi.get('/api/dashboard/home', { signal }),
    staleTime: 0,
  });
}
