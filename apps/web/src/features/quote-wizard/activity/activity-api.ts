import type { QuoteActivityEntry } from '@scopewright/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const activityKeys = {
  list: (quoteId: string) => ['quotes', 'detail', quoteId, 'activity'] as const,
};

export function useQuoteActivity(quoteId: string) {
  return useQuery({
    queryKey: activityKeys.list(quoteId),
    queryFn: ({ signal }) => api.get<QuoteActivityEntry[]>(`/api/quotes/${quoteId}/activity`, { signal }),
    refetchOnWindowFocus: true,
  });
}
