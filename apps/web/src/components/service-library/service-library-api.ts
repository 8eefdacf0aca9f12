import type {
  QuoteListPage,
  ServiceEstimateInput,
  ServiceEstimateResponse,
  ServiceLibraryResponse,
} from '@scopewright/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SERVICE_LIBRARY_PATHS = {
  library: '/api/service-library',
  estimate: '/api/service-library/estimate',
  quotes: '/api/quotes',
} as const;

export const serviceLibraryKeys = {
  all: ['service-library'] as const,
  library: () => [...serviceLibraryKeys.all, 'catalogue'] as const,
  estimate: (input: ServiceEstimateInput) => [...serviceLibraryKeys.all, 'estimate', input] as const,
  drafts: () => ['quotes', 'list', { status: 'draft', picker: true }] as const,
};

/** The library is static per release: fetched once per session and shared by the page and the wizard picker. */
export function useServiceLibrary(enabled = true) {
  return useQuery({
    queryKey: serviceLibraryKeys.library(),
    queryFn: ({ signal }) => api.get<ServiceLibraryResponse>(SERVICE_LIBRARY_PATHS.library, { signal }),
    staleTime: Infinity,
    enabled,
  });
}

/** Hours and prices of the picked services at the picked quantities, from the tenant's rate card. */
export function useServiceEstimate(input: ServiceEstimateInput | null) {
  return useQuery({
    queryKey: serviceLibraryKeys.estimate(input ?? { serviceIds: [] }),
    queryFn: ({ signal }) => api.post<ServiceEstimateResponse>(SERVICE_LIBRARY_PATHS.estimate, input, { signal }),
    enabled: input !== null && input.serviceIds.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The user's most recently edited draft quotes, to add a service to. */
export function useDraftQuotes(enabled: boolean) {
  return useQuery({
    queryKey: serviceLibraryKeys.drafts(),
    queryFn: ({ signal }) =>
      api.get<QuoteListPage>(SERVICE_LIBRARY_PATHS.quotes, {
        signal,
        query: { status: 'draft', sort: 'updated', dir: 'desc', limit: 20 },
      }),
    select: (page) => page.items,
    enabled,
  });
}
