import { opportunityKeys } from './opportunities';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from './dashboard';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { typedApi, type ApiBody, type ApiQuery, type ApiResponse } from './typed-api';

/** GET /api/quotes's query without the page cursor. */
export type QuoteListRequest = Omit<NonNullable<ApiQuery<'/api/quotes', 'get'>>, 'cursor'>;
export type QuoteRecord = ApiResponse<'/api/quotes/{id}', 'get'>;
export type QuoteDraftInput = ApiBody<'/api/quotes/{id}/draft', 'put'>;
export type QuoteDraftPatchInput = ApiBody<'/api/quotes/{id}/draft', 'patch'>;

/** Every cached quote entry. A quote's own entries sit under its detail key, so one invalidation reaches all. */
export const quoteKeys = {
  all: ['quotes'] as const,
  lists: () => [...quoteKeys.all, 'list'] as const,
  list: (request: QuoteListRequest) => [...quoteKeys.lists(), request] as const,
  detail: (id: string) => [...quoteKeys.all, 'detail', id] as const,
  compare: (id: string, from: number, to: number) => [...quoteKeys.detail(id), 'compare', from, to] as const,
  activity: (id: string) => [...quoteKeys.detail(id), 'activity'] as const,
  outcome: (id: string, versionNo: number) => [...quoteKeys.detail(id), 'acceptance', versionNo] as const,
  branding: (id: string) => [...quoteKeys.detail(id), 'branding'] as const,
  sendDraft: (id: string) => [...quoteKeys.detail(id), 'send-draft'] as const,
  shareLinks: (id: string) => [...quoteKeys.detail(id), 'share-links'] as const,
};

/** One filtered list, page by page (keyset cursor); the previous rows stay while new filters load. */
export function useQuoteList(request: QuoteListRequest, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: quoteKeys.list(request),
    queryFn: ({ signal, pageParam }) =>
      typedApi.get('/api/quotes', { signal, query: { ...request, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

export function useQuoteDetail(id: string | undefined) {
  return useQuery({
    queryKey: quoteKeys.detail(id ?? ''),
    queryFn: ({ signal }) => typedApi.get('/api/quotes/{id}', { signal, path: { id: id! } }),
    enabled: Boolean(id),
    // The editor owns the document once loaded; a background refetch must never overwrite what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useCreateQuote(settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/quotes', 'post'>) => typedApi.post('/api/quotes', { body }),
    meta: mutationMeta(settings),
    // A new quote may open or join a deal: the pipeline's cached boards and lists are stale.
    onSuccess: (_quote, body) =>
      body.opportunityId || body.newOpportunity
        ? queryClient.invalidateQueries({ queryKey: opportunityKeys.all })
        : undefined,
  });
}

/** The autosave's write: the whole draft against its lock version. */
export function saveQuoteDraft(id: string, body: QuoteDraftInput) {
  return typedApi.put('/api/quotes/{id}/draft', { path: { id }, body });
}

/** The autosave's usual write: only what changed since the last save, against its lock version (ADR 0039). */
export function patchQuoteDraft(id: string, body: QuoteDraftPatchInput) {
  return typedApi.patch('/api/quotes/{id}/draft', { path: { id }, body });
}

/** A fresh read of the quote outside the cache, which the editor owns once loaded (a conflict's comparison). */
export function fetchQuoteDetail(id: string) {
  return typedApi.get('/api/quotes/{id}', { path: { id } });
}

/** After a change of status or version: the quote, the lists and the dashboard are fetched again. */
export function useRefreshQuote() {
  const queryClient = useQueryClient();
  return (id?: string) =>
    Promise.all([
      id ? queryClient.invalidateQueries({ queryKey: quoteKeys.detail(id) }) : undefined,
      queryClient.invalidateQueries({ queryKey: quoteKeys.lists() }),
      // The dashboard home's figures follow every change of a quote's status.
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
}

/** A copy as a new draft; for a signed version, the way to revise it. */
export function useDuplicateQuote() {
  const refresh = useRefreshQuote();
  return useMutation({
    mutationFn: (id: string) => typedApi.post('/api/quotes/{id}/duplicate', { path: { id } }),
    onSuccess: (_copy, id) => refresh(id),
  });
}

export function useReviseQuote(id: string) {
  const refresh = useRefreshQuote();
  return useMutation({
    mutationFn: () => typedApi.post('/api/quotes/{id}/revisions', { path: { id } }),
    onSuccess: () => refresh(id),
  });
}

export function useRestoreVersion(id: string) {
  const refresh = useRefreshQuote();
  return useMutation({
    mutationFn: (versionNo: number) =>
      typedApi.post('/api/quotes/{id}/versions/{versionNo}/restore', { path: { id, versionNo } }),
    onSuccess: () => refresh(id),
  });
}

export function useCompareVersions(id: string, from: number | null, to: number | null) {
  return useQuery({
    queryKey: quoteKeys.compare(id, from ?? 0, to ?? 0),
    queryFn: ({ signal }) =>
      typedApi.get('/api/quotes/{id}/compare', { signal, path: { id }, query: { from: from!, to: to! } }),
    enabled: from !== null && to !== null && from !== to,
  });
}

/** Archive or unarchive several quotes at once: all or nothing on the server. */
export function useSetQuotesArchived() {
  const refresh = useRefreshQuote();
  return useMutation({
    mutationFn: ({ ids, archived }: { ids: string[]; archived: boolean }) =>
      typedApi.post(archived ? '/api/quotes/archive' : '/api/quotes/unarchive', { body: { ids } }),
    onSettled: () => refresh(),
  });
}

export function useDeleteQuote() {
  const refresh = useRefreshQuote();
  return useMutation({
    mutationFn: (id: string) => typedApi.delete('/api/quotes/{id}', { path: { id } }),
    onSettled: () => refresh(),
  });
}
