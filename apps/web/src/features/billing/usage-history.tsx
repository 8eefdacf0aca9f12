import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useUsageHistory } from '@/data/billing';
import { BillingAlert } from './billing-alert';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { billingErrorMessage } from './billing-errors';
import { formatDate } from './billing-format';
import { UsageSeriesChart } from './usage-series-chart';

/** The meters day by day this billing period: one small chart per series. */
export function UsageHistory() {
  const query = useUsageHistory();
  return (
    <section aria-labelledby="usage-history-title" className="flex flex-col gap-3">
      <h2 id="usage-history-title" className="text-lg font-semibold tracking-tight">
        {COPY.usageHistoryTitle}
      </h2>
      <UsageHistoryBody query={query} />
    </section>
  );
}

function UsageHistoryBody({ query }: { query: ReturnType<typeof useUsageHistory> }) {
  if (query.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading usage history">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} radius="xl" className="h-64" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <BillingAlert message={`${COPY.usageHistoryFailed} ${billingErrorMessage(query.error)}`} />
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {COPY.retry}
        </Button>
      </div>
    );
  }
  const { series, periodStart, periodEnd } = query.data;
  if (!series.some((s) => s.points.length > 0)) {
    return (
      <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        {COPY.usageHistoryEmpty}
      </p>
    );
  }
  const period = COPY.usageHistoryPeriod(formatDate(periodStart), formatDate(periodEnd));
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {series.map((s) => (
        <UsageSeriesChart key={s.key} series={s} period={period} />
      ))}
    </div>
  );
}
