import { quoteAcceptancePath, type QuoteOutcome } from '@scopewright/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const outcomeKeys = {
  detail: (quoteId: string, versionNo: number) => ['quotes', 'detail', quoteId, 'acceptance', versionNo] as const,
};

/** How the client answered this version: the acceptance record or the decline (the API's 404 = no answer). */
export function useQuoteOutcome(quoteId: string, versionNo: number) {
  return useQuery({
    queryKey: outcomeKeys.detail(quoteId, versionNo),
    queryFn: ({ signal }) =>
      api.get<QuoteOutcome>(quoteAcceptancePath(quoteId), { query: { version: versionNo }, signal }),
  });
}
