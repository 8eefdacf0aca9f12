import { formatMoney } from '@scopewright/domain';
import { ToggleGroup } from 'radix-ui';
import { usePipelineForecast, usePipelineTargets, type ForecastBy } from '@/data/opportunity-analytics';
import { useAnalyticsAccess } from '../analytics/analytics-access';
import { AnalyticsEmpty, AnalyticsError, AnalyticsSkeleton, AnalyticsUpgrade } from '../analytics/analytics-states';
import { ANALYTICS_COPY } from '../analytics/analytics-copy';
import { AccuracyChart } from './accuracy-chart';
import { ForecastChart } from './forecast-chart';
import { FORECAST_COPY, MEASURE_LABELS, type ForecastMeasure } from './forecast-copy';
import { PERIODS, useForecastParams } from './forecast-params';
import { TargetEditor } from './target-editor';

const PATH = '/dashboard/opportunities/forecasting';
const TOGGLE_ITEM =
  'inline-flex h-full items-center rounded-[5px] px-2.5 text-xs font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-xs';
const TOGGLE_ROOT = 'inline-flex h-8 max-w-full items-center overflow-x-auto rounded-md border bg-muted/50 p-0.5';

/**
 * /dashboard/opportunities/forecasting (Premium and above; docs/decisions/0048-pipeline-analytics.md): by month or quarter, the open
 * pipeline weighted, commit and best case against the target, one-time and recurring apart, past periods'
 * accuracy, and the admin's targets.
 */
export default function ForecastingScreen() {
  const access = useAnalyticsAccess(PATH);
  const { by, measure, setBy, setMeasure } = useForecastParams();
  const forecast = usePipelineForecast(by, PERIODS[by], { enabled: access.canRead });
  const targets = usePipelineTargets({ enabled: access.canSetTargets });
  const data = forecast.data;
  const isEmpty =
    data !== undefined &&
    data.periods.every((p) => p.openCount === 0 && p.closedWonCount === 0) &&
    data.past.every((p) => p.forecast.openCount === 0 && p.closedWonCount === 0);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="grid gap-1">
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{FORECAST_COPY.title}</h1>
        <p className="text-sm text-muted-foreground">{FORECAST_COPY.intro}</p>
      </header>

      {access.isLoading ? (
        <AnalyticsSkeleton />
      ) : !access.canRead ? (
        <AnalyticsUpgrade message={access.refusal ?? ANALYTICS_COPY.upgradeBody} isAdmin={access.isAdmin} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <ToggleGroup.Root
              type="single"
              value={by}
              onValueChange={(next) => next && setBy(next as ForecastBy)}
              aria-label="Group by"
              className={TOGGLE_ROOT}
            >
              <ToggleGroup.Item value="month" className={TOGGLE_ITEM}>
                By month
              </ToggleGroup.Item>
              <ToggleGroup.Item value="quarter" className={TOGGLE_ITEM}>
                By quarter
              </ToggleGroup.Item>
            </ToggleGroup.Root>
            <ToggleGroup.Root
              type="single"
              value={measure}
              onValueChange={(next) => next && setMeasure(next as ForecastMeasure)}
              aria-label="Revenue"
              className={TOGGLE_ROOT}
            >
              {(Object.keys(MEASURE_LABELS) as ForecastMeasure[]).map((m) => (
                <ToggleGroup.Item key={m} value={m} className={TOGGLE_ITEM}>
                  {MEASURE_LABELS[m]}
                </ToggleGroup.Item>
              ))}
            </ToggleGroup.Root>
          </div>

          {forecast.isPending ? (
            <AnalyticsSkeleton charts={2} />
          ) : forecast.isError && !data ? (
            <AnalyticsError
              error={forecast.error}
              message={FORECAST_COPY.loadError}
              onRetry={() => void forecast.refetch()}
            />
          ) : data && isEmpty ? (
            <AnalyticsEmpty title={FORECAST_COPY.emptyTitle} body={FORECAST_COPY.emptyBody} />
          ) : data ? (
            <div
              className={forecast.isPlaceholderData ? 'grid gap-4 opacity-60' : 'grid gap-4'}
              aria-busy={forecast.isPlaceholderData}
            >
              <ForecastChart forecast={data} measure={measure} />
              {data.unscheduled.openCount > 0 && (
                <p className="text-xs text-muted-foreground" data-testid="unscheduled">
                  {FORECAST_COPY.unscheduled(
                    data.unscheduled.openCount,
                    formatMoney(data.unscheduled.weighted.firstYearCents, data.currency),
                  )}
                </p>
              )}
              <AccuracyChart forecast={data} />
              {access.canSetTargets && targets.data && (
                <TargetEditor
                  key={by}
                  periodKeys={[...data.past, ...data.periods].map((p) => p.key)}
                  targets={targets.data}
                />
              )}
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
