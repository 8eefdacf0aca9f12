import { useId } from 'react';
import { PSA_SYNC_COPY as COPY } from '@/components/psa-sync/psa-sync-copy';
import { SyncRunItem } from '@/components/psa-sync/sync-run-item';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useConnectionRuns } from '@/data/integration-runs';
import type { IntegrationProvider } from '@/data/integrations';

/** The connection's sync log: every push and import, newest first, each with its steps behind "Show the log". */
export function ConnectionRuns({ provider }: { provider: IntegrationProvider }) {
  const runs = useConnectionRuns(provider);
  const titleId = useId();
  const items = runs.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby={titleId} className="grid gap-2 border-t px-5 pt-4 pb-5">
      <h4 id={titleId} className="text-sm font-semibold">
        {COPY.connectionLogTitle}
      </h4>
      {runs.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label={COPY.loading}>
          <Skeleton className="h-12 w-full" />
        </div>
      ) : runs.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span>
            {COPY.loadFailed} {runs.error.message}
          </span>
          <Button variant="outline" size="sm" onClick={() => void runs.refetch()}>
            {COPY.retry}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{COPY.connectionLogEmpty}</p>
      ) : (
        <>
          <ol aria-label={COPY.logLabel} className="divide-y">
            {items.map((run) => (
              <SyncRunItem key={run.id} run={run} refs={[]} quoteId={run.quoteId} />
            ))}
          </ol>
          {runs.hasNextPage && (
            <Button
              variant="outline"
              size="sm"
              className="w-fit"
              disabled={runs.isFetchingNextPage}
              onClick={() => void runs.fetchNextPage()}
            >
              {COPY.loadMore}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
