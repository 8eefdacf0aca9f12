import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { billingKeys } from './billing';
import { dashboardKeys } from './dashboard';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { quoteKeys } from './quotes';
import { downloadFile, typedApi, type ApiBody, type ApiQuery, type ApiResponse } from './typed-api';

/** GET /api/templates's query: scope, search, category, archived, sort and page size (the cursor is the hook's). */
export type TemplateListQuery = Omit<NonNullable<ApiQuery<'/api/templates', 'get'>>, 'cursor'>;
export type TemplatePage = ApiResponse<'/api/templates', 'get'>;
export type TemplateSummaryRecord = TemplatePage['items'][number];
export type TemplateRecord = ApiResponse<'/api/templates/{id}', 'get'>;
export type TemplateVersionEntry = ApiResponse<'/api/templates/{id}/versions', 'get'>['versions'][number];
export type TemplateVersionRecord = ApiResponse<'/api/templates/{id}/versions/{version}', 'get'>;
export type TemplateCreateBody = ApiBody<'/api/templates', 'post'>;
export type TemplateUpdateBody = ApiBody<'/api/templates/{id}', 'put'>;
export type TemplateApplyBody = ApiBody<'/api/templates/{id}/apply', 'post'>;
export type AppliedTemplateRecord = ApiResponse<'/api/templates/{id}/apply', 'post'>;
export type SaveQuoteAsTemplateBody = ApiBody<'/api/templates/from-quote', 'post'>;
export type StartQuoteFromTemplateBody = ApiBody<'/api/templates/{id}/quotes', 'post'>;

/**
 * Every cached template entry (ADR 0035). A template's own entries (versions, one version, previews) sit under
 * its detail key, so one invalidation reaches them all.
 */
export const templateKeys = {
  all: ['templates'] as const,
  lists: () => [...templateKeys.all, 'list'] as const,
  list: (query: TemplateListQuery) => [...templateKeys.lists(), query] as const,
  detail: (id: string) => [...templateKeys.all, 'detail', id] as const,
  versions: (id: string) => [...templateKeys.detail(id), 'versions'] as const,
  version: (id: string, version: number) => [...templateKeys.versions(id), version] as const,
  preview: (id: string, body: TemplateApplyBody) => [...templateKeys.detail(id), 'preview', body] as const,
};

/** The query as sent: empty strings are no filter. */
const listQuery = (query: TemplateListQuery): TemplateListQuery =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== undefined));

/**
 * Templates → Library, My Templates and Management, and the template picker: one filtered list, a page at a
 * time. `items` are the pages so far; `categories` and `total` come with the first page and cover them all.
 */
