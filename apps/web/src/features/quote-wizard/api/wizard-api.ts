import type {
  CatalogItemPage,
  CatalogItemView,
  ClientDetail,
  ClientListPage,
  CreateClientInput,
  CreateQuoteInput,
  LaborRoleList,
  LaborRoleView,
  QuoteComparison,
  QuoteDetail,
  SaveQuoteDraftInput,
  SaveQuoteDraftResult,
} from '@scopewright/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every path the wizard calls, in one place. */
export const WIZARD_PATHS = {
  quotes: '/api/quotes',
  quote: (id: string) => `/api/quotes/${id}`,
  draft: (id: string) => `/api/quotes/${id}/draft`,
  revisions: (id: string) => `/api/quotes/${id}/revisions`,
  duplicate: (id: string) => `/api/quotes/${id}/duplicate`,
  versions: (id: string) => `/api/quotes/${id}/versions`,
  compare: (id: string) => `/api/quotes/${id}/compare`,
  restore: (id: string, versionNo: number) => `/api/quotes/${id}/versions/${versionNo}/restore`,
  clients: '/api/clients',
  client: (id: string) => `/api/clients/${id}`,
  roles: '/api/rate-card/roles',
  catalog: '/api/rate-card/catalog',
} as const;

export type RoleOption = Pick<LaborRoleView, 'id' | 'name' | 'clientFacingName' | 'billRateCents' | 'costRateCents'>;
export type CatalogItemOption = CatalogItemView;

export const wizardKeys = {
  quote: (id: string) => ['quotes', 'detail', id] as const,
  compare: (id: string, from: number, to: number) => ['quotes', 'detail', id, 'compare', from, to] as const,
  clients: (q: string) => ['clients', 'list', { q }] as const,
  client: (id: string) => ['clients', 'detail', id] as const,
  roles: () => ['rate-card', 'roles'] as const,
  catalog: (q: string) => ['catalog', 'list', { q }] as const,
};

export function useQuoteDetail(id: string | undefined) {
  return useQuery({
    queryKey: wizardKeys.quote(id ?? ''),
    queryFn: ({ signal }) => api.get<QuoteDetail>(WIZARD_PATHS.quote(id!), { signal }),
    enabled: Boolean(id),
    // The editor owns the document once loaded; a background refetch must never overwrite what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useCreateQuote() {
  return useMutation({ mutationFn: (input: CreateQuoteInput) => api.post<QuoteDetail>(WIZARD_PATHS.quotes, input) });
}

export function saveQuoteDraft(id: string, input: SaveQuoteDraftInput) {
  return api.put<SaveQuoteDraftResult>(WIZARD_PATHS.draft(id), input);
}

/** Send, revise and restore change the version: the detail and its history are fetched again afterwards. */
function useQuoteTransition<T, R = unknown>(id: string, request: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: wizardKeys.quote(id) });
      await queryClient.invalidateQueries({ queryKey: ['quotes', 'list'] });
    },
  });
}

export const useReviseQuote = (id: string) => useQuoteTransition(id, () => api.post(WIZARD_PATHS.revisions(id), {}));
/** A signed version is final: revising it starts a new draft quote with its content. */
export const useReviseSignedQuote = (id: string) =>
  useQuoteTransition(id, () => api.post<QuoteDetail>(WIZARD_PATHS.duplicate(id), {}));
export const useRestoreVersion = (id: string) =>
  useQuoteTransition(id, (versionNo: number) => api.post(WIZARD_PATHS.restore(id, versionNo), {}));

export function useCompareVersions(id: string, from: number | null, to: number | null) {
  return useQuery({
    queryKey: wizardKeys.compare(id, from ?? 0, to ?? 0),
    queryFn: ({ signal }) =>
      api.get<QuoteComparison>(WIZARD_PATHS.compare(id), { signal, query: { from: from!, to: to! } }),
    enabled: from !== null && to !== null && from !== to,
  });
}

export function useClientOptions(q: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: wizardKeys.clients(q),
    queryFn: ({ signal }) =>
      api.get<ClientListPage>(WIZARD_PATHS.clients, { signal, query: { q: q || undefined, limit: 20 } }),
    select: (page) => page.items,
    placeholderData: keepPreviousData,
  });
}

export function useClientWithContacts(id: string | null) {
  return useQuery({
    queryKey: wizardKeys.client(id ?? ''),
    queryFn: ({ signal }) => api.get<ClientDetail>(WIZARD_PATHS.client(id!), { signal }),
    enabled: Boolean(id),
  });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateClientInput) => api.post<ClientDetail>(WIZARD_PATHS.clients, input),
    onSuccess: (client) => {
      queryClient.setQueryData(wizardKeys.client(client.id), client);
      void queryClient.invalidateQueries({ queryKey: ['clients', 'list'] });
    },
  });
}

export function useRoleOptions() {
  return useQuery({
    queryKey: wizardKeys.roles(),
    queryFn: ({ signal }) => api.get<LaborRoleList>(WIZARD_PATHS.roles, { signal }),
    select: (data): RoleOption[] => data.roles,
    staleTime: 5 * 60_000,
  });
}

export function useCatalogOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: wizardKeys.catalog(q),
    queryFn: ({ signal }) =>
      api.get<CatalogItemPage>(WIZARD_PATHS.catalog, { signal, query: { q: q || undefined, limit: 50 } }),
    select: (page) => page.items,
    placeholderData: keepPreviousData,
    enabled,
  });
}
