import { Card } from '@/components/ui/card';
import { useEmailLogs, useEmailMetrics, type EmailLogScope } from '@/data/email-logs';
import { EMAIL_ANALYTICS_COPY as COPY, RANGE_LABELS } from './email-analytics-copy';
import { LoadErrorNotice } from '@/components/feature-notice';
import { EmailLogDetailSheet } from './email-log-detail';
import { EmailLogFilters } from './email-log-filters';
import { useEmailLogView } from './email-log-params';
import { EmailLogTable } from './email-log-table';
import { EmailVolumeChart } from './email-volume-chart';
import { MetricCards } from './metric-cards';
import { MetricsRangePicker } from './metrics-range-picker';

/** Metrics of the range over the filtered set, its chart, the filters, the log and the open email's detail. */
export function EmailLogView({ scope }: { scope: EmailLogScope }) {
  const isPlatform = scope === 'platform';
  const { view, update, setFilters } = useEmailLogView(isPlatform);
  const list = useEmailLogs(scope, { ...view.filters, page: view.page });
  const metrics = useEmailMetrics(scope, { ...view.filters, range: view.range });
  const isFiltered = Object.values(view.filters).some(Boolean);
  const workspaceName = view.filters.tenantId
    ? (list.data?.items.find((item) => item.tenantId === view.filters.tenantId)?.workspaceName ??
      `${view.filters.tenantId.slice(0, 8)}…`)
    : null;
  const open = (id: string) => update({ log: id });

  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      <section aria-labelledby="email-metrics-heading" className="grid min-w-0 grid-cols-1 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="email-metrics-heading" className="text-sm font-semibold">
            {COPY.metricsTitle(RANGE_LABELS[view.range])}
          </h2>
          <MetricsRangePicker value={view.range} onChange={(range) => update({ range }, { replace: true })} />
        </div>
        {metrics.isError ? (
          <Card>
            <LoadErrorNotice
              error={metrics.error}
              say={COPY.fetchMetricsFailed}
              onRetry={() => void metrics.refetch()}
            />
          </Card>
        ) : (
          <>
            <MetricCards metrics={metrics.data} />
            {metrics.data && <EmailVolumeChart metrics={metrics.data} />}
          </>
        )}
      </section>
      <EmailLogFilters
        filters={view.filters}
        onChange={setFilters}
        templates={list.data?.templates ?? []}
        workspace={view.filters.tenantId && workspaceName ? { id: view.filters.tenantId, name: workspaceName } : null}
        isPlatform={isPlatform}
      />
      <EmailLogTable
        scope={scope}
        query={{ ...list, refetch: () => void list.refetch() }}
        isFiltered={isFiltered}
        onOpen={open}
        onPage={(page) => update({ page })}
        onClearFilters={() => setFilters({})}
      />
      <EmailLogDetailSheet scope={scope} id={view.log} onOpen={open} onClose={() => update({ log: null })} />
    </div>
  );
}
