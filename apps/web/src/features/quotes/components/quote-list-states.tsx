import { appLinks, QUOTE_LIST_COPY, type QuoteViewMode } from '@scopewright/domain';
import { AlertCircle, Archive, FileText, Plus, SearchX, WandSparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';

/** Loading placeholder shaped like the view it stands for. */
export function QuoteListSkeleton({ view }: { view: QuoteViewMode }) {
  if (view === 'grid') {
    return (
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-44 rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <Card className="divide-y overflow-hidden" aria-hidden>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-3.5">
          <Skeleton className="h-4 w-14" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-4 w-32 md:block" />
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="hidden h-4 w-20 md:block" />
          <Skeleton className="hidden h-4 w-16 md:block" />
        </div>
      ))}
    </Card>
  );
}

/** No quote at all: what the screen is for and the first step (docs/product-rules.md#ui-rules). */
export function NoQuotesYet({ canCreate }: { canCreate: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center" data-testid="quotes-empty">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-ink ring-1 ring-primary/15">
        <FileText className="size-6" aria-hidden />
      </span>
      <h2 className="text-base font-semibold">{QUOTE_LIST_COPY.emptyTitle}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{QUOTE_LIST_COPY.emptyBody}.</p>
      {canCreate && (
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to={appLinks.newQuote()}>
              <Plus aria-hidden /> {QUOTE_LIST_COPY.newQuote}
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/dashboard">
              <WandSparkles aria-hidden /> Describe a project
            </Link>
          </Button>
        </div>
      )}
    </Card>
  );
}

export function NoArchivedQuotes() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center" data-testid="quotes-empty">
      <Archive className="size-6 text-muted-foreground" aria-hidden />
      <h2 className="text-base font-semibold">{QUOTE_LIST_COPY.emptyArchivedTitle}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{QUOTE_LIST_COPY.emptyArchivedBody}</p>
    </Card>
  );
}

export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center" data-testid="quotes-no-matches">
      <SearchX className="size-6 text-muted-foreground" aria-hidden />
      <h2 className="text-base font-semibold">{QUOTE_LIST_COPY.noMatchesTitle}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{QUOTE_LIST_COPY.noMatchesBody}</p>
      <Button variant="outline" onClick={onClear}>
        {QUOTE_LIST_COPY.clearFilters}
      </Button>
    </Card>
  );
}

/** A failed load: what happened, the request id for support, and a retry. */
export function QuoteListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = isApiError(error) ? error.message : QUOTE_LIST_COPY.loadError;
  const requestId = isApiError(error) ? error.requestId : null;
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <AlertCircle className="size-6 text-destructive" aria-hidden />
      <p className="text-sm font-medium">{QUOTE_LIST_COPY.loadError}</p>
      {message !== QUOTE_LIST_COPY.loadError && <p className="max-w-md text-sm text-muted-foreground">{message}</p>}
      {requestId && <p className="text-xs text-muted-foreground">Request id {requestId}</p>}
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}
