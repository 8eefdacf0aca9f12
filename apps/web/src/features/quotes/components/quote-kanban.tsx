import {
  formatMoney,
  KANBAN_STATUSES,
  QUOTE_LIST_COPY,
  QUOTE_STATUS_LABELS,
  type QuoteListItem,
  type QuoteStatus,
} from '@scopewright/domain';
import { statusDotClass } from '@/components/quotes/quote-status-badge';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { type QuoteListFilters, toListRequest } from '../quote-list-params';
import { useQuoteList } from '@/data/quotes';
import { QuoteCard } from './quote-card';
import type { QuoteRowActionHandlers } from './quote-row-actions';

const COLUMN_PAGE_SIZE = 20;

/** Sums per currency: one figure never mixes currencies (docs/product-rules.md#ui-rules). */
export function sumByCurrency(quotes: QuoteListItem[]): { currency: string; oneTimeCents: number; mrrCents: number }[] {
  const sums = new Map<string, { currency: string; oneTimeCents: number; mrrCents: number }>();
  for (const quote of quotes) {
    const sum = sums.get(quote.currency) ?? { currency: quote.currency, oneTimeCents: 0, mrrCents: 0 };
    sum.oneTimeCents += quote.oneTimeTotalCents;
    sum.mrrCents += quote.mrrCents;
    sums.set(quote.currency, sum);
  }
  return [...sums.values()];
}

function KanbanColumn({
  status,
  filters,
  actions,
}: {
  status: QuoteStatus;
  filters: QuoteListFilters;
  actions: QuoteRowActionHandlers;
}) {
  const list = useQuoteList(toListRequest(filters, { status, limit: COLUMN_PAGE_SIZE }));
  const quotes = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const isExact = list.data?.pages[0]?.totalIsExact ?? true;
  const headingId = `kanban-${status}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="kanban-column"
      data-status={status}
      className="flex w-64 shrink-0 snap-start flex-col rounded-xl border bg-muted/40 xl:w-auto xl:min-w-0"
    >
      <header className="grid gap-0.5 border-b px-3 py-2.5">
        <h2 id={headingId} className="flex items-center gap-2 text-[13px] font-semibold">
          <span aria-hidden className={cn('size-2 rounded-full', statusDotClass(status))} />
          {QUOTE_STATUS_LABELS[status]}
          <span className="ml-auto rounded-full bg-background px-1.5 text-xs font-medium text-muted-foreground tabular-nums">
            <span className="sr-only">Count </span>
            {list.data ? QUOTE_LIST_COPY.count(total, isExact) : '…'}
          </span>
        </h2>
        {quotes.length > 0 && (
          <div
            className="text-xs text-muted-foreground tabular-nums"
            data-testid="kanban-column-total"
            title={list.hasNextPage ? QUOTE_LIST_COPY.columnMore(quotes.length, total, isExact) : undefined}
          >
            {sumByCurrency(quotes).map((sum) => (
              <p key={sum.currency} className="flex flex-wrap gap-x-2">
                <span>{formatMoney(sum.oneTimeCents, sum.currency)}</span>
                {sum.mrrCents > 0 && <span>{formatMoney(sum.mrrCents, sum.currency, { frequency: 'monthly' })}</span>}
              </p>
            ))}
            {list.hasNextPage && <p>{QUOTE_LIST_COPY.columnMore(quotes.length, total, isExact)}</p>}
          </div>
        )}
      </header>
      <div className="grid content-start gap-2 p-2">
        {list.isPending ? (
          <>
            <Skeleton className="h-32 rounded-xl" />
            <Skeleton className="h-32 rounded-xl" />
          </>
        ) : list.isError && quotes.length === 0 ? (
          <div role="alert" className="grid justify-items-center gap-2 px-2 py-6 text-center text-xs">
            <p>{QUOTE_LIST_COPY.loadError}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : quotes.length === 0 ? (
          <p className="px-2 py-6 text-center text-xs text-muted-foreground">
            No {QUOTE_STATUS_LABELS[status].toLowerCase()} quotes
          </p>
        ) : (
          quotes.map((quote) => <QuoteCard key={quote.id} quote={quote} actions={actions} compact />)
        )}
        <LoadMoreButton
          variant="ghost"
          size="sm"
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          onLoadMore={list.fetchNextPage}
          label={QUOTE_LIST_COPY.loadMore}
        />
      </div>
    </section>
  );
}

/** Kanban by status: each column asks for its own page of quotes; no dragging (status comes from actions). */
export function QuoteKanban({ filters, actions }: { filters: QuoteListFilters; actions: QuoteRowActionHandlers }) {
  const statuses =
    filters.status.length > 0 ? KANBAN_STATUSES.filter((s) => filters.status.includes(s)) : KANBAN_STATUSES;
  return (
    <div
      className="relative -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8 xl:mx-0 xl:grid xl:snap-none xl:overflow-visible xl:px-0"
      style={{ gridTemplateColumns: `repeat(${statuses.length}, minmax(0, 1fr))` }}
      data-testid="quote-kanban"
    >
      {statuses.map((status) => (
        <KanbanColumn key={status} status={status} filters={filters} actions={actions} />
      ))}
    </div>
  );
}
