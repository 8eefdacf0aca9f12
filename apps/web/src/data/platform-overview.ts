import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from './api-schema.gen';
import { typedApi } from './typed-api';

export type PlatformOverview = components['schemas']['PlatformOverview'];
export type PlatformOverviewRange = PlatformOverview['range'];

export const platformOverviewKeys = {
  all: ['platform-overview'] as const,
  range: (range: PlatformOverviewRange) => [...platformOverviewKeys.all, range] as const,
};

const FRESH_MS = 30_000;

/** GET /api/platform/overview: Super admin → Overview for the calendar period containing now (UTC). */
export function usePlatformOverview(range: PlatformOverviewRange) {
  return useQuery({
    queryKey: platformOverviewKeys.range(range),
    queryFn: ({ signal }) => typedApi.get('/api/platform/overview', { signal, query: { range } }),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}
