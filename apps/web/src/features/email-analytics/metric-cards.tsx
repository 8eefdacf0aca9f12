import { ChevronRight } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { EmailMetrics } from '@/data/email-logs';
import { EMAIL_ANALYTICS_COPY as COPY, formatCount, formatRate } from './email-analytics-copy';

interface Metric {
  label: string;
  value: (m: EmailMetrics) => string;
  detail: (m: EmailMetrics) => string;
  /** What the figure counts (the definitions of docs/decisions/0054). */
  hint: string;
}

const D = COPY.definitions;
const METRICS: Metric[] = [
  {
    label: 'Sent',
    value: (m) => formatCount(m.figures.sent),
    detail: (m) => (m.figures.queued > 0 ? `${formatCount(m.figures.queued)} still queued` : 'left us'),
    hint: D.sent,
  },
  {
    label: 'Delivery rate',
    value: (m) => formatRate(m.rates.delivery),
    detail: (m) => `${formatCount(m.figures.delivered)} delivered`,
    hint: `${D.deliveryRate} ${D.delivered}`,
  },
  {
    label: 'Open rate',
    value: (m) => formatRate(m.rates.open),
    detail: (m) => `${formatCount(m.figures.opened)} opened`,
    hint: D.openRate,
  },
  {
    label: 'Click rate',
    value: (m) => formatRate(m.rates.click),
    detail: (m) => `${formatCount(m.figures.clicked)} clicked`,
    hint: D.clickRate,
  },
  {
    label: 'Bounce rate',
    value: (m) => formatRate(m.rates.bounce),
    detail: (m) => `${formatCount(m.figures.bounced)} bounced`,
    hint: D.bounceRate,
  },
  {
    label: 'Complaint rate',
    value: (m) => formatRate(m.rates.complaint),
    detail: (m) => `${formatCount(m.figures.complained)} as spam`,
    hint: D.complaintRate,
  },
  {
    label: 'Failed',
    value: (m) => formatCount(m.figures.failed),
    detail: () => 'never sent',
    hint: D.failed,
  },
];

/** The figures (docs/product-rules.md#email-log) of the range over the filtered set, each with what it counts. */
export function MetricCards({ metrics }: { metrics: EmailMetrics | undefined }) {
  const noEvents =
    metrics !== undefined &&
    metrics.figures.sent > 0 &&
    metrics.figures.delivered + metrics.figures.bounced + metrics.figures.complained === 0;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7" data-testid="email-metrics">
        {METRICS.map((metric) => (
          <Card key={metric.label} className="grid gap-1 p-3.5" title={metric.hint}>
            <dt className="text-xs font-medium text-muted-foreground">{metric.label}</dt>
            <dd className="text-xl font-semibold tabular-nums">
              {metrics ? metric.value(metrics) : <Skeleton className="h-7 w-16" />}
            </dd>
            <dd className="text-xs text-muted-foreground tabular-nums">
              {metrics ? metric.detail(metrics) : '\u00a0'}
            </dd>
          </Card>
        ))}
      </dl>
      {noEvents && <p className="text-xs text-muted-foreground">{COPY.noEventsHint}</p>}
      <details className="group rounded-md text-sm">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-sm text-[13px] font-medium text-brand-ink outline-none focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden />
          {COPY.definitionsToggle}
        </summary>
        <ul className="mt-2 grid list-disc gap-1 pl-6 text-[13px] text-muted-foreground">
          {Object.values(D).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
