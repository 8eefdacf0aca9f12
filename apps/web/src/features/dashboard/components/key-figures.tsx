import {
  type DashboardSummary,
  formatMoney,
  formatPercentBps,
  HOME_COPY,
  TIME_RANGE_LABELS,
  TIME_RANGES,
  type TimeRange,
} from '@scopewright/domain';
import { ToggleGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const SHORT_LABELS: Record<TimeRange, string> = {
  today: 'Today',
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
};

export function RangeSwitch({ value, onChange }: { value: TimeRange; onChange: (range: TimeRange) => void }) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => next && onChange(next as TimeRange)}
      aria-label="Period"
      className="inline-flex h-8 max-w-full items-center overflow-x-auto rounded-md border bg-muted/50 p-0.5"
    >
      {TIME_RANGES.map((range) => (
        <ToggleGroup.Item
          key={range}
          value={range}
          aria-label={TIME_RANGE_LABELS[range]}
          className="inline-flex h-full items-center rounded-[5px] px-2.5 text-xs font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-xs"
        >
          {SHORT_LABELS[range]}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

function Figure({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1 bg-card px-4 py-4 sm:px-5" title={hint}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">{children}</dd>
    </div>
  );
}

/** Open value, MRR quoted, sent, accepted and acceptance rate for the chosen period (docs/product-rules.md#dashboard-screens). */
export function KeyFigures({ summary, isUpdating }: { summary: DashboardSummary; isUpdating: boolean }) {
  const { currency } = summary;
  return (
    <Card
      className={cn('overflow-hidden transition-opacity', isUpdating && 'opacity-60')}
      aria-busy={isUpdating}
      data-testid="key-figures"
    >
      <dl className="grid grid-cols-2 gap-px bg-border md:grid-cols-5 [&>*:last-child]:col-span-2 md:[&>*:last-child]:col-span-1">
        <Figure label={HOME_COPY.openValue} hint={HOME_COPY.openValueHint}>
          {formatMoney(summary.openQuoteValueCents, currency)}
        </Figure>
        <Figure label={HOME_COPY.mrrQuoted} hint={HOME_COPY.mrrQuotedHint}>
          {formatMoney(summary.mrrQuotedCents, currency, { frequency: 'monthly' })}
        </Figure>
        <Figure label={HOME_COPY.sentCount}>{summary.sentCount.toLocaleString('en-US')}</Figure>
        <Figure label={HOME_COPY.acceptedCount} hint={HOME_COPY.acceptedCountHint}>
          {summary.acceptedCount.toLocaleString('en-US')}
        </Figure>
        <Figure label={HOME_COPY.acceptanceRate} hint={HOME_COPY.acceptanceRateHint}>
          {summary.acceptanceRateBps === null ? (
            <span className="text-base font-normal text-muted-foreground">{HOME_COPY.noDecisions}</span>
          ) : (
            formatPercentBps(summary.acceptanceRateBps)
          )}
        </Figure>
      </dl>
    </Card>
  );
}
