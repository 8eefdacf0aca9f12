import { QUOTE_LIST_COPY } from '@scopewright/domain';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const SEARCH_DELAY_MS = 300;

/** Search by title, Q-number or client; the URL follows 300 ms after the last keystroke. */
export function QuoteSearchInput({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  const lastSent = useRef(value);

  // "Clear filters" or the back button change the URL: the box follows.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounced.trim() === lastSent.current.trim()) return;
    lastSent.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);

  return (
    <div className="relative min-w-0 basis-full sm:max-w-xs sm:flex-1 sm:basis-auto">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={QUOTE_LIST_COPY.searchLabel}
        placeholder={QUOTE_LIST_COPY.searchPlaceholder}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
          }
        }}
        className="pr-8 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => setText('')}
          className="absolute top-1/2 right-1.5 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-3.5" aria-hidden />
        </button>
      )}
    </div>
  );
}
