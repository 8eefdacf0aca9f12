import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { apiUrl, typedApi, type ApiBody, type ApiQuery, type ApiResponse } from './typed-api';

type CatalogQuery = NonNullable<ApiQuery<'/api/rate-card/catalog', 'get'>>;
export type CatalogItem = ApiResponse<'/api/rate-card/catalog', 'get'>['items'][number];
export type CatalogItemKind = CatalogItem['kind'];

/** Settings → Catalog's filters; empty strings mean "any". */
export interface CatalogFilters {
  q: string;
  kind: CatalogItemKind | '';
  category: string;
  archived: NonNullable<CatalogQuery['archived']>;
}

/** The catalog: Settings → Catalog lists it, the quote wizard searches it. */
export const catalogKeys = {
  all: ['rate-card', 'catalog'] as const,
  list: (filters: CatalogFilters) => [...catalogKeys.all, 'list', filters] as const,
  search: (q: string) => [...catalogKeys.all, 'search', q] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
};

/** The filters as the API's query (empty ones left out). */
export const catalogQuery = (filters: CatalogFilters) => ({
  q: filters.q.trim() || undefined,
  kind: filters.kind || undefined,
  category: filters.category || undefined,
  archived: filters.archived,
});

export function useCatalogItems(filters: CatalogFilters) {
  return useInfiniteQuery({
    queryKey: catalogKeys.list(filters),
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      typedApi.get('/api/rate-card/catalog', {
        signal,
        query: { ...catalogQuery(filters), cursor: pageParam ?? undefined },
      }),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
  });
}

/** Active items matching what the user typed, for the quote wizard's picker. */
export function useCatalogSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: catalogKeys.search(q),
    queryFn: ({ signal }) =>
      typedApi.get('/api/rate-card/catalog', { signal, query: { q: q || undefined, limit: 50 } }),
    select: (page) => page.items,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCatalogCategories() {
  return useQuery({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => typedApi.get('/api/rate-card/catalog/categories', { signal }),
  });
}

function useInvalidateCatalog() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogKeys.all });
}

/** The whole item, as the form sends it both to add and to edit. */
export type CatalogItemInput = ApiBody<'/api/rate-card/catalog', 'post'>;

export function useSaveCatalogItem(settings?: MutationSettings) {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    meta: mutationMeta(settings),
    mutationFn: ({ id, input }: { id: string | null; input: CatalogItemInput }) =>
      id
        ? typedApi.patch('/api/rate-card/catalog/{itemId}', { path: { itemId: id }, body: input })
        : typedApi.post('/api/rate-card/catalog', { body: input }),
    onSuccess: invalidate,
  });
}

export function useSetCatalogItemArchived() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      typedApi.post(
        archived ? '/api/rate-card/catalog/{itemId}/archive' : '/api/rate-card/catalog/{itemId}/unarchive',
        { path: { itemId: id } },
      ),
    onSuccess: invalidate,
  });
}

export function useImportCatalog(settings?: MutationSettings) {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    meta: mutationMeta(settings),
    mutationFn: (body: ApiBody<'/api/rate-card/catalog/import', 'post'>) =>
      typedApi.post('/api/rate-card/catalog/import', { body }),
    onSuccess: (result) => (result.committed ? invalidate() : undefined),
  });
}

/** The export link: a plain download the browser makes with the session cookie. */
export function catalogExportUrl(filters: CatalogFilters): string {
  return apiUrl('/api/rate-card/catalog/export', { query: catalogQuery(filters) });
}
