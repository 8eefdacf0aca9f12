import { EMAIL_METRIC_RANGES } from '@scopewright/domain';
import { ToggleGroup } from 'radix-ui';
import type { EmailMetricRange } from '@/data/email-logs';
import { RANGE_LABELS } from './email-analytics-copy';

/** Today / this week / month / quarter / year: the calendar period containing now, in UTC. */
export function MetricsRangePicker({
  value,
  onChange,
}: {
  value: EmailMetricRange;
  onChange: (range: EmailMetricRange) => void;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => next && onChange(next as EmailMetricRange)}
      aria-label="Metrics period"
      className="inline-flex h-8 max-w-full items-center overflow-x-auto rounded-md border bg-muted/50 p-0.5"
    >
      {EMAIL_METRIC_RANGES.map((range) => (
        <ToggleGroup.Item
          key={range}
          value={range}
          className="inline-flex h-full items-center rounded-[5px] px-2.5 text-xs font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-xs"
        >
          {RANGE_LABELS[range]}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
