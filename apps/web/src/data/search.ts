import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { typedApi } from './typed-api';

export const searchKeys = {
  all: ['search'] as const,
  records: (q: string) => [...searchKeys.all, 'records', q] as const,
};

/** Quotes and clients of the workspace matching `q` (the command palette's record search). */
export function useSearchResults(q: string, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.records(q),
    queryFn: ({ signal }) => typedApi.get('/api/search', { signal, query: { q } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
