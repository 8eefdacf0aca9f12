import { Receipt } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useBillingHistory } from '@/data/billing';
import { BillingAlert } from './billing-alert';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { billingErrorMessage } from './billing-errors';
import { HistoryCards } from './history-cards';
import { historyRow } from './history-rows';
import { HistoryTable } from './history-table';

/** Billing → History: invoices and plan changes, newest first, a page at a time. */
export function BillingHistory() {
  const query = useBillingHistory();
  return (
    <section aria-labelledby="billing-history-title" className="flex flex-col gap-3">
      <h2 id="billing-history-title" className="text-lg font-semibold tracking-tight">
        {COPY.historyTitle}
      </h2>
      <HistoryBody query={query} />
    </section>
  );
}

function HistoryBody({ query }: { query: ReturnType<typeof useBillingHistory> }) {
  if (query.isPending) {
    return (
      <Card className="grid gap-3 p-5" aria-busy="true" aria-label="Loading billing history">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </Card>
    );
  }
  if (!query.data) {
    return (
      <div className="grid justify-items-start gap-3">
        <BillingAlert message={`${COPY.historyLoadFailed} ${billingErrorMessage(query.error)}`} />
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {COPY.retry}
        </Button>
      </div>
    );
  }
  const rows = query.data.pages.flatMap((page) => page.items).map(historyRow);
  if (rows.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center" data-testid="history-empty">
        <Receipt className="size-6 text-muted-foreground" aria-hidden />
        <p className="max-w-sm text-sm text-muted-foreground">{COPY.historyEmpty}</p>
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden">
      <HistoryTable rows={rows} />
      <HistoryCards rows={rows} />
      {query.hasNextPage && (
        <div className="flex justify-center border-t px-5 py-3">
          <LoadMoreButton
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoadMore={() => query.fetchNextPage()}
            label={COPY.loadMore}
          />
        </div>
      )}
      {query.isError && <BillingAlert className="m-4" message={billingErrorMessage(query.error)} />}
    </Card>
  );
}
