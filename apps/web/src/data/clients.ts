import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { apiUrl, typedApi, type ApiBody, type ApiQuery, type ApiResponse } from './typed-api';

export type ClientListFilters = Omit<NonNullable<ApiQuery<'/api/clients', 'get'>>, 'cursor' | 'limit'>;
export type ClientPage = ApiResponse<'/api/clients', 'get'>;
export type ClientRecord = ApiResponse<'/api/clients/{id}', 'get'>;

/** Every cached client entry: lists (the clients screen), picker searches and one client each. */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (filters: ClientListFilters) => [...clientKeys.lists(), filters] as const,
  /** A picker's search (client step, quotes filter): the first 20 by name. */
  search: (q: string) => [...clientKeys.lists(), 'search', q] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
};

const PICKER_SIZE = 20;

export function useClients(filters: ClientListFilters) {
  return useInfiniteQuery({
    queryKey: clientKeys.list(filters),
    queryFn: ({ signal, pageParam }) =>
      typedApi.get('/api/clients', { signal, query: { ...filters, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Clients whose name matches what the user typed, for a picker. */
export function useClientSearch(q: string, enabled = true) {
  const term = q.trim();
  return useQuery({
    enabled,
    queryKey: clientKeys.search(term),
    queryFn: ({ signal }) =>
      typedApi.get('/api/clients', {
        signal,
        query: { q: term || undefined, sort: 'name', dir: 'asc', limit: PICKER_SIZE },
      }),
    select: (page) => page.items,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useClient(id: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: clientKeys.detail(id ?? ''),
    queryFn: ({ signal }) => typedApi.get('/api/clients/{id}', { signal, path: { id: id! } }),
    enabled: id !== null && id !== '' && (options.enabled ?? true),
  });
}

export function exportClientsUrl(filters: ClientListFilters): string {
  const { q, type, archived } = filters;
  return apiUrl('/api/clients/export.csv', { query: { q, type, archived } });
}

/** Every client write answers with the client: it replaces the cached one and the lists refetch. */
function useClientWrite<V>(request: (variables: V) => Promise<ClientRecord>, settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: mutationMeta(settings),
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}

export const useCreateClient = (settings?: MutationSettings) =>
  useClientWrite((body: ApiBody<'/api/clients', 'post'>) => typedApi.post('/api/clients', { body }), settings);
export const useUpdateClient = (id: string, settings?: MutationSettings) =>
  useClientWrite(
    (body: ApiBody<'/api/clients/{id}', 'patch'>) => typedApi.patch('/api/clients/{id}', { path: { id }, body }),
    settings,
  );
export const useSetClientArchived = (id: string) =>
  useClientWrite((archived: boolean) =>
    typedApi.post(archived ? '/api/clients/{id}/archive' : '/api/clients/{id}/unarchive', { path: { id } }),
  );

export const useCreateContact = (id: string, settings?: MutationSettings) =>
  useClientWrite(
    (body: ApiBody<'/api/clients/{id}/contacts', 'post'>) =>
      typedApi.post('/api/clients/{id}/contacts', { path: { id }, body }),
    settings,
  );
export const useUpdateContact = (id: string, settings?: MutationSettings) =>
  useClientWrite(
    ({ id: contactId, input }: { id: string; input: ApiBody<'/api/clients/{id}/contacts/{contactId}', 'patch'> }) =>
      typedApi.patch('/api/clients/{id}/contacts/{contactId}', { path: { id, contactId }, body: input }),
    settings,
  );
export const useDeleteContact = (id: string) =>
  useClientWrite((contactId: string) =>
    typedApi.delete('/api/clients/{id}/contacts/{contactId}', { path: { id, contactId } }),
  );

export const useCreateSite = (id: string, settings?: MutationSettings) =>
  useClientWrite(
    (body: ApiBody<'/api/clients/{id}/sites', 'post'>) =>
      typedApi.post('/api/clients/{id}/sites', { path: { id }, body }),
    settings,
  );
export const useUpdateSite = (id: string, settings?: MutationSettings) =>
  useClientWrite(
    ({ id: siteId, input }: { id: string; input: ApiBody<'/api/clients/{id}/sites/{siteId}', 'patch'> }) =>
      typedApi.patch('/api/clients/{id}/sites/{siteId}', { path: { id, siteId }, body: input }),
    settings,
  );
export const useDeleteSite = (id: string) =>
  useClientWrite((siteId: string) => typedApi.delete('/api/clients/{id}/sites/{siteId}', { path: { id, siteId } }));

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => typedApi.delete('/api/clients/{id}', { path: { id } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}

export function useImportClients(settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: mutationMeta(settings),
    mutationFn: (body: ApiBody<'/api/clients/import', 'post'>) => typedApi.post('/api/clients/import', { body }),
    onSuccess: (result) => {
      if (!result.dryRun) return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
