import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quoteKeys } from './quotes';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { typedApi, type ApiBody } from './typed-api';

export function useSendDraft(id: string, enabled: boolean) {
  return useQuery({
    queryKey: quoteKeys.sendDraft(id),
    queryFn: ({ signal }) => typedApi.get('/api/quotes/{id}/send-draft', { signal, path: { id } }),
    enabled,
    staleTime: 0,
  });
}

/**
 * After any send: the quote (status, version, links, timeline) and the lists are fetched again, without holding
 * up the confirmation (the caller shows the outcome as soon as the API answers).
 */
function useSendingMutation<I, O>(id: string, request: (input: I) => Promise<O>, settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: mutationMeta(settings),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: quoteKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
    },
  });
}

export const useSendQuote = (id: string, settings?: MutationSettings) =>
  useSendingMutation(
    id,
    (body: ApiBody<'/api/quotes/{id}/send', 'post'>) => typedApi.post('/api/quotes/{id}/send', { path: { id }, body }),
    settings,
  );
export const useResendQuote = (id: string, settings?: MutationSettings) =>
  useSendingMutation(
    id,
    (body: ApiBody<'/api/quotes/{id}/resend', 'post'>) =>
      typedApi.post('/api/quotes/{id}/resend', { path: { id }, body }),
    settings,
  );
export const useCreateShareLink = (id: string) =>
  useSendingMutation(id, () => typedApi.post('/api/quotes/{id}/share-links', { path: { id } }));
export const useRevokeShareLinks = (id: string) =>
  useSendingMutation(id, () => typedApi.post('/api/quotes/{id}/share-links/revoke', { path: { id } }));

export function useShareLinks(id: string) {
  return useQuery({
    queryKey: quoteKeys.shareLinks(id),
    queryFn: ({ signal }) => typedApi.get('/api/quotes/{id}/share-links', { signal, path: { id } }),
  });
}
