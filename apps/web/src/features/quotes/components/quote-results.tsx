import { QUOTE_LIST_COPY, type QuoteViewMode } from '@scopewright/domain';
import { useState } from 'react';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { cn } from '@/lib/utils';
import { countActiveFilters, isFiltered, type QuoteListFilters, toListRequest } from '../quote-list-params';
import { useQuoteList } from '@/data/quotes';
import { BulkActionBar } from './bulk-action-bar';
import { QuoteCard } from './quote-card';
import { NoArchivedQuotes, NoMatches, NoQuotesYet, QuoteListError, QuoteListSkeleton } from './quote-list-states';
import type { QuoteRowActionHandlers } from './quote-row-actions';
import type { QuoteSelection } from './quote-selection';
import { QuoteStackedList } from './quote-stacked-list';
import { QuoteTable } from './quote-table';

interface QuoteResultsProps {
  view: Exclude<QuoteViewMode, 'kanban'>;
  filters: QuoteListFilters;
  onFiltersChange: (patch: Partial<QuoteListFilters>) => void;
  onClear: () => void;
  canCreate: boolean;
  actions: QuoteRowActionHandlers;
  onBulkArchive: (ids: string[], archived: boolean, onDone: () => void) => void;
  isBulkBusy: boolean;
}

/** The list and grid views: one keyset-paged query, selection for bulk archive, "Load more". */
export function QuoteResults({
  view,
  filters,
  onFiltersChange,
  onClear,
  canCreate,
  actions,
  onBulkArchive,
  isBulkBusy,
}: QuoteResultsProps) {
  const request = toListRequest(filters);
  const requestKey = JSON.stringify(request);
  const list = useQuoteList(request);
  // A selection belongs to the filters it was made under; new filters start with none.
  const [picked, setPicked] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: '', ids: new Set() });
  const selected = picked.key === requestKey ? picked.ids : new Set<string>();
  const setSelected = (ids: ReadonlySet<string>) => setPicked({ key: requestKey, ids });

  if (list.isPending) return <QuoteListSkeleton view={view} />;
  if (list.isError && !list.data) return <QuoteListError error={list.error} onRetry={() => void list.refetch()} />;

  const quotes = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages[0]?.total ?? 0;
  const isExact = list.data.pages[0]?.totalIsExact ?? true;
  if (quotes.length === 0) {
    if (!isFiltered(filters)) return <NoQuotesYet canCreate={canCreate} />;
    if (filters.archived && countActiveFilters(filters) === 1 && !filters.q.trim()) return <NoArchivedQuotes />;
    return <NoMatches onClear={onClear} />;
  }

  const selection: QuoteSelection = {
    selected: actions.canArchive ? selected : null,
    onToggle: (id) => {
      const next = new Set(selected);
      if (!next.delete(id)) next.add(id);
      setSelected(next);
    },
    onToggleAll: (ids, on) => setSelected(on ? new Set([...selected, ...ids]) : new Set()),
  };

  return (
    <div
      className={cn('grid gap-3 transition-opacity', list.isPlaceholderData && 'opacity-60')}
      aria-busy={list.isPlaceholderData}
    >
      <p className="text-[13px] text-muted-foreground tabular-nums" aria-live="polite" data-testid="quote-count">
        {QUOTE_LIST_COPY.matches(quotes.length, total, isExact)}
      </p>
      {view === 'list' ? (
        <>
          <QuoteTable quotes={quotes} sort={filters} onSort={onFiltersChange} selection={selection} actions={actions} />
          <QuoteStackedList quotes={quotes} selection={selection} actions={actions} />
        </>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {quotes.map((quote) => (
            <QuoteCard key={quote.id} quote={quote} actions={actions} selection={selection} />
          ))}
        </div>
      )}
      {list.hasNextPage && (
        <div className="flex justify-center pt-1">
          <LoadMoreButton
            hasNextPage
            isFetchingNextPage={list.isFetchingNextPage}
            onLoadMore={list.fetchNextPage}
            label={QUOTE_LIST_COPY.loadMore}
          />
        </div>
      )}
      {list.isError && (
        <p role="alert" className="text-center text-sm text-destructive">
          {list.error instanceof Error ? list.error.message : QUOTE_LIST_COPY.loadError}
        </p>
      )}
      <BulkActionBar
        count={selected.size}
        isArchivedView={filters.archived}
        isBusy={isBulkBusy}
        onApply={() => onBulkArchive([...selected], !filters.archived, () => setSelected(new Set()))}
        onClear={() => setSelected(new Set())}
      />
    </div>
  );
}
