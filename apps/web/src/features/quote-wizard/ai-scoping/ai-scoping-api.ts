import type { AcceptedLinesInput, AiUsage, ScopeSuggestionInput, ScopeSuggestionResponse } from '@scopewright/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const AI_PATHS = {
  suggestions: '/api/ai/scope-suggestions',
  accepted: (runId: string) => `/api/ai/runs/${runId}/accepted`,
  usage: '/api/ai/usage',
} as const;

export const aiKeys = {
  usage: () => ['ai', 'usage'] as const,
};

export function useAiUsage() {
  return useQuery({
    queryKey: aiKeys.usage(),
    queryFn: ({ signal }) => api.get<AiUsage>(AI_PATHS.usage, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** Generates (or refines) a scope; the answer carries the new usage, so the counter updates without a refetch. */
export function useGenerateScope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScopeSuggestionInput) => api.post<ScopeSuggestionResponse>(AI_PATHS.suggestions, input),
    onSuccess: (response) => queryClient.setQueryData<AiUsage>(aiKeys.usage(), response.usage),
  });
}

/** Records which lines went on the quote; the quote itself is saved by the wizard's autosave. */
export function useMarkAccepted() {
  return useMutation({
    mutationFn: ({ runId, ...input }: AcceptedLinesInput & { runId: string }) =>
      api.post<unknown>(AI_PATHS.accepted(runId), input),
  });
}
