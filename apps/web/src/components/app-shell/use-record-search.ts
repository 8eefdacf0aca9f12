import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** GET /api/search's answer (apps/api/src/modules/search/search.routes.ts). */
export interface RecordSearchResults {
  quotes: { id: string; number: number; title: string; status: string; clientName: string }[];
  clients: { id: string; name: string }[];
}

export const searchKeys = {
  all: ['search'] as const,
  records: (q: string) => [...searchKeys.all, 'records', q] as const,
};

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 200;

/** Quotes and clients matching what the palette's user typed, once they pause; nothing for one character. */
export function useRecordSearch(input: string, enabled: boolean) {
  const q = useDebouncedValue(input.trim(), DEBOUNCE_MS);
  const isActive = enabled && q.length >= MIN_LENGTH;
  const query = useQuery({
    queryKey: searchKeys.records(q),
    queryFn: ({ signal }) => api.get<RecordSearchResults>('/api/search', { signal, query: { q } }),
    enabled: isActive,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return {
    results: isActive && input.trim().length >= MIN_LENGTH ? query.data : undefined,
    isSearching: isActive && query.isFetching,
  };
}
