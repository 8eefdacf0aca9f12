import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from './api-schema.gen';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { quoteKeys } from './quotes';
import { templateKeys } from './templates';
import { typedApi, type ApiQuery } from './typed-api';

type Schemas = components['schemas'];

export type VersionItem = Schemas['VersionItem'];
export type VersionPage = Schemas['VersionPage'];
export type VersionItemDetail = Schemas['VersionItemDetail'];
export type VersionDiff = Schemas['VersionDiff'];
export type VersionFieldChange = Schemas['VersionFieldChange'];
export type VersionRestorable = NonNullable<VersionItem['restorable']>;
export type VersionKind = NonNullable<NonNullable<ApiQuery<'/api/versions', 'get'>>['kind']>;

export const versionKeys = {
  all: ['versions'] as const,
  feeds: () => [...versionKeys.all, 'feed'] as const,
  feed: (kind: VersionKind | null) => [...versionKeys.feeds(), kind ?? 'all'] as const,
  detail: (itemId: string) => [...versionKeys.all, 'detail', itemId] as const,
};

/** GET /api/versions: the workspace's changes, newest first, 50 a page ("Load more" follows the cursor). */
export function useVersionFeed(kind: VersionKind | null) {
  return useInfiniteQuery({
    queryKey: versionKeys.feed(kind),
    queryFn: ({ signal, pageParam }) =>
      typedApi.get('/api/versions', {
        signal,
        query: { ...(kind ? { kind } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** GET /api/versions/{itemId}: the change and its readable diff, read when someone opens it. */
export function useVersionDetail(itemId: string | null) {
  return useQuery({
    queryKey: versionKeys.detail(itemId ?? ''),
    queryFn: ({ signal }) => typedApi.get('/api/versions/{itemId}', { signal, path: { itemId: itemId! } }),
    enabled: itemId !== null,
  });
}

/**
 * Restores a version through the object's own restore route (a quote's becomes its next draft, a template's its
 * next save); answers the new version's number. The feed, the object and its lists are read again.
 */
export function useRestoreVersion(settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: mutationMeta(settings),
    mutationFn: async (target: VersionRestorable): Promise<number> => {
      if (target.type === 'quote') {
        const quote = await typedApi.post('/api/quotes/{id}/versions/{versionNo}/restore', {
          path: { id: target.id, versionNo: target.versionNo },
        });
        return quote.version.versionNo;
      }
      const template = await typedApi.post('/api/templates/{id}/versions/{version}/restore', {
        path: { id: target.id, version: target.versionNo },
        body: { baseVersion: target.currentVersionNo },
      });
      return template.version;
    },
    onSuccess: (_version, target) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: versionKeys.all }),
        ...(target.type === 'quote'
          ? [
              queryClient.invalidateQueries({ queryKey: quoteKeys.detail(target.id) }),
              queryClient.invalidateQueries({ queryKey: quoteKeys.lists() }),
            ]
          : [
              queryClient.invalidateQueries({ queryKey: templateKeys.detail(target.id) }),
              queryClient.invalidateQueries({ queryKey: templateKeys.lists() }),
            ]),
      ]),
  });
}
