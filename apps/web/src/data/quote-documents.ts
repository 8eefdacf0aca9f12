import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quoteKeys } from './quotes';
import { downloadFile, typedApi, type ApiBody } from './typed-api';
import { analytics } from '@/lib/analytics';

/** This quote's cover page and sections over the workspace's branding (and whether it may still change). */
export function useQuoteBranding(quoteId: string) {
  return useQuery({
    queryKey: quoteKeys.branding(quoteId),
    queryFn: ({ signal }) => typedApi.get('/api/quotes/{id}/branding', { signal, path: { id: quoteId } }),
  });
}

/** Saves the overrides; `prepare` runs first (the autosave flushes, and may refuse). */
export function useSaveQuoteBranding(
  quoteId: string,
  prepare: () => Promise<ApiBody<'/api/quotes/{id}/branding', 'put'>['lockVersion']>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (overrides: ApiBody<'/api/quotes/{id}/branding', 'put'>['overrides']) => {
      const lockVersion = await prepare();
      return typedApi.put('/api/quotes/{id}/branding', { path: { id: quoteId }, body: { lockVersion, overrides } });
    },
    onSuccess: (view) => queryClient.setQueryData(quoteKeys.branding(quoteId), view),
  });
}

export type QuoteFile = 'document.pdf' | 'document.docx';

/** The quote as a file: the client's PDF or Word, or the team's internal PDF; a version's signed PDF. */
export function downloadQuoteDocument(
  quoteId: string,
  file: QuoteFile,
  query: { variant: 'client' | 'internal'; version?: number },
) {
  const path = { id: quoteId };
  analytics.track('feature_used', { feature: file === 'document.pdf' ? `pdf_${query.variant}` : 'docx' });
  return file === 'document.pdf'
    ? downloadFile('/api/quotes/{id}/document.pdf', { path, query })
    : downloadFile('/api/quotes/{id}/document.docx', { path, query: { variant: 'client', version: query.version } });
}
