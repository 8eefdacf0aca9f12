import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from './api-schema.gen';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { type ApiBody, type ApiResponse, typedApi } from './typed-api';

export type ApiKeySummary = components['schemas']['ApiKeySummary'];
export type CreatedApiKey = components['schemas']['CreatedApiKey'];
export type ApiKeyList = ApiResponse<'/api/api-keys', 'get'>;
export type CreateApiKeyBody = ApiBody<'/api/api-keys', 'post'>;

export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};

/** The workspace's API keys, newest first; revoked and expired ones stay listed. */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeyKeys.list(),
    queryFn: ({ signal }) => typedApi.get('/api/api-keys', { signal }),
  });
}

/** A new key heads the list; a changed one keeps its place. */
function showKey(list: ApiKeyList | undefined, key: ApiKeySummary): ApiKeyList | undefined {
  if (!list) return list;
  const isKnown = list.items.some((item) => item.id === key.id);
  return { items: isKnown ? list.items.map((item) => (item.id === key.id ? key : item)) : [key, ...list.items] };
}

/** A write that answers a key: the list shows it at once, then refetches (a rotation changes the old key too). */
function useKeyWrite<V, R extends CreatedApiKey | ApiKeySummary>(
  request: (variables: V) => Promise<R>,
  settings?: MutationSettings,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: mutationMeta(settings),
    onSuccess: (result: R) => {
      const answer: CreatedApiKey | ApiKeySummary = result;
      const key = 'secret' in answer ? answer.key : answer;
      queryClient.setQueryData<ApiKeyList>(apiKeyKeys.list(), (list) => showKey(list, key));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}

/** The answer carries the key itself (`secret`): the only time it is ever returned. */
export const useCreateApiKey = (settings?: MutationSettings) =>
  useKeyWrite((body: CreateApiKeyBody) => typedApi.post('/api/api-keys', { body }), settings);

/** A new key; the old one keeps working for `overlapHours` (status 'expiring'), or stops now with 0. */
export const useRotateApiKey = (settings?: MutationSettings) =>
  useKeyWrite(
    ({ id, overlapHours }: { id: string; overlapHours: number }) =>
      typedApi.post('/api/api-keys/{id}/rotate', { path: { id }, body: { overlapHours } }),
    settings,
  );

export const useRevokeApiKey = (settings?: MutationSettings) =>
  useKeyWrite((id: string) => typedApi.post('/api/api-keys/{id}/revoke', { path: { id } }), settings);
