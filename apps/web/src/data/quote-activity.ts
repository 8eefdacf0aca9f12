import { useQuery } from '@tanstack/react-query';
import { quoteKeys } from './quotes';
import { typedApi } from './typed-api';

/** The quote's timeline: created, saved, sent, viewed, answered. */
export function useQuoteActivity(quoteId: string) {
  return useQuery({
    queryKey: quoteKeys.activity(quoteId),
    queryFn: ({ signal }) => typedApi.get('/api/quotes/{id}/activity', { signal, path: { id: quoteId } }),
    refetchOnWindowFocus: true,
  });
}

/** How the client answered this version: the acceptance record or the decline (the API's 404 = no answer). */
export function useQuoteOutcome(quoteId: string, versionNo: number) {
  return useQuery({
    queryKey: quoteKeys.outcome(quoteId, versionNo),
    queryFn: ({ signal }) =>
      typedApi.get('/api/quotes/{id}/acceptance', { signal, path: { id: quoteId }, query: { version: versionNo } }),
  });
}
