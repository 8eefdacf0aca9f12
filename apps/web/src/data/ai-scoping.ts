import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi, type ApiBody, type ApiResponse } from './typed-api';

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

/** Generates (or refines) a scope; the answer carries the new usage, so the counter updates without a refetch. */
export function useGenerateScope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/ai/scope-suggestions', 'post'>) =>
      typedApi.post('/api/ai/scope-suggestions', { body }),
    onSuccess: (response) => queryClient.setQueryData<AiUsage>(aiKeys.usage(), response.usage),
  });
}

/** Records which lines went on the quote; the quote itself is saved by the wizard's autosave. */
export function useMarkAccepted() {
  return useMutation({
    mutationFn: ({ runId, ...body }: ApiBody<'/api/ai/runs/{id}/accepted', 'post'> & { runId: string }) =>
      typedApi.post('/api/ai/runs/{id}/accepted', { path: { id: runId }, body }),
  });
}
