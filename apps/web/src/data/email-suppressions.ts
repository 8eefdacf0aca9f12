import type { EmailSuppressionState } from '@scopewright/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from './api-schema.gen';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { type ApiBody, type ApiResponse, typedApi } from './typed-api';

export type EmailSuppression = components['schemas']['EmailSuppression'];
export type EmailSuppressionList = ApiResponse<'/api/platform/email-suppressions', 'get'>;
export type AddEmailSuppressionBody = ApiBody<'/api/platform/email-suppressions', 'post'>;

export interface EmailSuppressionFilters {
  q: string;
  state: EmailSuppressionState;
  page: number;
}

export const emailSuppressionKeys = {
  all: ['email-suppressions'] as const,
  list: (filters: EmailSuppressionFilters) => [...emailSuppressionKeys.all, 'list', filters] as const,
};

/** The platform's suppression list (super admins), 50 a page; the previous page stays while the next loads. */
export function useEmailSuppressions(filters: EmailSuppressionFilters) {
  return useQuery({
    queryKey: emailSuppressionKeys.list(filters),
    queryFn: ({ signal }) =>
      typedApi.get('/api/platform/email-suppressions', {
        signal,
        query: { q: filters.q.trim() || undefined, state: filters.state, page: filters.page },
      }),
    placeholderData: keepPreviousData,
  });
}

function useSuppressionWrite<V>(request: (variables: V) => Promise<EmailSuppression>, settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: mutationMeta(settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailSuppressionKeys.all }),
  });
}

/** The address may receive email again; the reason is kept with the suppression. */
export const useLiftEmailSuppression = (settings?: MutationSettings) =>
  useSuppressionWrite(
    ({ id, reason }: { id: string; reason: string }) =>
      typedApi.post('/api/platform/email-suppressions/{id}/lift', { path: { id }, body: { reason } }),
    settings,
  );

export const useAddEmailSuppression = (settings?: MutationSettings) =>
  useSuppressionWrite(
    (body: AddEmailSuppressionBody) => typedApi.post('/api/platform/email-suppressions', { body }),
    settings,
  );
