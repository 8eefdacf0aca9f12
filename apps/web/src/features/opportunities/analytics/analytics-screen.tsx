import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pipelineAnalyticsCsvUrl, usePipelineAnalytics, type PipelineAnalytics } from '@/data/opportunity-analytics';
import { useAnalyticsAccess } from './analytics-access';
import { ANALYTICS_COPY, formatDay } from './analytics-copy';
import { useAnalyticsQuery } from './analytics-params';
import { AnalyticsEmpty, AnalyticsError, AnalyticsSkeleton, AnalyticsUpgrade } from './analytics-states';
import { BreakdownTable } from './breakdown-table';
import { CreatedClosedChart } from './created-closed-chart';
import { FunnelChart } from './funnel-chart';
import { KpiCards } from './kpi-cards';
import { RangePicker } from './range-picker';
import { TimeInStageChart } from './time-in-stage-chart';

const PATH = '/dashboard/opportunities/analytics';

const isEmpty = (a: PipelineAnalytics) =>
  a.current.createdCount === 0 && a.current.wonCount === 0 && a.current.lostCount === 0;

/**
 * /dashboard/opportunities/analytics (Premium and above; docs/decisions/0048-pipeline-analytics.md): the range in the URL, key figures
 * against the previous period, the funnel, time in stage, created vs closed, a breakdown and the CSV export.
 */
export default function AnalyticsScreen() {
  const access = useAnalyticsAccess(PATH);
  const [query, setQuery] = useAnalyticsQuery();
  const analytics = usePipelineAnalytics(query, { enabled: access.canRead });
  const data = analytics.data;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{ANALYTICS_COPY.title}</h1>
          <p className="text-sm text-muted-foreground">{ANALYTICS_COPY.intro}</p>
        </div>
        {access.canRead && (
          <Button asChild variant="outline" size="sm">
            <a href={pipelineAnalyticsCsvUrl(query)} download>
              <Download aria-hidden /> {ANALYTICS_COPY.exportCsv}
            </a>
          </Button>
        )}
      </header>

      {access.isLoading ? (
        <AnalyticsSkeleton />
      ) : !access.canRead ? (
        <AnalyticsUpgrade message={access.refusal ?? ANALYTICS_COPY.upgradeBody} isAdmin={access.isAdmin} />
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <RangePicker
              key={`${query.range}:${query.from ?? ''}:${query.to ?? ''}`}
              query={query}
              onChange={setQuery}
            />
            {data && (
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {formatDay(data.from)} – {formatDay(data.to)} · {ANALYTICS_COPY.timeZoneNote(data.timeZone)}
              </p>
            )}
          </div>
          {analytics.isPending ? (
            <AnalyticsSkeleton />
          ) : analytics.isError && !data ? (
            <AnalyticsError
              error={analytics.error}
              message={ANALYTICS_COPY.loadError}
              onRetry={() => void analytics.refetch()}
            />
          ) : data && isEmpty(data) ? (
            <AnalyticsEmpty title={ANALYTICS_COPY.emptyTitle} body={ANALYTICS_COPY.emptyBody} />
          ) : data ? (
            <>
              <KpiCards analytics={data} isUpdating={analytics.isPlaceholderData} />
              <div className="grid gap-4 lg:grid-cols-2">
                <FunnelChart funnel={data.funnel} />
                <TimeInStageChart stages={data.timeInStage} />
              </div>
              <CreatedClosedChart analytics={data} />
              <BreakdownTable analytics={data} onGroupBy={(groupBy) => setQuery({ ...query, groupBy })} />
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
