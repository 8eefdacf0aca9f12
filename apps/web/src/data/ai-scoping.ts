import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi, type ApiBody, type ApiResponse } from './typed-api';
import { analytics } from '@/lib/analytics';

export type AiUsage = ApiResponse<'/api/ai/usage', 'get'>;

export const aiKeys = {
  all: ['ai'] as const,
  usage: () => [...aiKeys.all, 'usage'] as const,
};

export function useAiUsage() {
  return useQuery({
    queryKey: aiKeys.usage(),
    queryFn: ({ signal }) => typedApi.get('/api/ai/usage', { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * Generates (or refines) a scope; the answer carries the new usage, so the counter updates without a refetch.
 * The assistant shows a failure in its own panel (with the upgrade path for a spent allowance), never as a toast.
 */
export function useGenerateScope() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: ApiBody<'/api/ai/scope-suggestions', 'post'>) =>
      typedApi.post('/api/ai/scope-suggestions', { body }),
    onSuccess: (response) => {
      analytics.track('feature_used', { feature: 'ai_scoping' });
      queryClient.setQueryData<AiUsage>(aiKeys.usage(), response.usage);
    },
  });
}

/**
 * Records which lines went on the quote (for the assistant's statistics); the quote itself is saved by the
 * wizard's autosave, so a failure here costs the user nothing and is not shown.
 */
export function useMarkAccepted() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ runId, ...body }: ApiBody<'/api/ai/runs/{id}/accepted', 'post'> & { runId: string }) =>
      typedApi.post('/api/ai/runs/{id}/accepted', { path: { id: runId }, body }),
  });
}