export function useTemplates(query: TemplateListQuery, options: { enabled?: boolean } = {}) {
  const sent = listQuery(query);
  const list = useInfiniteQuery({
    queryKey: templateKeys.list(sent),
    queryFn: ({ signal, pageParam }) =>
      typedApi.get('/api/templates', { signal, query: { ...sent, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
  const pages = list.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  return {
    items,
    categories: pages?.[0]?.categories ?? [],
    total: pages?.[0]?.total ?? 0,
    hasNextPage: list.hasNextPage,
    fetchNextPage: list.fetchNextPage,
    isFetchingNextPage: list.isFetchingNextPage,
    isPending: list.isPending,
    isSuccess: list.isSuccess,
    isFetching: list.isFetching,
    refetch: list.refetch,
    // Kept as a pair so that checking `isError` narrows `error`, as on the query itself.
    ...(list.isError ? { isError: true as const, error: list.error } : { isError: false as const, error: null }),
  };
}

/** One template with its document; `null` reads nothing (a new template). */
export function useTemplate(id: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: templateKeys.detail(id ?? ''),
    queryFn: ({ signal }) => typedApi.get('/api/templates/{id}', { signal, path: { id: id! } }),
    enabled: Boolean(id) && (options.enabled ?? true),
    // The editor owns the document once loaded: a background refetch must not replace what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** A fresh read past the cache (a stale save's "Reload"): the cached template and its versions follow it. */
export function useReloadTemplate() {
  const queryClient = useQueryClient();
  return async (id: string) => {
    const template = await typedApi.get('/api/templates/{id}', { path: { id } });
    queryClient.setQueryData(templateKeys.detail(id), template);
    void queryClient.invalidateQueries({ queryKey: templateKeys.versions(id) });
    return template;
  };
}

export function useTemplateVersions(id: string | null) {
  return useQuery({
    queryKey: templateKeys.versions(id ?? ''),
    queryFn: ({ signal }) => typedApi.get('/api/templates/{id}/versions', { signal, path: { id: id! } }),
    enabled: Boolean(id),
  });
}

/** One saved version as it was; versions never change, so it is read once. */
export function useTemplateVersion(id: string | null, version: number | null) {
  return useQuery({
    queryKey: templateKeys.version(id ?? '', version ?? 0),
    queryFn: ({ signal }) =>
      typedApi.get('/api/templates/{id}/versions/{version}', { signal, path: { id: id!, version: version! } }),
    enabled: Boolean(id) && version !== null && version > 0,
    staleTime: Infinity,
  });
}

/**
 * The template's sections priced at the workspace's rates with these answers, without counting a use (the
 * Library's preview, the picker's figures). Refetched as the answers change; the previous answer stays meanwhile.
 */
export function useTemplatePreview(id: string | null, body: TemplateApplyBody, options: { enabled?: boolean } = {}) {
  const sent = { ...body, quoteId: null };
  return useQuery({
    queryKey: templateKeys.preview(id ?? '', sent),
    queryFn: ({ signal }) => typedApi.post('/api/templates/{id}/apply', { signal, path: { id: id! }, body: sent }),
    enabled: Boolean(id) && (options.enabled ?? true),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** After a write that answers with the template: it replaces the cached one and the lists refetch. */
function useTemplateWrite<V>(request: (variables: V) => Promise<TemplateRecord>, settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: mutationMeta(settings),
    onSuccess: (template) => {
      queryClient.setQueryData(templateKeys.detail(template.id), template);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: templateKeys.versions(template.id) }),
        queryClient.invalidateQueries({ queryKey: templateKeys.lists() }),
        // The plan's usage counts templates.
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
      ]);
    },
  });
}

export const useCreateTemplate = (settings?: MutationSettings) =>
  useTemplateWrite((body: TemplateCreateBody) => typedApi.post('/api/templates', { body }), settings);

/** Import an exported file: its text goes up as is, the API says what is wrong with it (422 on `file`). */
export const useImportTemplate = (settings?: MutationSettings) =>
  useTemplateWrite((file: string) => typedApi.post('/api/templates/import', { body: { file } }), settings);

/** "Save as template" from a quote (or one of its sections). */
export const useSaveQuoteAsTemplate = (settings?: MutationSettings) =>
  useTemplateWrite((body: SaveQuoteAsTemplateBody) => typedApi.post('/api/templates/from-quote', { body }), settings);

/** Saves the next version; a stale `baseVersion` is a 409 and changes nothing. */
export const useUpdateTemplate = (id: string, settings?: MutationSettings) =>
  useTemplateWrite((body: TemplateUpdateBody) => typedApi.put('/api/templates/{id}', { path: { id }, body }), settings);

/** A copy among the workspace's templates (of its own or of a global one). */
export const useDuplicateTemplate = (settings?: MutationSettings) =>
  useTemplateWrite((id: string) => typedApi.post('/api/templates/{id}/duplicate', { path: { id } }), settings);

export const useSetTemplateArchived = (settings?: MutationSettings) =>
  useTemplateWrite(
    ({ id, archived }: { id: string; archived: boolean }) =>
      typedApi.post(archived ? '/api/templates/{id}/archive' : '/api/templates/{id}/unarchive', { path: { id } }),
    settings,
  );

/** Super admins: offer a global template to every workspace, or withdraw it. */
export const useSetTemplatePublished = (settings?: MutationSettings) =>
  useTemplateWrite(
    ({ id, published }: { id: string; published: boolean }) =>
      typedApi.post(published ? '/api/templates/{id}/publish' : '/api/templates/{id}/unpublish', { path: { id } }),
    settings,
  );

/** Saves an old version's content as the next version. */
export const useRestoreTemplateVersion = (id: string, settings?: MutationSettings) =>
  useTemplateWrite(
    ({ version, baseVersion }: { version: number; baseVersion: number }) =>
      typedApi.post('/api/templates/{id}/versions/{version}/restore', {
        path: { id, version },
        body: { baseVersion },
      }),
    settings,
  );

/** Deletes a template no quote came from; a used one is a 409 (archive it instead). */
export function useDeleteTemplate(settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: mutationMeta(settings),
    mutationFn: (id: string) => typedApi.delete('/api/templates/{id}', { path: { id } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: templateKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: templateKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
      ]);
    },
  });
}

/** The template as its JSON export file: the bytes and the server's file name. */
export function downloadTemplateExport(id: string) {
  return downloadFile('/api/templates/{id}/export', { path: { id } });
}

/**
 * "Insert template" into a quote: the sections with fresh ids, priced at the workspace's rates. With a `quoteId`
 * it counts as a use, so the lists' usage figures refetch.
 */
export function useApplyTemplate(settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: mutationMeta(settings),
    mutationFn: ({ id, body }: { id: string; body: TemplateApplyBody }) =>
      typedApi.post('/api/templates/{id}/apply', { path: { id }, body }),
    onSuccess: (_applied, { body }) =>
      body.quoteId ? queryClient.invalidateQueries({ queryKey: templateKeys.lists() }) : undefined,
  });
}

/** A new draft quote (v1) from the template with the answers applied; counts as a use. */
export function useStartQuoteFromTemplate(settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: mutationMeta(settings),
    mutationFn: ({ id, body }: { id: string; body: StartQuoteFromTemplateBody }) =>
      typedApi.post('/api/templates/{id}/quotes', { path: { id }, body }),
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteKeys.detail(quote.id), quote);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: templateKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: quoteKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
      ]);
    },
  });
}
