import { AlertCircle, ChartNoAxesCombined, Plus, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { PIPELINE_COPY } from '../pipeline-copy';
import type { PipelineView } from '../pipeline-params';

/** Loading placeholder shaped like the view it stands for. */
export function PipelineSkeleton({ view }: { view: PipelineView }) {
  if (view === 'kanban') {
    return (
      <div className="flex gap-3 overflow-hidden" aria-busy="true" aria-label="Loading the pipeline">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="grid w-72 shrink-0 content-start gap-2 rounded-xl border bg-muted/40 p-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-3 w-40" />
            {Array.from({ length: 3 - (i % 2) }, (_, j) => (
              <Skeleton key={j} className="h-24 rounded-lg" />
            ))}
          </div>
        ))}
      </div>
    );
  }
  if (view === 'grid') {
    return (
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading the pipeline">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-36 rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <Card className="divide-y overflow-hidden" aria-busy="true" aria-label="Loading the pipeline">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-3.5">
          <Skeleton className="size-4" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-4 w-32 md:block" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="hidden h-4 w-24 md:block" />
        </div>
      ))}
    </Card>
  );
}

/** No deal at all: what the pipeline is for and the first step. */
export function PipelineEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center" data-testid="pipeline-empty">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-ink ring-1 ring-primary/15">
        <ChartNoAxesCombined className="size-6" aria-hidden />
      </span>
      <h2 className="text-base font-semibold">{PIPELINE_COPY.emptyTitle}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{PIPELINE_COPY.emptyBody}</p>
      <Button className="mt-2" onClick={onAdd}>
        <Plus aria-hidden /> {PIPELINE_COPY.addOpportunity}
      </Button>
    </Card>
  );
}

export function PipelineNoMatches({ onClear }: { onClear: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center" data-testid="pipeline-no-matches">
      <SearchX className="size-6 text-muted-foreground" aria-hidden />
      <h2 className="text-base font-semibold">{PIPELINE_COPY.noMatchesTitle}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{PIPELINE_COPY.noMatchesBody}</p>
      <Button variant="outline" onClick={onClear}>
        {PIPELINE_COPY.clearFilters}
      </Button>
    </Card>
  );
}

/** A failed load: what happened, the request id for support, and a retry. */
export function PipelineError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = isApiError(error) ? error.message : null;
  const requestId = isApiError(error) ? error.requestId : null;
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <AlertCircle className="size-6 text-destructive" aria-hidden />
      <p className="text-sm font-medium">{PIPELINE_COPY.loadError}</p>
      {message && <p className="max-w-md text-sm text-muted-foreground">{message}</p>}
      {requestId && <p className="text-xs text-muted-foreground">Request id {requestId}</p>}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {PIPELINE_COPY.retry}
      </Button>
    </Card>
  );
}
