import type { ServiceLibraryResponse } from '@scopewright/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { quoteKeys } from './quotes';
import { typedApi, type ApiBody } from './typed-api';

export type ServiceEstimateRequest = ApiBody<'/api/service-library/estimate', 'post'>;

export const serviceLibraryKeys = {
  all: ['service-library'] as const,
  library: () => [...serviceLibraryKeys.all, 'catalogue'] as const,
  estimate: (input: ServiceEstimateRequest) => [...serviceLibraryKeys.all, 'estimate', input] as const,
  /** Under the quote lists, so a change to any quote refreshes the picker; `picker` keeps it apart from a list. */
  drafts: () => [...quoteKeys.lists(), { status: 'draft', picker: true }] as const,
};

/** The library is static per release: fetched once per session and shared by the page and the wizard picker. */
export function useServiceLibrary(enabled = true) {
  return useQuery({
    queryKey: serviceLibraryKeys.library(),
    // The API's document describes the services only as objects (no fields): the path is checked, the answer is
    // read as the domain's type until the document spells them out (as the client page's view is).
    queryFn: ({ signal }) =>
      typedApi.get('/api/service-library', { signal }).then((library) => library as unknown as ServiceLibraryResponse),
    staleTime: Infinity,
    enabled,
  });
}

/** Hours and prices of the picked services at the picked quantities, from the tenant's rate card. */
export function useServiceEstimate(input: ServiceEstimateRequest | null) {
  return useQuery({
    queryKey: serviceLibraryKeys.estimate(input ?? { serviceIds: [] }),
    queryFn: ({ signal }) => typedApi.post('/api/service-library/estimate', { signal, body: input! }),
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
      typedApi.get('/api/quotes', { signal, query: { status: ['draft'], sort: 'updated', dir: 'desc', limit: 20 } }),
    select: (page) => page.items,
    enabled,
  });
}
