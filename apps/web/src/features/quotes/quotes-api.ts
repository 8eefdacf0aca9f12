import type { ClientDetail, ClientListPage, QuoteListPage, TeamView } from '@scopewright/domain';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QuoteListRequest } from './quote-list-params';

/** TanStack Query keys of the quotes list; the dashboard home's summary is refreshed with it. */
export const quoteKeys = {
  all: ['quotes'] as const,
  lists: () => [...quoteKeys.all, 'list'] as const,
  list: (request: QuoteListRequest) => [...quoteKeys.lists(), request] as const,
  clientOptions: (q: string) => [...quoteKeys.all, 'client-options', q] as const,
  clientName: (id: string) => [...quoteKeys.all, 'client-name', id] as const,
  ownerOptions: () => [...quoteKeys.all, 'owner-options'] as const,
};
const DASHBOARD_KEY = ['dashboard'] as const;

/** One filtered list, page by page (keyset cursor); the previous rows stay while new filters load. */
export function useQuoteList(request: QuoteListRequest) {
  return useInfiniteQuery({
    queryKey: quoteKeys.list(request),
    queryFn: ({ signal, pageParam }) =>
      api.get<QuoteListPage>('/api/quotes', { signal, query: { ...request, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export interface ClientOption {
  id: string;
  name: string;
}

/** The client filter's choices: the workspace's clients matching what the user typed. */
export function useClientOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: quoteKeys.clientOptions(q),
    queryFn: ({ signal }) =>
      api.get<ClientListPage>('/api/clients', {
        signal,
        query: { q: q.trim() || undefined, sort: 'name', dir: 'asc', limit: 20 },
      }),
    select: (page) => page.items.map(({ id, name }) => ({ id, name })),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The filtered client's name when the URL carries only its id (a shared link, a reload). */
export function useClientName(id: string | null, known: string | null) {
  return useQuery({
    queryKey: quoteKeys.clientName(id ?? ''),
    queryFn: ({ signal }) => api.get<ClientDetail>(`/api/clients/${id}`, { signal }),
    select: (client) => client.name,
    enabled: id !== null && known === null,
    staleTime: 60_000,
  });
}

/** The owner filter's choices: the workspace's active members. */
export function useOwnerOptions() {
  return useQuery({
    queryKey: quoteKeys.ownerOptions(),
    queryFn: ({ signal }) => api.get<TeamView>('/api/team', { signal }),
    select: (team) => team.members.filter((m) => m.status === 'active'),
    staleTime: 60_000,
  });
}

function useRefreshQuotes() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: quoteKeys.lists() }),
      client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
    ]);
}

export function useDuplicateQuote() {
  const refresh = useRefreshQuotes();
  return useMutation({
    mutationFn: (id: string) => api.post<{ id: string; number: number }>(`/api/quotes/${id}/duplicate`),
    onSuccess: refresh,
  });
}

/** Archive or unarchive several quotes at once: all or nothing on the server. */
export function useSetArchived() {
  const refresh = useRefreshQuotes();
  return useMutation({
    mutationFn: ({ ids, archived }: { ids: string[]; archived: boolean }) =>
      api.post<unknown>(`/api/quotes/${archived ? 'archive' : 'unarchive'}`, { ids }),
    onSettled: refresh,
  });
}

export function useDeleteQuote() {
  const refresh = useRefreshQuotes();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/api/quotes/${id}`),
    onSettled: refresh,
  });
}
