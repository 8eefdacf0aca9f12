import { formatMoney, formatQuoteNumber, TEMPLATE_WIZARD_COPY as COPY } from '@scopewright/domain';
import { Copy, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { QuoteStatusBadge } from '@/components/quotes/quote-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useQuoteList } from '@/data/quotes';

const PAGE = 8;

/** "Copy a past quote": search the workspace's quotes (newest first) and copy one as a new draft. */
export function CopyQuotePicker({
  onCopy,
  copyingId,
  disabled,
}: {
  onCopy: (quote: { id: string; number: number }) => void;
  /** The quote being copied: its button waits, the others are off. */
  copyingId: string | null;
  disabled: boolean;
}) {
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  // Chosen on purpose (the "Copy a past quote" card): the search is where the next keystroke goes.
  useEffect(() => searchRef.current?.focus(), []);
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), 200);
  const list = useQuoteList({ q: search || undefined, sort: 'updated', dir: 'desc', limit: PAGE });
  const items = list.data?.pages[0]?.items ?? [];

  return (
    <Card>
      <CardContent className="grid gap-3 pt-5">
        <div className="relative">
          <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            aria-label={COPY.copySearchLabel}
            aria-controls={`${id}-list`}
            placeholder={COPY.copySearchPlaceholder}
            className="h-10 pl-9"
            autoComplete="off"
            ref={searchRef}
          />
        </div>
        {list.isPending ? (
          <div className="grid gap-1.5" aria-busy="true" aria-label={COPY.copyLoading}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : list.isError ? (
          <div role="alert" className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm">
            {COPY.copyFailed}
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {COPY.tryAgain}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            {search ? COPY.copyNoMatches(search) : COPY.copyEmpty}
          </p>
        ) : (
          <ul
            id={`${id}-list`}
            aria-label={COPY.copyListLabel}
            aria-busy={list.isFetching}
            className="divide-y rounded-lg border"
          >
            {items.map((quote) => {
              const number = formatQuoteNumber(quote.number);
              return (
                <li key={quote.id} className="flex items-center gap-3 px-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="flex min-w-0 items-center gap-2 text-sm">
                      <span className="shrink-0 text-muted-foreground tabular-nums">{number}</span>
                      <span className="truncate font-medium">{quote.title}</span>
                    </p>
                    <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
                      <span className="truncate">{quote.client.name}</span>
                      <QuoteStatusBadge status={quote.status} />
                      <span className="tabular-nums">
                        {formatMoney(quote.oneTimeTotalCents, quote.currency)}
                        {quote.mrrCents > 0 &&
                          ` · ${formatMoney(quote.mrrCents, quote.currency, { frequency: 'monthly' })}`}
                      </span>
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    className="shrink-0"
                    aria-label={COPY.copyAction(number)}
                    disabled={disabled || copyingId !== null}
                    onClick={() => onCopy({ id: quote.id, number: quote.number })}
                  >
                    <Copy aria-hidden />
                    <span className="max-sm:sr-only">{copyingId === quote.id ? COPY.copying : 'Copy'}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
