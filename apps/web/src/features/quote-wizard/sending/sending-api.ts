import type {
  ResendQuoteInput,
  RevokeShareLinksResult,
  SendDraft,
  SendQuoteInput,
  SendQuoteResult,
  ShareLinkCreated,
  ShareLinkList,
} from '@scopewright/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { activityKeys } from '../activity/activity-api';
import { wizardKeys } from '../api/wizard-api';

export const SENDING_PATHS = {
  draft: (id: string) => `/api/quotes/${id}/send-draft`,
  send: (id: string) => `/api/quotes/${id}/send`,
  resend: (id: string) => `/api/quotes/${id}/resend`,
  links: (id: string) => `/api/quotes/${id}/share-links`,
  revoke: (id: string) => `/api/quotes/${id}/share-links/revoke`,
} as const;

export const sendingKeys = {
  draft: (id: string) => ['quotes', 'detail', id, 'send-draft'] as const,
  links: (id: string) => ['quotes', 'detail', id, 'share-links'] as const,
};

export function useSendDraft(id: string, enabled: boolean) {
  return useQuery({
    queryKey: sendingKeys.draft(id),
    queryFn: ({ signal }) => api.get<SendDraft>(SENDING_PATHS.draft(id), { signal }),
    enabled,
    staleTime: 0,
  });
}

/**
 * After any send: the quote (status, version), the lists, the links and the timeline are fetched again, without
 * holding up the confirmation (the caller shows the outcome as soon as the API answers).
 */
function useSendingMutation<I, O>(id: string, request: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: wizardKeys.quote(id) });
      void queryClient.invalidateQueries({ queryKey: ['quotes', 'list'] });
      void queryClient.invalidateQueries({ queryKey: activityKeys.list(id) });
      void queryClient.invalidateQueries({ queryKey: sendingKeys.links(id) });
    },
  });
}

export const useSendQuote = (id: string) =>
  useSendingMutation(id, (input: SendQuoteInput) => api.post<SendQuoteResult>(SENDING_PATHS.send(id), input));
export const useResendQuote = (id: string) =>
  useSendingMutation(id, (input: ResendQuoteInput) => api.post<SendQuoteResult>(SENDING_PATHS.resend(id), input));
export const useCreateShareLink = (id: string) =>
  useSendingMutation(id, () => api.post<ShareLinkCreated>(SENDING_PATHS.links(id), {}));
export const useRevokeShareLinks = (id: string) =>
  useSendingMutation(id, () => api.post<RevokeShareLinksResult>(SENDING_PATHS.revoke(id), {}));

export function useShareLinks(id: string) {
  return useQuery({
    queryKey: sendingKeys.links(id),
    queryFn: ({ signal }) => api.get<ShareLinkList>(SENDING_PATHS.links(id), { signal }),
  });
}
