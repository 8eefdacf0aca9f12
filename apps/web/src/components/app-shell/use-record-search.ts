import { useSearchResults } from '@/data/search';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 200;

/** Quotes and clients matching what the palette's user typed, once they pause; nothing for one character. */
export function useRecordSearch(input: string, enabled: boolean) {
  const q = useDebouncedValue(input.trim(), DEBOUNCE_MS);
  const isActive = enabled && q.length >= MIN_LENGTH;
  const query = useSearchResults(q, isActive);
  return {
    results: isActive && input.trim().length >= MIN_LENGTH ? query.data : undefined,
    isSearching: isActive && query.isFetching,
  };
}
