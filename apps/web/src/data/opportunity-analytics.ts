import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { apiUrl, typedApi, type ApiBody, type ApiQuery, type ApiResponse } from './typed-api';

/** GET /api/opportunities/analytics: the figures of one range, beside the previous period. */
export type PipelineAnalytics = ApiResponse<'/api/opportunities/analytics', 'get'>;
export type AnalyticsQuery = NonNullable<ApiQuery<'/api/opportunities/analytics', 'get'>>;
export type AnalyticsRange = NonNullable<AnalyticsQuery['range']>;
export type AnalyticsGroupBy = NonNullable<AnalyticsQuery['groupBy']>;
export type AnalyticsKpis = PipelineAnalytics['current'];
/** GET /api/opportunities/forecast. */
export type PipelineForecast = ApiResponse<'/api/opportunities/forecast', 'get'>;
export type ForecastBy = NonNullable<NonNullable<ApiQuery<'/api/opportunities/forecast', 'get'>>['by']>;
export type PipelineTargets = ApiResponse<'/api/pipeline/targets', 'get'>;
export type SaveTargetsBody = ApiBody<'/api/pipeline/targets', 'put'>;

/** Analytics, forecast and targets: one root, so a saved target refreshes the forecast too (ADR 0035). */
export const opportunityAnalyticsKeys = {
  all: ['opportunity-analytics'] as const,
  analytics: (query: AnalyticsQuery) => [...opportunityAnalyticsKeys.all, 'analytics', query] as const,
  forecast: (by: ForecastBy, periods: number) => [...opportunityAnalyticsKeys.all, 'forecast', by, periods] as const,
  targets: () => [...opportunityAnalyticsKeys.all, 'targets'] as const,
};

const FRESH_MS = 30_000;

export function usePipelineAnalytics(query: AnalyticsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: opportunityAnalyticsKeys.analytics(query),
    queryFn: ({ signal }) => typedApi.get('/api/opportunities/analytics', { signal, query }),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
    enabled: options.enabled,
  });
}

/** The CSV export's address: the browser downloads it (the session cookie goes along). */
export const pipelineAnalyticsCsvUrl = (query: AnalyticsQuery) => apiUrl('/api/opportunities/analytics.csv', { query });

export function usePipelineForecast(by: ForecastBy, periods: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: opportunityAnalyticsKeys.forecast(by, periods),
    queryFn: ({ signal }) => typedApi.get('/api/opportunities/forecast', { signal, query: { by, periods } }),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
    enabled: options.enabled,
  });
}

export function usePipelineTargets(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: opportunityAnalyticsKeys.targets(),
    queryFn: ({ signal }) => typedApi.get('/api/pipeline/targets', { signal }),
    staleTime: FRESH_MS,
    enabled: options.enabled,
  });
}

/** Saves targets (null removes one); the forecast's attainment is asked again. */
export function useSavePipelineTargets(settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: mutationMeta(settings),
    mutationFn: (body: SaveTargetsBody) => typedApi.put('/api/pipeline/targets', { body }),
    onSuccess: async (targets) => {
      queryClient.setQueryData(opportunityAnalyticsKeys.targets(), targets);
      await queryClient.invalidateQueries({ queryKey: [...opportunityAnalyticsKeys.all, 'forecast'] });
    },
  });
}
