import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { AnalyticsKpis, PipelineAnalytics } from '@/data/opportunity-analytics';
import { cn } from '@/lib/utils';
import { ANALYTICS_COPY, formatAmount, formatDay, formatDays, formatRate } from './analytics-copy';

interface Kpi {
  label: string;
  hint: string;
  value: (k: AnalyticsKpis) => number | null;
  format: (v: number | null) => string;
  /** Whether a rise is good news (a shorter cycle is). */
  higherIsBetter: boolean;
  /** How a change is said: points for rates, the plain difference for the rest. */
  delta: (now: number, before: number) => string;
  detail?: (k: AnalyticsKpis) => ReactNode;
}

const points = (now: number, before: number) => `${Math.abs((now - before) / 100).toLocaleString('en-US')} pts`;

function kpis(currency: string): Kpi[] {
  const money = (v: number | null) => formatAmount(v, currency);
  return [
    {
      label: 'Win rate',
      hint: 'Won ÷ (won + lost), deals closed in the period',
      value: (k) => k.winRateBps,
      format: formatRate,
      higherIsBetter: true,
      delta: points,
      detail: (k) => `${k.wonCount} won · ${k.lostCount} lost · ${formatRate(k.winRateByValueBps)} by value`,
    },
    {
      label: 'Won value',
      hint: 'First-year value (one-time + 12 × MRR) of the deals won',
      value: (k) => k.wonValueCents,
      format: money,
      higherIsBetter: true,
      delta: (now, before) => money(Math.abs(now - before)),
    },
    {
      label: 'Average deal size',
      hint: 'Average first-year value of the deals won',
      value: (k) => k.averageDealSizeCents,
      format: money,
      higherIsBetter: true,
      delta: (now, before) => money(Math.abs(now - before)),
    },
    {
      label: 'Sales cycle',
      hint: 'Average days from created to won',
      value: (k) => k.salesCycle.averageDays,
      format: formatDays,
      higherIsBetter: false,
      delta: (now, before) => formatDays(Math.round(Math.abs(now - before) * 10) / 10),
      detail: (k) => (k.salesCycle.medianDays === null ? null : `median ${formatDays(k.salesCycle.medianDays)}`),
    },
    {
      label: 'Margin of won quotes',
      hint: 'Margin of the accepted quotes, weighted by contract value',
      value: (k) => k.wonMarginBps,
      format: formatRate,
      higherIsBetter: true,
      delta: points,
    },
    {
      label: 'Pipeline created',
      hint: 'First-year value of the deals created in the period',
      value: (k) => k.createdValueCents,
      format: money,
      higherIsBetter: true,
      delta: (now, before) => money(Math.abs(now - before)),
      detail: (k) => `${k.createdCount} ${k.createdCount === 1 ? 'deal' : 'deals'}`,
    },
    {
      label: 'Win rate, AI-scoped',
      hint: 'Deals whose primary quote has AI-scoped lines',
      value: (k) => k.aiScoped.winRateBps,
      format: formatRate,
      higherIsBetter: true,
      delta: points,
      detail: (k) => `${k.aiScoped.wonCount} of ${k.aiScoped.wonCount + k.aiScoped.lostCount} closed`,
    },
    {
      label: 'Win rate, hand-scoped',
      hint: 'Every other deal',
      value: (k) => k.handScoped.winRateBps,
      format: formatRate,
      higherIsBetter: true,
      delta: points,
      detail: (k) => `${k.handScoped.wonCount} of ${k.handScoped.wonCount + k.handScoped.lostCount} closed`,
    },
  ];
}

function Change({ kpi, now, before, period }: { kpi: Kpi; now: number | null; before: number | null; period: string }) {
  if (now === null || before === null) {
    return <span className="text-xs text-muted-foreground">{ANALYTICS_COPY.noPrevious}</span>;
  }
  const diff = now - before;
  const good = diff === 0 ? null : diff > 0 === kpi.higherIsBetter;
  const Icon = diff === 0 ? Minus : diff > 0 ? ArrowUpRight : ArrowDownRight;
  const said = diff === 0 ? 'no change' : `${diff > 0 ? 'up' : 'down'} ${kpi.delta(now, before)}`;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-xs font-medium',
        good === true && 'text-emerald-700 dark:text-emerald-400',
        good === false && 'text-rose-700 dark:text-rose-400',
        good === null && 'text-muted-foreground',
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {said}
      <span className="sr-only"> {period}</span>
    </span>
  );
}

/** The headline figures, each with its change from the period before. */
export function KpiCards({ analytics, isUpdating }: { analytics: PipelineAnalytics; isUpdating: boolean }) {
  const period = ANALYTICS_COPY.previous(formatDay(analytics.previousFrom), formatDay(analytics.previousTo));
  return (
    <section aria-labelledby="kpi-heading" className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="kpi-heading" className="text-sm font-semibold">
          Key figures
        </h2>
        <p className="text-xs text-muted-foreground">Changes {period}</p>
      </div>
      <dl
        className={cn('grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4', isUpdating && 'opacity-60')}
        aria-busy={isUpdating}
        data-testid="kpi-cards"
      >
        {kpis(analytics.currency).map((kpi) => {
          const now = kpi.value(analytics.current);
          return (
            <Card key={kpi.label} className="grid min-w-0 content-start gap-1 p-3 sm:p-4">
              <dt className="text-xs font-medium text-muted-foreground" title={kpi.hint}>
                {kpi.label}
              </dt>
              <dd className="grid gap-1">
                <span className="text-base font-semibold tracking-tight break-words tabular-nums sm:text-xl">
                  {kpi.format(now)}
                </span>
                {kpi.detail && <span className="text-xs text-muted-foreground">{kpi.detail(analytics.current)}</span>}
                <Change kpi={kpi} now={now} before={kpi.value(analytics.previous)} period={period} />
              </dd>
            </Card>
          );
        })}
      </dl>
    </section>
  );
}
