import type {
  ClientDetail,
  ClientImportInput,
  ClientImportResult,
  ClientListPage,
  ClientListQuery,
  CreateClientInput,
  CreateContactInput,
  SiteInput,
  UpdateClientInput,
  UpdateContactInput,
  UpdateSiteInput,
} from '@scopewright/domain';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ClientListFilters = Omit<ClientListQuery, 'cursor' | 'limit'>;

/** TanStack Query keys of the clients feature (the quote wizard reads the same ['clients', …] entries). */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (filters: ClientListFilters) => [...clientKeys.lists(), filters] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
};

const CLIENTS_PATH = '/api/clients';
const clientPath = (id: string) => `${CLIENTS_PATH}/${id}`;

export function exportClientsUrl(filters: ClientListFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.type) params.set('type', filters.type);
  if (filters.archived) params.set('archived', filters.archived);
  const qs = params.toString();
  return `${CLIENTS_PATH}/export.csv${qs ? `?${qs}` : ''}`;
}

export function useClients(filters: ClientListFilters) {
  return useInfiniteQuery({
    queryKey: clientKeys.list(filters),
    queryFn: ({ signal, pageParam }) =>
      api.get<ClientListPage>(CLIENTS_PATH, { signal, query: { ...filters, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useClient(id: string) {
  return useQuery({
    queryKey: clientKeys.detail(id),
    queryFn: ({ signal }) => api.get<ClientDetail>(clientPath(id), { signal }),
  });
}

/** Every client write answers with the client page: it replaces the cached one and the lists refetch. */
function useClientWrite<V>(request: (variables: V) => Promise<ClientDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}

export const useCreateClient = () =>
  useClientWrite((input: CreateClientInput) => api.post<ClientDetail>(CLIENTS_PATH, input));
export const useUpdateClient = (id: string) =>
  useClientWrite((input: UpdateClientInput) => api.patch<ClientDetail>(clientPath(id), input));
export const useSetClientArchived = (id: string) =>
  useClientWrite((archived: boolean) =>
    api.post<ClientDetail>(`${clientPath(id)}/${archived ? 'archive' : 'unarchive'}`),
  );

export const useCreateContact = (clientId: string) =>
  useClientWrite((input: CreateContactInput) => api.post<ClientDetail>(`${clientPath(clientId)}/contacts`, input));
export const useUpdateContact = (clientId: string) =>
  useClientWrite(({ id, input }: { id: string; input: UpdateContactInput }) =>
    api.patch<ClientDetail>(`${clientPath(clientId)}/contacts/${id}`, input),
  );
export const useDeleteContact = (clientId: string) =>
  useClientWrite((id: string) => api.delete<ClientDetail>(`${clientPath(clientId)}/contacts/${id}`));

export const useCreateSite = (clientId: string) =>
  useClientWrite((input: SiteInput) => api.post<ClientDetail>(`${clientPath(clientId)}/sites`, input));
export const useUpdateSite = (clientId: string) =>
  useClientWrite(({ id, input }: { id: string; input: UpdateSiteInput }) =>
    api.patch<ClientDetail>(`${clientPath(clientId)}/sites/${id}`, input),
  );
export const useDeleteSite = (clientId: string) =>
  useClientWrite((id: string) => api.delete<ClientDetail>(`${clientPath(clientId)}/sites/${id}`));

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(clientPath(id)),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}

export function useImportClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientImportInput) => api.post<ClientImportResult>(`${CLIENTS_PATH}/import`, input),
    onSuccess: (result) => {
      if (!result.dryRun) return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
