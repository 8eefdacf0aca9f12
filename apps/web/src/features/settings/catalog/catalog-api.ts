import type {
  CatalogImportResult,
  CatalogItemKind,
  CatalogItemPage,
  CatalogItemView,
  CreateCatalogItemInput,
  RateCardArchiveFilter,
  UpdateCatalogItemInput,
} from '@scopewright/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rateCardKeys } from '../rate-card/rate-card-api';

export const CATALOG_PATH = '/api/rate-card/catalog';

export interface CatalogFilters {
  q: string;
  kind: CatalogItemKind | '';
  category: string;
  archived: RateCardArchiveFilter;
}

export const catalogKeys = {
  all: [...rateCardKeys.all, 'catalog'] as const,
  list: (filters: CatalogFilters) => [...catalogKeys.all, 'list', filters] as const,
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
      api.get<CatalogItemPage>(CATALOG_PATH, {
        signal,
        query: { ...catalogQuery(filters), cursor: pageParam ?? undefined },
      }),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
  });
}

export function useCatalogCategories() {
  return useQuery({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => api.get<{ categories: string[] }>(`${CATALOG_PATH}/categories`, { signal }),
  });
}

/** A catalog change refreshes every list, the categories and the quote wizard's catalog picker. */
function useInvalidateCatalog() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['catalog'] }),
    ]);
}

export function useSaveCatalogItem() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CreateCatalogItemInput | UpdateCatalogItemInput }) =>
      id ? api.patch<CatalogItemView>(`${CATALOG_PATH}/${id}`, input) : api.post<CatalogItemView>(CATALOG_PATH, input),
    onSuccess: invalidate,
  });
}

export function useSetCatalogItemArchived() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      api.post<CatalogItemView>(`${CATALOG_PATH}/${id}/${archived ? 'archive' : 'unarchive'}`),
    onSuccess: invalidate,
  });
}

export function useImportCatalog() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: (input: { csv: string; dryRun: boolean }) =>
      api.post<CatalogImportResult>(`${CATALOG_PATH}/import`, input),
    onSuccess: (result) => (result.committed ? invalidate() : undefined),
  });
}

/** The export link: a plain download the browser makes with the session cookie. */
export function catalogExportUrl(filters: CatalogFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(catalogQuery(filters))) if (value) params.set(key, value);
  return `${CATALOG_PATH}/export?${params.toString()}`;
}
